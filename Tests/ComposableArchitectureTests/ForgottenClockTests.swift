import ComposableArchitecture
import Testing

/// A test that forgets to override the clock a feature's timer uses: the test value of
/// `continuousClock` reports it once and its timer ends after one tick, instead of spinning and
/// reporting on every tick (34 issues for one forgotten line, before).
@MainActor
@Suite("A forgotten clock")
struct ForgottenClockTests {
  @Reducer
  struct Timer {
    @ObservableState
    struct State: Equatable { var ticks = 0 }
    enum Action { case onTask, tick }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onTask:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Test("A timer on the unimplemented test clock: one report, one tick, and the effect ends")
  func timerWithoutAClockOverride() async {
    let store = TestStore(initialState: Timer.State()) { Timer() }
    let reports = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.send(.onTask)
      await store.receive(\.tick) { $0.ticks = 1 }
      // Nothing else comes, and nothing is left running: `finish` would report a running effect.
      await store.finish()
    } matching: { issue in
      reports.withValue { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    #expect(reports.value.filter { $0.hasPrefix("Unimplemented: continuousClock.") }.count >= 1)
    #expect(reports.value.allSatisfy { $0.hasPrefix("Unimplemented: continuousClock.") }, "\(reports.value)")
    #expect(Set(reports.value).count == reports.value.count, "each endpoint once: \(reports.value)")
  }
}
