import Dependencies
import Observation
import Sharing
import Testing

// Behaviour ported from Point-Free's swift-sharing (ObservationTests, ContinuationTests,
// EquatableTests): our own keys and tests, their expected values.

@Suite struct InMemoryRemovalTests {
  @Test("Removing an in-memory value notifies a @Shared holder and gives it the default")
  func removeValueShared() async {
    @Dependency(\.defaultInMemoryStorage) var storage
    @Shared(.inMemory("count")) var count = 0
    $count.withLock { $0 = 5 }
    await confirmation { confirm in
      withObservationTracking {
        _ = count
      } onChange: {
        confirm()
      }
      storage.removeValue(for: InMemoryKey<Int>.inMemory("count"), default: 0)
    }
    #expect(count == 0)
  }

  @Test("Removing an in-memory value notifies a @SharedReader holder")
  func removeValueSharedReader() async {
    @Dependency(\.defaultInMemoryStorage) var storage
    @SharedReader(.inMemory("count")) var count = 3
    await confirmation { confirm in
      withObservationTracking {
        _ = count
      } onChange: {
        confirm()
      }
      storage.removeValue(for: InMemoryKey<Int>.inMemory("count"), default: 0)
    }
    #expect(count == 0)
  }

  @Test("After a removal with no holder alive, the next holder's declared value is stored")
  func removeThenDeclare() {
    @Dependency(\.defaultInMemoryStorage) var storage
    do {
      @Shared(.inMemory("count")) var count = 1
      $count.withLock { $0 = 2 }
    }
    storage.removeValue(for: InMemoryKey<Int>.inMemory("count"), default: 0)
    @Shared(.inMemory("count")) var count = 7
    #expect(count == 7)
  }

  @Test("Mutations observe as in Point-Free's tests, with or without a key")
  func mutationsNotify() async {
    @Shared(value: 0) var plain: Int
    @Shared(.inMemory("count")) var persisted = 0
    await confirmation(expectedCount: 2) { confirm in
      withObservationTracking { _ = plain } onChange: { confirm() }
      withObservationTracking { _ = persisted } onChange: { confirm() }
      $plain.withLock { $0 += 1 }
      $persisted.withLock { $0 += 1 }
    }
  }
}

private struct DontResumeLoadContinuationKey: SharedReaderKey {
  var id: Int { 0 }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }
}

private struct DontResumeSaveContinuationKey: SharedKey {
  var id: Int { 0 }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 42)
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

@Suite struct DroppedContinuationTests {
  @Test("A dropped load continuation: reported, and isLoading ends at once")
  func dontResumeLoadContinuation() async throws {
    try await withKnownIssue {
      @SharedReader(DontResumeLoadContinuationKey()) var value = 0
      #expect($value.isLoading == false)
      try await $value.load()
      #expect($value.isLoading == false)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasSuffix(
        """
        'DontResumeLoadContinuationKey()' leaked its continuation without one of its resume \
        methods being invoked. This will cause tasks waiting on it to resume immediately.
        """
      )
    }
  }

  @Test("A dropped save continuation: reported, and save() returns")
  func dontResumeSaveContinuation() async throws {
    @Shared(DontResumeSaveContinuationKey()) var value = 0
    #expect(value == 42)
    try await withKnownIssue {
      try await $value.save()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasSuffix(
        """
        'DontResumeSaveContinuationKey()' leaked its continuation without one of its resume \
        methods being invoked. This will cause tasks waiting on it to resume immediately.
        """
      )
    }
  }
}

@Suite struct SharedEquatableTests {
  @Test func nonPersisted() {
    @Shared(value: 0) var lhs
    @Shared(value: 0) var rhs
    #expect(lhs == rhs)
    #expect($lhs == $rhs)
    $lhs.withLock { $0 += 1 }
    #expect(lhs != rhs)
    #expect($lhs != $rhs)
    $rhs.withLock { $0 += 1 }
    #expect(lhs == rhs)
    #expect($lhs == $rhs)
  }

  @Test func comparePersistedAndNonPersisted() {
    @Shared(value: 0) var lhs
    @Shared(.inMemory("rhs")) var rhs = 0
    #expect(lhs == rhs)
    #expect($lhs == $rhs)
    $lhs.withLock { $0 += 1 }
    #expect(lhs != rhs)
    #expect($lhs != $rhs)
    $rhs.withLock { $0 += 1 }
    #expect(lhs == rhs)
    #expect($lhs == $rhs)
  }
}
