import ComposableArchitecture
import Testing

/// After `await store.send`, the effects it started have run as far as they can without outside
/// input: however many hops they take first (up to 25 yields, within what the mega-yield test
/// stores used to wait with reached), and for many effects at once. A test store waits for that by
/// yielding until the main executor is idle, not for a fixed count.
@MainActor
@Suite struct TestStoreSendLetsEffectsRunTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var finished = 0
    }
    enum Action: Equatable {
      case start(hops: Int, effects: Int)
      case finished
    }
    let reached: LockIsolated<Int>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .start(hops, effects):
          return .merge(
            (0..<effects).map { _ in
              .run { [reached] send in
                for _ in 0..<hops { await Task.yield() }
                reached.withValue { $0 += 1 }
                await send(.finished)
              }
            })
        case .finished:
          state.finished += 1
          return .none
        }
      }
    }
  }

  @Test(arguments: [0, 1, 5, 12, 25], [1, 3, 50])
  func startedEffectsRunBeforeSendReturns(hops: Int, effects: Int) async {
    let reached = LockIsolated(0)
    let store = TestStore(initialState: Feature.State()) { Feature(reached: reached) }
    await store.send(.start(hops: hops, effects: effects))
    #expect(reached.value == effects)
    for count in 1...effects {
      await store.receive(\.finished) { $0.finished = count }
    }
  }

  @Test func aThousandSendsInARow() async {
    let reached = LockIsolated(0)
    let store = TestStore(initialState: Feature.State()) { Feature(reached: reached) }
    for count in 1...1_000 {
      await store.send(.start(hops: count % 4, effects: 1))
      #expect(reached.value == count)
      await store.receive(\.finished) { $0.finished = count }
    }
  }
}
