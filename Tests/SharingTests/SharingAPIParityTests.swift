import ConcurrencyExtras
import Dependencies
import Foundation
import Sharing
import Testing

// Spellings of swift-sharing's public API that a key of your own, a test or a preview uses.
@Suite(.timeLimit(.minutes(10)))
struct SharingAPIParityTests {
  @Test("InMemoryStorage is a value with the identity of the storage it was made as")
  func inMemoryStorageIsHashable() {
    let storage = InMemoryStorage()
    let copy = storage
    #expect(storage == copy)
    #expect(storage != InMemoryStorage())
    #expect(Set([storage, copy]).count == 1)
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("parity-count")) var count = 1
      $count.withLock { $0 = 7 }
    }
    withDependencies {
      $0.defaultInMemoryStorage = copy
    } operation: {
      @Shared(.inMemory("parity-count")) var count = 0
      #expect(count == 7)
    }
  }

  @Test("FileStorage compares by the file system it is")
  func fileStorageIsHashable() {
    #expect(FileStorage.fileSystem == .fileSystem)
    let memory = FileStorage.inMemory
    #expect(memory == memory)
    #expect(memory != .inMemory)
    #expect(Set([FileStorage.fileSystem, .fileSystem, memory]).count == 2)
  }

  @Test("UserDefaults.inMemory is empty, private defaults")
  func userDefaultsInMemory() {
    let defaults = UserDefaults.inMemory
    defaults.set(3, forKey: "parity-launches")
    #expect(defaults.integer(forKey: "parity-launches") == 3)
    #expect(UserDefaults.inMemory.object(forKey: "parity-launches") == nil)
    withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      @Shared(.appStorage("parity-launches")) var launches = 0
      #expect(launches == 3)
    }
  }

  @Test("Continuations made by a key's own code hand their results to the callback")
  func continuationsWithDescriptions() {
    let loaded = LockIsolated<[Int?]>([])
    let load = LoadContinuation<Int>("counter") { result in loaded.withValue { $0.append(try? result.get()) } }
    load.resume(returning: 3)
    #expect(loaded.value == [3])

    let saved = LockIsolated(0)
    let save = SaveContinuation("counter") { result in
      if case .success(nil) = result { saved.withValue { $0 += 1 } }
    }
    save.resume()
    #expect(saved.value == 1)
  }

  @Test("A subscriber hands values to its callback, and loading states to onLoading")
  func subscriberLoadingStates() {
    let values = LockIsolated<[Int?]>([])
    let loading = LockIsolated<[Bool]>([])
    let subscriber = SharedSubscriber<Int>(
      callback: { result in values.withValue { $0.append(try? result.get()) } },
      onLoading: { isLoading in loading.withValue { $0.append(isLoading) } }
    )
    subscriber.yieldLoading()
    subscriber.yield(5)
    subscriber.yieldLoading(false)
    #expect(values.value == [5])
    #expect(loading.value == [true, false])
    // Without onLoading, loading states are ignored.
    SharedSubscriber<Int>(callback: { _ in }).yieldLoading()
  }

  @Test("A key that yields a loading state makes its holders loading")
  func holdersSeeYieldedLoading() {
    let subscriber = LockIsolated<SharedSubscriber<Int>?>(nil)
    let key = LoadingKey(subscriber: subscriber)
    @SharedReader(key) var value = 0
    #expect(!$value.isLoading)
    subscriber.value?.yieldLoading()
    #expect($value.isLoading)
    subscriber.value?.yield(9)
    #expect(!$value.isLoading)
    #expect(value == 9)
  }

  @Test("Copies of a subscription share one cancellation, run once")
  func subscriptionIsAValue() {
    let cancels = LockIsolated(0)
    let subscription = SharedSubscription { cancels.withValue { $0 += 1 } }
    let copy = subscription
    copy.cancel()
    subscription.cancel()
    #expect(cancels.value == 1)
  }

  @Test("dump shows the shared value, not its reference")
  func customMirrors() {
    let shared = Shared(value: Point(x: 1, y: 2))
    var dumped = ""
    dump(shared, to: &dumped)
    var expected = ""
    dump(Point(x: 1, y: 2), to: &expected)
    #expect(Mirror(reflecting: shared).children.map(\.label) == ["x", "y"])
    #expect(Mirror(reflecting: SharedReader(shared)).children.map(\.label) == ["x", "y"])
    #expect(dumped.contains("x: 1") && expected.contains("x: 1"))
  }

  @available(*, deprecated)
  @Test("SharedReader.constant is SharedReader(value:)")
  func constantReader() {
    let reader = SharedReader.constant(42)
    #expect(reader.wrappedValue == 42)
  }

  @Test("withLock takes the caller's location")
  func withLockLocation() {
    let count = Shared(value: 0)
    count.withLock({ $0 += 1 }, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    #expect(count.wrappedValue == 1)
  }

  @Test("The app storage key format warning setting exists, on by default")
  func appStorageKeyFormatWarning() {
    @Dependency(\.appStorageKeyFormatWarningEnabled) var enabled
    #expect(enabled)
    withDependencies {
      $0.appStorageKeyFormatWarningEnabled = false
    } operation: {
      @Dependency(\.appStorageKeyFormatWarningEnabled) var enabled
      #expect(!enabled)
      @Shared(.appStorage("co.example.haptics")) var haptics = true
      #expect(haptics)
    }
  }
}

private struct Point: Equatable, Sendable {
  var x: Int
  var y: Int
}

/// A key whose subscription the test drives.
private struct LoadingKey: SharedReaderKey {
  let subscriber: LockIsolated<SharedSubscriber<Int>?>
  var id: ObjectIdentifier { ObjectIdentifier(subscriber) }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    self.subscriber.setValue(subscriber)
    return SharedSubscription { self.subscriber.setValue(nil) }
  }
}
