import ComposableArchitecture
import Testing

/// `ReducerBuilder.buildBlock(_:)` and `Reducer._printChanges(_:)`, spelled as in TCA.
@MainActor
@Suite("ReducerBuilder.buildBlock(_:) and _printChanges(_:)")
struct ReducerBuilderSingleBlockTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Test func aOneReducerBlockIsThatReducer() {
    let reducer = ReducerBuilder<Counter.State, Counter.Action>.buildBlock(Counter())
    var state = Counter.State()
    _ = reducer.reduce(into: &state, action: .increment)
    #expect(state.count == 1)
    #expect(type(of: reducer) == Counter.self)
  }

  @Test func printChangesWithAPrinterOnly() async {
    let printed = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<Counter.State, Counter.Action>(
      printChange: { action, old, new in printed.withValue { $0.append("\(action): \(old.count) -> \(new.count)") } }
    )
    let store = TestStore(initialState: Counter.State()) {
      Counter()._printChanges(printer)
    }
    await store.send(.increment) { $0.count = 1 }
    #expect(printed.value == ["increment: 0 -> 1"])
  }
}
