import Foundation
import Testing

@testable import ComposableArchitecture

/// The seed lessons' claims again, written the way a feature's own tests read: with a TestStore, which
/// models one action = one pass, and demands a `receive` for every action an effect sends back.
@MainActor
@Suite("Seeds, with TestStore")
struct SeedTestStoreTests {
  /// Lesson 1 (seed 000): `.run` sends 0…n actions, each a full pass, and lives until it returns.
  @Test func seed000RunSendsSeveralActionsEachAFullPass() async {
    let clock = TestClock()
    let store = TestStore(initialState: Seed000RunTests.Feature.State()) {
      Seed000RunTests.Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.progress(0)) { $0.progress = [0] }
    await clock.advance(by: .seconds(1))
    await store.receive(.progress(50)) { $0.progress = [0, 50] }
    await store.receive(.loaded(["a", "b"])) {
      $0.isLoading = false
      $0.log = ["a", "b"]
    }
    await store.receive(.progress(100)) { $0.progress = [0, 50, 100] }
  }

  /// Lesson 1 (seed 000): an effect that sends an action whose reducer returns another effect: both live,
  /// chained in depth.
  @Test func seed000EffectsChain() async {
    let clock = TestClock()
    let store = TestStore(initialState: Seed000RunTests.Feature.State()) {
      Seed000RunTests.Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.chain) { $0.log = ["chain"] }
    await store.receive(.chained) { $0.log = ["chain", "chained"] }
    await clock.advance(by: .seconds(2))
    await store.receive(.loaded(["deep"])) { $0.log = ["chain", "chained", "deep"] }
  }

  /// Lesson 2 (seed 001): `catch:` turns the error into an action; `Result` carries both outcomes.
  @Test func seed001FailureBecomesAnAction() async {
    let store = TestStore(initialState: Seed001FailureTests.Feature.State()) {
      Seed001FailureTests.Feature(client: Seed001FailureTests.failing(.offline))
    }
    await store.send(.refreshWithCatch) { $0.isLoading = true }
    await store.receive(.failed("offline")) {
      $0.isLoading = false
      $0.message = "offline"
    }
    await store.send(.refreshWithResult) { $0.isLoading = true }
    await store.receive(.response(.failure(.offline))) {
      $0.isLoading = false
      $0.failure = .offline
    }
  }

  /// Lesson 2 (seed 001): retrying with growing waits is skipped by advancing the injected clock.
  @Test func seed001RetryIsDrivenByTheTestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Seed001FailureTests.Feature.State()) {
      Seed001FailureTests.Feature(client: Seed001FailureTests.failing(.offline))
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.refreshWithRetry)
    await clock.advance(by: .seconds(7))
    await store.receive(.response(.failure(.server(code: 503)))) { $0.failure = .server(code: 503) }
  }

  /// Lesson 3 (seed 002): one action is one pass; an effect's action starts a new one, to be received.
  @Test func seed002EffectActionIsANewPass() async {
    let store = TestStore(initialState: Seed002OrderTests.Pipeline.State()) {
      Seed002OrderTests.Pipeline()
    }
    await store.send(.tap) {
      $0.count = 1
      $0.trace = ["first(tap): 0", "second(tap): 1"]
    }
    await store.receive(.fromEffect) {
      $0.count = 2
      $0.trace += ["first(fromEffect): 1", "second(fromEffect): 2"]
    }
  }

  /// Lesson 4 (seed 003): `cancelInFlight: true` is the debounce: only the last query reaches the network.
  @Test func seed003Debounce() async {
    let clock = TestClock()
    let store = TestStore(initialState: Seed003EffectTests.Feature.State()) {
      Seed003EffectTests.Feature(started: LockIsolated([]))
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("s")) { $0.query = "s" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.results(["sw!"])) { $0.results = ["sw!"] }
  }

  /// Lesson 4 (seed 003): a stream marked with an id is stopped by `.cancel(id:)`.
  @Test func seed003StreamCancelledById() async {
    let clock = TestClock()
    let store = TestStore(initialState: Seed003EffectTests.Feature.State()) {
      Seed003EffectTests.Feature(started: LockIsolated([]))
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.appear)
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    await store.send(.disappear)
  }
}
