import ComposableArchitecture
import Foundation
import Testing

/// A test store's waits (`receive`, `finish`, `TestStoreTask.finish`) count only the time during
/// which the store's effects make no progress: an effect that works longer than the timeout, but
/// keeps going, is waited for (so a slow, loaded machine does not fail a test), while an effect
/// stuck on a clock nobody advances still fails the wait after the timeout, and one that keeps busy
/// forever fails it after thirty times the timeout instead of hanging.
@MainActor
@Suite("TestStore waits count time without progress")
struct TestStoreWaitProgressTests {
  struct Worker: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, done, tick, startTicking }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          // 100 steps of about 5 ms of work each: 2.5 times the 200 ms timeout in all.
          for _ in 0..<100 {
            Self.work(for: .milliseconds(5))
            await Task.yield()
          }
          await send(.done)
        }
      case .startTicking:
        return .run { send in
          // Busy forever, and never sends what the test waits for.
          while !Task.isCancelled { await Task.yield() }
        }
      case .done, .tick:
        return .none
      }
    }

    /// Stands for slow work: a machine under load runs every step this slowly.
    static func work(for duration: Duration) {
      let clock = ContinuousClock()
      let end = clock.now.advanced(by: duration)
      while clock.now < end {}
    }
  }

  @Test("An effect that keeps working past the timeout is waited for by receive")
  func receiveWaitsForAWorkingEffect() async {
    let store = TestStore(initialState: Worker.State()) { Worker() }
    store.timeout = .milliseconds(200)
    await store.send(.start)
    await store.receive(.done)
  }

  @Test("An effect that keeps working past the timeout is waited for by finish")
  func finishWaitsForAWorkingEffect() async {
    let store = TestStore(initialState: Worker.State()) { Worker() }
    store.timeout = .milliseconds(200)
    store.exhaustivity = .off
    let task = await store.send(.start)
    await task.finish()
    await store.finish()
  }

  @Test("An effect busy forever fails the wait after thirty times the timeout, never hangs")
  func busyForeverFailsAfterThirtyTimesTheTimeout() async {
    let store = TestStore(initialState: Worker.State()) { Worker() }
    store.timeout = .milliseconds(20)
    store.exhaustivity = .off
    let task = await store.send(.startTicking)
    await withKnownIssue {
      await store.receive(.done)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Expected to receive a matching action")
    }
    await task.cancel()
  }
}
