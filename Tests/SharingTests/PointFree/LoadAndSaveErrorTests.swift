import ConcurrencyExtras
import Foundation
import Sharing
import Testing

// Behaviour ported from Point-Free's swift-sharing (ErrorThrowingTests): our own keys and tests,
// their expected values. An error a key hands back is kept (`loadError`, `saveError`); inside a test it is not reported
// (the test asserts it), as in Point-Free's newest release: only outside tests is it a runtime warning.
// Issues are matched on their kind: from Swift Testing 6.3 `Issue.description` ends in " (error)".

private struct LoadError: Error {}
private struct SaveError: Error {}

/// A key whose every load fails.
private struct FailingLoadKey: SharedReaderKey {
  let id = UUID()
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(throwing: LoadError())
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }
}

/// A key that keeps its subscriber, so a test can push values and errors, and fails to save
/// negative values.
private final class PushKey: SharedKey, @unchecked Sendable {
  let id = UUID()
  let subscriber = LockIsolated<SharedSubscriber<Int>?>(nil)
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    self.subscriber.setValue(subscriber)
    return SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(with: value < 0 ? .failure(SaveError()) : .success(()))
  }
  func push(_ value: Int) { subscriber.value?.yield(value) }
  func pushError() { subscriber.value?.yield(throwing: LoadError()) }
  func pushRemoval() { subscriber.value?.yieldReturningInitialValue() }
}

/// A key that keeps its continuations, so a test decides when a load or a save finishes.
private final class PendingKey: SharedKey, @unchecked Sendable {
  let id = UUID()
  let loads = LockIsolated<[LoadContinuation<Int>]>([])
  let saves = LockIsolated<[SaveContinuation]>([])
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    loads.withValue { $0.append(continuation) }
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    saves.withValue { $0.append(continuation) }
  }
  /// Waits (without sleeping) until `count` loads were started.
  func waitForLoads(_ count: Int) async {
    while loads.value.count < count { await Task.yield() }
  }
}

@Suite struct LoadAndSaveErrorTests {
  @Test("An explicit save that fails throws and is kept in saveError, not reported in a test")
  func explicitSaveError() async {
    struct Key: SharedKey {
      var id: Int { 0 }
      func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
        continuation.resumeReturningInitialValue()
      }
      func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
        SharedSubscription {}
      }
      func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
        continuation.resume(throwing: SaveError())
      }
    }
    @Shared(Key()) var value = 0
    await #expect(throws: SaveError.self) { try await $value.save() }
    #expect($value.saveError is SaveError)
  }

  @Test("The first load's error is kept in loadError, not reported in a test")
  func implicitLoadError() {
    @SharedReader(FailingLoadKey()) var count = 0
    #expect($count.loadError != nil)
    #expect(!$count.isLoading)
    #expect(count == 0)
  }

  @Test("A user-initiated load that fails throws, not reported in a test")
  func userInitiatedLoadError() async {
    struct Key: SharedReaderKey {
      let id = UUID()
      func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
        switch context {
        case .initialValue: continuation.resume(returning: 42)
        case .userInitiated: continuation.resume(throwing: LoadError())
        }
      }
      func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
        SharedSubscription {}
      }
    }
    @SharedReader(Key()) var value = 0
    #expect(value == 42)
    await #expect(throws: LoadError.self) { try await $value.load() }
    #expect($value.loadError is LoadError)
    #expect(value == 42)
  }

  @Test("SharedReader(require:) and Shared(require:) throw the key's error, unreported")
  func requireThrows() async {
    await #expect(throws: LoadError.self) { try await SharedReader(require: FailingLoadKey()) }
    struct WritableFailingKey: SharedKey {
      let id = UUID()
      func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
        continuation.resume(throwing: LoadError())
      }
      func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
        SharedSubscription {}
      }
      func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) { continuation.resume() }
    }
    await #expect(throws: LoadError.self) { try await Shared(require: WritableFailingKey()) }
  }

  @Test("A subscription's error is kept; the next value clears it")
  func subscribeError() {
    let key = PushKey()
    @SharedReader(key) var count = 0
    key.pushError()
    #expect($count.loadError != nil)
    key.push(1)
    #expect(count == 1)
    #expect($count.loadError == nil)
  }

  @Test("A save that fails after a mutation is kept; the next successful save clears it")
  func saveErrorOnMutation() {
    let key = PushKey()
    @Shared(key) var count = 0
    $count.withLock { $0 -= 1 }
    #expect($count.saveError != nil)
    $count.withLock { $0 += 1 }
    #expect($count.saveError == nil)
  }

  @Test("Load and save errors: each kept until what clears it (a value clears loadError, a save both)")
  func saveErrorLoadErrorInterplay() {
    let key = PushKey()
    @Shared(key) var count = 0
    key.pushError()
    #expect($count.loadError != nil)

    $count.withLock { $0 -= 1 }
    #expect($count.loadError != nil)
    #expect($count.saveError != nil)

    key.pushRemoval()
    #expect(count == 0)
    #expect($count.loadError == nil)
    #expect($count.saveError != nil)

    key.pushError()
    #expect($count.loadError != nil)
    #expect($count.saveError != nil)

    $count.withLock { $0 += 1 }
    #expect($count.loadError == nil)
    #expect($count.saveError == nil)
  }

  @Test("A load error stays while the next load is in progress, and goes when it succeeds")
  func loadErrorSticksAround() async throws {
    let key = PendingKey()
    @SharedReader(key) var count = 0
    #expect($count.isLoading)
    #expect($count.loadError == nil)

    key.loads.value[0].resume(throwing: LoadError())
    #expect(!$count.isLoading)
    #expect($count.loadError != nil)

    let task = Task { [$count] in try await $count.load() }
    await key.waitForLoads(2)
    #expect($count.isLoading)
    #expect($count.loadError != nil)

    key.loads.value[1].resume(returning: 42)
    try await task.value
    #expect(!$count.isLoading)
    #expect($count.loadError == nil)
    #expect(count == 42)
  }

  @Test("A save error stays while the next save is in progress, and goes when it succeeds")
  func saveErrorSticksAround() {
    let key = PendingKey()
    @Shared(key) var count = 0
    key.loads.value[0].resumeReturningInitialValue()
    #expect($count.saveError == nil)

    $count.withLock { $0 += 1 }
    key.saves.value[0].resume(throwing: SaveError())
    #expect($count.saveError != nil)

    $count.withLock { $0 += 1 }
    #expect($count.saveError != nil)

    key.saves.value[1].resume()
    #expect($count.saveError == nil)
  }
}
