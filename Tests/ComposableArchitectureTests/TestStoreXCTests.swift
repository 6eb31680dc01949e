import ComposableArchitecture
import XCTest

/// TestStore under XCTest. Linux XCTest aborts on *synchronous* `@MainActor` test methods, so every
/// method here is `async`.
@MainActor
final class TestStoreXCTests: XCTestCase {
  func testTimerTicks() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer(fact: { _ in "" })
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    await store.send(.stopTapped) { $0.isRunning = false }
  }

  func testFailureIsReportedToXCTest() async {
    let store = TestStore(initialState: Timer.State()) { Timer(fact: { _ in "" }) }
    withExpectedIssue {
      // withExpectedIssue is synchronous; the failing assertion runs inside it.
      store.assert { $0.seconds = 1 }
    }
  }
}
