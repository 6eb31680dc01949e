import Testing

@testable import ComposableArchitecture

// Issue 62: `XCTModify` inside a TestStore's assertion closure requires a change only when the store
// is exhaustive (TCA 1.25.5's TestStoreNonExhaustiveTests.testXCTModifyExhaustive and
// testXCTModifyNonExhaustive): a non-exhaustive store runs the closure with `XCTModify`'s
// exhaustivity off, in `send`, `receive` and with shown skipped assertions alike.

@MainActor
@Suite("XCTModify in a TestStore's assertion")
struct XCTModifyInTestStoreTests {
  enum Action: Equatable { case tap, response }

  static func reducer() -> Reduce<Int?, Action> {
    Reduce { _, action in
      switch action {
      case .tap: .send(.response)
      case .response: .none
      }
    }
  }

  @available(*, deprecated)
  @Test(
    "Non-exhaustive: an unchanged XCTModify is not a failure",
    arguments: [Exhaustivity.off, .off(showSkippedAssertions: true)]
  )
  func nonExhaustive(_ exhaustivity: Exhaustivity) async {
    let store = TestStore(initialState: Optional(1)) { Self.reducer() }
    store.exhaustivity = exhaustivity
    await store.send(.tap) {
      XCTModify(&$0) { _ in }
    }
    await store.receive(.response) {
      XCTModify(&$0) { _ in }
    }
  }

  @available(*, deprecated)
  @Test("Exhaustive: an unchanged XCTModify reports TCA's text, in send and in receive")
  func exhaustive() async {
    struct State: Equatable {
      var child: Int? = 0
      var count = 0
    }
    let store = TestStore(initialState: State()) {
      Reduce<State, Action> { state, action in
        state.count += 1
        return action == .tap ? .send(.response) : .none
      }
    }
    await expectIssues([#"XCTModify: Expected "Int" value to be modified but it was unchanged."#]) {
      await store.send(.tap) { state in
        state.count = 1
        XCTModify(&state.child) { _ in }
      }
    }
    await expectIssues([#"XCTModify: Expected "Int" value to be modified but it was unchanged."#]) {
      await store.receive(.response) { state in
        state.count = 2
        XCTModify(&state.child) { _ in }
      }
    }
  }
}
