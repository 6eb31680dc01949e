import ComposableArchitecture
import Testing

/// `Store` is `Hashable` by identity and describes its type.
@MainActor
@Suite("Store identity")
struct StoreIdentityTests {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var title = ""
    }
    enum Action: Equatable { case rename(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rename(title):
          state.title = title
          return .none
        }
      }
    }
  }

  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable { case rows(IdentifiedActionOf<Row>) }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Test func storesInASetAreTheirInstances() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) { List() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    var set: Set<StoreOf<Row>> = Set(rows)
    #expect(set.count == 2)
    // The same child, scoped again, is the same store.
    set.formUnion(store.scope(state: \.rows, action: \.rows))
    #expect(set.count == 2)
    #expect(rows[0] == rows[0])
    #expect(rows[0] != rows[1])
    let other = Store(initialState: Row.State(id: 1)) { Row() }
    #expect(!set.contains(other))
  }

  @Test func storeIsADictionaryKey() {
    let first = Store(initialState: Row.State(id: 1)) { Row() }
    let second = Store(initialState: Row.State(id: 1)) { Row() }
    let titles = [first: "first", second: "second"]
    #expect(titles[first] == "first")
    #expect(titles[second] == "second")
  }

  @Test func debugDescriptionNamesTheFeatureAsTCADoes() {
    let store = Store(initialState: Row.State(id: 1)) { Row() }
    #expect(store.debugDescription == "StoreOf<StoreIdentityTests.Row>")
    let counter = Store<Int, Row.Action>(initialState: 0) {}
    #expect(counter.debugDescription == "Store<Int, StoreIdentityTests.Row.Action>")
  }
}
