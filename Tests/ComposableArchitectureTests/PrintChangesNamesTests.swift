import Testing

@testable import ComposableArchitecture

// `_printChanges` names what it prints: an `IdentifiedAction`'s id (`.element(id: 1, action: …)`)
// and a binding action's key path, nested ones included (`.set(\.child.name, "Blob")`), also on
// Linux, where a key path to an `@ObservableState` field has no name of its own (issue 65).
@MainActor
@Suite("_printChanges names ids and key paths")
struct PrintChangesNamesTests {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var name = ""
    }
    enum Action: Equatable, BindableAction {
      case binding(BindingAction<State>)
      case tapped
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var child = Row.State(id: 0)
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
    }
    enum Action: Equatable, BindableAction {
      case binding(BindingAction<State>)
      case rows(IdentifiedActionOf<Row>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      EmptyReducer()
        .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  private static func printed(_ action: Parent.Action) -> String {
    _ReducerPrinter<Parent.State, Parent.Action>.customDumpText(
      action: action, oldState: Parent.State(), newState: Parent.State())
  }

  @Test("A nested binding key path prints by name; an element's id prints")
  func namesIdsAndKeyPaths() {
    #expect(
      Self.printed(.binding(.set(\.child.name, "x"))) == """
        received action:
          PrintChangesNamesTests.Parent.Action.binding(
            .set(
              keyPath: \\PrintChangesNamesTests.Parent.State.child.name,
              value: "x"
            )
          )
          (No state changes)
        """)
    #expect(
      Self.printed(.rows(.element(id: 1, action: .tapped))) == """
        received action:
          PrintChangesNamesTests.Parent.Action.rows(
            .element(
              id: 1,
              action: .tapped
            )
          )
          (No state changes)
        """)
  }
}
