import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
@Suite("Lesson 2 (seed 001): failure")
struct FailureLessonTests {
  func makeStore(mode: ServerMode, clock: TestClock<Duration>) -> TestStoreOf<FailureLesson> {
    var state = FailureLesson.State()
    state.mode = mode
    return TestStore(initialState: state) {
      FailureLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("The mode cycles through online, offline, unauthorized, server 503, flaky")
  func modes() async {
    let store = TestStore(initialState: FailureLesson.State()) { FailureLesson() }
    await store.send(.modeTapped) { $0.mode = .offline }
    await store.send(.modeTapped) { $0.mode = .unauthorized }
    await store.send(.modeTapped) { $0.mode = .server503 }
    await store.send(.modeTapped) { $0.mode = .flaky }
    await store.send(.modeTapped) { $0.mode = .online }
  }

  @Test("A success arrives as response(.success) and stops the loading")
  func success() async {
    let clock = TestClock()
    let store = makeStore(mode: .online, clock: clock)
    await store.send(.loadTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.response(.success(["Elm", "Redux", "TCA"]))) {
      $0.isLoading = false
      $0.articles = ["Elm", "Redux", "TCA"]
    }
  }

  @Test("Each failure arrives as response(.failure) with the domain's error", arguments: [
    (ServerMode.offline, LoadFailure.offline),
    (.unauthorized, .unauthorized),
    (.server503, .server(code: 503)),
  ])
  func failure(mode: ServerMode, failure: LoadFailure) async {
    let clock = TestClock()
    let store = makeStore(mode: mode, clock: clock)
    await store.send(.loadTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.response(.failure(failure))) {
      $0.isLoading = false
      $0.failure = failure
    }
  }

  @Test("Retry waits 1 s then 2 s on the clock; the flaky server answers the third attempt")
  func retrySucceeds() async {
    let clock = TestClock()
    let store = makeStore(mode: .flaky, clock: clock)
    await store.send(.retryTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.retryScheduled(attempt: 1, failure: .server(code: 503), delay: 1)) {
      $0.retryNote = "attempt 1 failed (The server failed (503).); waiting 1 s"
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(.retryScheduled(attempt: 2, failure: .server(code: 503), delay: 2)) {
      $0.retryNote = "attempt 2 failed (The server failed (503).); waiting 2 s"
    }
    await clock.advance(by: .milliseconds(2499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.response(.success(["Elm", "Redux", "TCA"]))) {
      $0.isLoading = false
      $0.retryNote = nil
      $0.articles = ["Elm", "Redux", "TCA"]
    }
  }

  @Test("After three failed attempts (and 1 + 2 + 4 s of backoff) the last failure arrives")
  func retryGivesUp() async {
    let clock = TestClock()
    let store = makeStore(mode: .offline, clock: clock)
    store.exhaustivity = .off
    await store.send(.retryTapped)
    await clock.advance(by: .milliseconds(500 + 1500 + 2500 + 3999))
    await store.skipReceivedActions()
    #expect(store.state.isLoading)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.response(.failure(.offline))) {
      $0.isLoading = false
      $0.retryNote = nil
      $0.failure = .offline
    }
  }

  @Test("Cancelling shows no failure: the cancelled request sends nothing")
  func cancelShowsNoFailure() async {
    let clock = TestClock()
    let store = makeStore(mode: .offline, clock: clock)
    await store.send(.loadTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(200))
    await store.send(.cancelTapped) {
      $0.isLoading = false
      $0.wasCancelled = true
    }
    await clock.advance(by: .seconds(10))
    #expect(store.state.failure == nil)
  }

  @Test("Cancelling a retry in its backoff shows no failure either")
  func cancelRetry() async {
    let clock = TestClock()
    let store = makeStore(mode: .server503, clock: clock)
    await store.send(.retryTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.retryScheduled(attempt: 1, failure: .server(code: 503), delay: 1)) {
      $0.retryNote = "attempt 1 failed (The server failed (503).); waiting 1 s"
    }
    await store.send(.cancelTapped) {
      $0.isLoading = false
      $0.retryNote = nil
      $0.wasCancelled = true
    }
    await clock.advance(by: .seconds(10))
  }
}
