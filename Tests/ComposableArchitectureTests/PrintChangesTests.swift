import Testing

@testable import ComposableArchitecture

/// Lesson 1 (seed 000): a legal infinite loop (an effect that sends an action whose reducer returns the same
/// effect) shows as a trace that keeps growing; `_printChanges()` is how it is diagnosed.
@MainActor
@Suite("_printChanges")
struct PrintChangesTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var label = "counter"
    }
    enum Action: Equatable { case increment, noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if action == .increment { state.count += 1 }
      return .none
    }
  }

  @Test func printsTheActionAndTheStateDiff() {
    let printed = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<Counter.State, Counter.Action> { action, old, new in
      printed.withValue {
        $0.append(_ReducerPrinter.customDumpText(action: action, oldState: old, newState: new))
      }
    }
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(printer) }
    store.send(.increment)
    store.send(.noop)
    #expect(printed.value.count == 2)
    #expect(printed.value[0].contains("received action:"))
    #expect(printed.value[0].contains("Counter.Action.increment"))
    let lines = printed.value[0].split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("  −") && $0.contains("count: 0") })
    #expect(lines.contains { $0.hasPrefix("  +") && $0.contains("count: 1") })
    #expect(!lines.contains { ($0.hasPrefix("  −") || $0.hasPrefix("  +")) && $0.contains("label") })
    #expect(printed.value[1].contains("(No state changes)"))
  }

  @Test func aLoopShowsAsAGrowingTrace() async {
    struct Loop: Reducer {
      struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case tick }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.ticks += 1
        return .run { send in await send(.tick) }
      }
    }
    let printed = LockIsolated(0)
    let store = Store(initialState: Loop.State()) {
      Loop()._printChanges(_ReducerPrinter { _, _, _ in printed.withValue { $0 += 1 } })
    }
    let task = store.send(.tick)
    while printed.value < 50 { await Task.yield() }
    task.cancel()
    await task.finish()
    #expect(printed.value >= 50)
    #expect(store.ticks == printed.value)
  }

  @Test func aNilPrinterPrintsNothingAndChangesNothing() {
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(nil) }
    store.send(.increment)
    #expect(store.count == 1)
  }
}
