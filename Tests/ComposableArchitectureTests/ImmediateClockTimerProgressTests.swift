import Clocks
import Testing

@testable import ComposableArchitecture

// Issue 62: a TCA 1.0-era test drives a meeting timer on an `ImmediateClock`: `send(.onTask)`, then
// more sends while the timer runs. As in TCA, the timer advances a tick at a time as the test store
// lets effects run (the immediate clock's sleep yields about twenty times, as Point-Free's does);
// it does not run to its end inside the first `send`.

@MainActor
@Suite("A timer on an ImmediateClock inside a TestStore")
struct ImmediateClockTimerProgressTests {
  @Reducer
  struct Meeting {
    struct State: Equatable {
      var secondsElapsed = 0
      var isEnded = false
    }
    enum Action: Equatable { case onTask, timerTick, endMeetingButtonTapped }
    static let duration = 10
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onTask:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTick) }
          }
          .cancellable(id: "timer")
        case .timerTick:
          guard !state.isEnded else { return .none }
          state.secondsElapsed += 1
          if state.secondsElapsed == Self.duration { state.isEnded = true }
          return .none
        case .endMeetingButtonTapped:
          state.isEnded = true
          return .cancel(id: "timer")
        }
      }
    }
  }

  @Test("send(.onTask) returns long before the timer could end; a later send still finds it running")
  func timerDoesNotRunToItsEndInOneSend() async {
    let store = TestStore(initialState: Meeting.State()) { Meeting() } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.onTask)
    #expect(store.state.secondsElapsed < Meeting.duration)
    #expect(!store.state.isEnded)
    await store.send(.endMeetingButtonTapped) { $0.isEnded = true }
    await store.finish()
    #expect(store.state.secondsElapsed < Meeting.duration)
  }

  @Test("Given time, the same timer ticks (an ImmediateClock never waits), and stops when cancelled")
  func timerTicksWhenWaitedFor() async {
    let store = TestStore(initialState: Meeting.State()) { Meeting() } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.onTask)
    await store.receive(\.timerTick)
    #expect(store.state.secondsElapsed >= 1)
    await store.send(.endMeetingButtonTapped) { $0.isEnded = true }
    await store.finish()
  }
}
