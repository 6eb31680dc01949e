import Clocks
import Testing

@testable import ComposableArchitecture

// Issue 62: `skipInFlightEffects()` forgets the running effects, as TCA 1.25.5 does, rather than
// cancelling them: they keep running, what they send afterwards is still received (and asserted),
// and neither `finish()` nor the end of the test waits for them or reports them.

@MainActor
@Suite("skipInFlightEffects forgets, it does not cancel (TCA 1.25.5)")
struct SkipInFlightEffectsTests {
  @Reducer
  struct Ticker {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, tick }
    let clock: TestClock<Duration>
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { [clock] send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Test("A skipped timer keeps ticking: its actions are received after the skip")
  func skippedEffectStillEmits() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) { Ticker(clock: clock) }
    await store.send(.start)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    // Not waited for, not reported: the test ends with the timer still running.
    await store.finish()
  }

  @Test("Nothing to skip is reported when strict, silent otherwise")
  func nothingToSkip() async {
    let store = TestStore(initialState: Ticker.State()) { Ticker(clock: TestClock()) }
    await expectIssues(["There were no in-flight effects to skip."]) {
      await store.skipInFlightEffects()
    }
    await store.skipInFlightEffects(strict: false)
  }

  @Test("Effects started after a skip are tracked again")
  func laterEffectsAreTracked() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) { Ticker(clock: clock) }
    await store.send(.start)
    await store.skipInFlightEffects()
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    // One timer is forgotten, the other is still owed: skip it too, then nothing is owed.
    await store.skipInFlightEffects()
    await store.skipInFlightEffects(strict: false)
  }
}
