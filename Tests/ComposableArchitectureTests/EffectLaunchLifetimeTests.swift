import Clocks
import Testing

@testable import ComposableArchitecture

/// An effect's task and its bookkeeping live in one object that the registry files as the effect's
/// origin, and that object holds the registry: once every effect has ended, nothing may keep the
/// registry (or the effects' actions) alive, whatever shape the effects had and however they ended.
@MainActor
@Suite struct EffectLaunchLifetimeTests {
  /// An object whose release the test watches, carried in an action.
  final class Witness: Sendable {}

  @Reducer
  struct Feature {
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case start(Shape, Witness)
      case tick
      case stop
    }
    enum Shape: CaseIterable, Sendable {
      case run, cancelInFlight, concatenated, merged, longRunning, throwing
    }
    enum CancelID { case work }
    let clock: TestClock<Duration>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .start(shape, _):
          switch shape {
          case .run:
            return .run { send in await send(.tick) }
          case .cancelInFlight:
            return .run { [clock] _ in try await clock.sleep(for: .seconds(1)) }
              .cancellable(id: CancelID.work, cancelInFlight: true)
          case .concatenated:
            return .concatenate(
              .run { send in await send(.tick) },
              .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.tick)
              })
          case .merged:
            return .merge(
              .run { send in await send(.tick) }, .run { send in await send(.tick) })
          case .longRunning:
            return .run { [clock] _ in try await clock.sleep(for: .seconds(3_600)) }
          case .throwing:
            return .run { _ in throw CancellationError() }
          }
        case .tick:
          state.count += 1
          return .none
        case .stop:
          return .cancel(id: CancelID.work)
        }
      }
    }
  }

  @Test(arguments: Feature.Shape.allCases)
  func theRegistryAndTheActionAreReleasedOnceEffectsEnd(_ shape: Feature.Shape) async {
    let clock = TestClock()
    weak var registry: EffectRegistry?
    weak var witness: Witness?
    var tasks: [StoreTask] = []
    do {
      let store = Store(initialState: Feature.State()) { Feature(clock: clock) }
      registry = store.access.registry
      for _ in 0..<3 {
        let carried = Witness()
        witness = carried
        tasks.append(store.send(.start(shape, carried)))
      }
      await clock.advance(by: .seconds(1))
      if shape == .cancelInFlight {
        tasks.append(store.send(.stop))
      }
      if shape != .longRunning {
        for task in tasks { await task.finish() }
        #expect(store.access.registry.count == 0)
      }
      // A long-running effect ends when its store goes away, below.
    }
    // The store is gone: whatever still ran was cancelled, and winds down.
    for task in tasks { await task.finish() }
    for _ in 0..<1_000 where registry != nil || witness != nil {
      await Task.yield()
    }
    #expect(registry == nil, "an ended effect kept its registry alive")
    #expect(witness == nil, "an ended effect kept its action alive")
  }
}
