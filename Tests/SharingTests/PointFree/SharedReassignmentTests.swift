import ConcurrencyExtras
import Foundation
import IdentifiedCollections
import Sharing
import Testing

// Behaviour ported from Point-Free's swift-sharing (SharedTests, IsLoadingTests, CompileTimeTests).
@Suite struct SharedReassignmentTests {
  @Test("A copy made with _copy = $count shares the value")
  func boxMutation() {
    @Shared(value: 0) var count
    $count.withLock { $0 += 1 }
    #expect(count == 1)

    @Shared var copy: Int
    _copy = $count
    $copy.withLock { $0 += 1 }
    #expect(count == 2)
    #expect(copy == 2)
  }

  @Test("A derived reader keeps reading the old reference after $user is reassigned")
  func appendKeyPath() {
    struct User {
      let id: Int
    }
    @Shared(value: User(id: 1)) var user
    @SharedReader var id: Int
    _id = $user.id
    #expect(id == 1)

    $user.withLock { $0 = User(id: 42) }
    #expect(id == 42)

    $user = Shared(value: User(id: 1729))
    #expect(id == 42)
    #expect(user.id == 1729)
  }

  @Test("Reassigning $shared is seen by every copy of it (they hold one reference)")
  func reassignmentIsShared() {
    let count = Shared(value: 0)
    let projected = count
    projected.projectedValue = Shared(value: 5)
    #expect(count.wrappedValue == 5)
    #expect(projected.wrappedValue == 5)
    projected.withLock { $0 += 1 }
    #expect(count.wrappedValue == 6)
  }

  @Test("read { } derives a reader that follows its base")
  func read() {
    @Shared(value: [1, 2, 3]) var numbers
    let count = $numbers.read { $0.count }
    #expect(count.wrappedValue == 3)
    $numbers.withLock { $0.append(4) }
    #expect(count.wrappedValue == 4)
    let last = SharedReader($numbers).read { $0.last }
    #expect(last.wrappedValue == 4)
    @Shared(.inMemory("n")) var n = 4
    let doubled = $n.read { $0 * 2 }
    #expect(doubled.wrappedValue == 8)
    #expect(doubled.description == #"SharedReader<Int>(.inMemory("n").read { … })"#)
  }

  @Test("Readers mapped from one base compare by value (Point-Free's EquatableTests.mapReader)")
  func mapReader() {
    @Shared(value: 0) var base: Int
    @SharedReader var lhs: Int
    @SharedReader var rhs: Int
    _lhs = $base.read { $0 * 2 }
    _rhs = $base.read { $0 * 3 }
    #expect(lhs == rhs)
    #expect($lhs == $rhs)
    $base.withLock { $0 += 1 }
    #expect(lhs != rhs)
    #expect($lhs != $rhs)
  }

  @Test("SharedReader.load(_:) replaces the key of a let reader and loads it")
  func readerLoadKey() async throws {
    @Shared(.inMemory("other")) var other = 7
    let reader = SharedReader(wrappedValue: 42, .inMemory("count"))
    #expect(reader.wrappedValue == 42)
    try await reader.load(.inMemory("other"))
    #expect(reader.wrappedValue == 7)
    $other.withLock { $0 = 8 }
    #expect(reader.wrappedValue == 8)
  }

  @Test("Shared.load(_:) works on a let as well")
  func sharedLoadKey() async throws {
    @Shared(.inMemory("other")) var other = 7
    let shared = Shared(wrappedValue: 0, .inMemory("count"))
    try await shared.load(.inMemory("other"))
    #expect(shared.wrappedValue == 7)
    shared.withLock { $0 += 1 }
    #expect(other == 8)
  }

  @Test("isLoading is true until the first load resumes; reassigning starts a new load")
  func isLoadingReassign() {
    let key = ManualLoadKey()
    @SharedReader(key) var value = 0
    #expect($value.isLoading)
    key.finishAll(with: 42)
    #expect(!$value.isLoading)
    #expect(value == 42)

    let other = ManualLoadKey()
    $value = SharedReader(wrappedValue: 0, other)
    #expect($value.isLoading == true)
    #expect(value == 0)
    other.finishAll(with: 42)
    #expect($value.isLoading == false)
    #expect(value == 42)
  }

  @Test("While require loads, the reader keeps its reference; once loaded, it is not loading")
  func isLoadingInitRequire() async throws {
    let first = ManualLoadKey()
    @SharedReader(first) var value = 0
    first.finishAll(with: 42)
    #expect(value == 42)

    let second = ManualLoadKey()
    // A copy's reference is the reader's own: assigning through it reassigns `$value`.
    let copy = $value
    let task = Task {
      copy.projectedValue = try await SharedReader(require: second)
    }
    while second.pendingCount == 0 { await Task.yield() }
    #expect($value.isLoading == false)
    #expect(value == 42)
    second.finishAll(with: 7)
    try await task.value
    #expect($value.isLoading == false)
    #expect(value == 7)
  }

  @Test("require: a value loaded under .userInitiated, then a reference that does not load again")
  func requireLoadsOnce() async throws {
    let key = ImmediateKey(value: 42)
    let reader = try await SharedReader(require: key)
    #expect(reader.wrappedValue == 42)
    #expect(!reader.isLoading)
    #expect(key.contexts.value == ["userInitiated"])
  }

  @Test("require: a key with nothing stored throws")
  func requireNothingStored() async {
    await #expect(throws: (any Error).self) {
      try await SharedReader<Int>(require: .inMemory("nothing"))
    }
    await #expect(throws: (any Error).self) {
      try await Shared<Int>(require: .appStorage("nothing"))
    }
  }
}

/// A key whose loads wait until the test finishes them.
private final class ManualLoadKey: SharedReaderKey, @unchecked Sendable {
  let id = UUID()
  private let pending = LockIsolated<[LoadContinuation<Int>]>([])
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    pending.withValue { $0.append(continuation) }
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }
  var pendingCount: Int { pending.value.count }
  func finishAll(with value: Int) {
    let continuations = pending.withValue { pending in
      defer { pending = [] }
      return pending
    }
    for continuation in continuations { continuation.resume(returning: value) }
  }
}

/// A key that loads at once and records why it was asked to.
private final class ImmediateKey: SharedReaderKey, @unchecked Sendable {
  let id = UUID()
  let value: Int
  let contexts = LockIsolated<[String]>([])
  init(value: Int) { self.value = value }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    contexts.withValue { $0.append(context.initialValue == nil ? "userInitiated" : "initialValue") }
    continuation.resume(returning: value)
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }
}

/// Ported from Point-Free's swift-sharing (SharedTests.Persistence).
@Suite struct SharedLazinessTests {
  @Test("A declared value is not evaluated when the in-memory storage already holds one")
  func laziness() {
    do {
      @Shared(.inMemory("count")) var count = 0
    }
    let evaluations = LockIsolated(0)
    do {
      @Shared(.inMemory("count")) var count: Int = {
        evaluations.withValue { $0 += 1 }
        return 1
      }()
      #expect(count == 0)
    }
    #expect(evaluations.value == 0)
  }

  @Test("Nested holders: a value whose declared value holds a @Shared of its own")
  func nesting() {
    struct C: Equatable {}
    struct B {
      @Shared(.inMemory("c")) var c = C()
    }
    struct A {
      @Shared(.inMemory("b")) var b = B()
    }
    let a = A()
    #expect(a.b.c == C())
  }
}
