import Foundation

/// A scope in which every dependency default starts anew, as in a new test: the values created
/// before it (test values, the storages of `@Shared` keys, anything a `testValue` builds once and
/// keeps) are not seen in it, and those created in it are not seen after it.
///
/// For tools that run one test body many times in one test, as `withEffectInterleavings` runs it
/// once per schedule: each run must start as the test did, or a run sees what the runs before it
/// left (an in-memory shared array holding their elements, a counter in a test value that holds
/// state).
///
/// ```swift
/// let scope = FreshDependencyScope()
/// scope.run { Task { await body() } }  // the task and its child tasks resolve defaults anew
/// …
/// scope.end()
/// ```
///
/// What a scope keeps from where it starts: values set explicitly (`withDependencies`, the test's
/// dependency traits), which are the test's own, and values prepared (`prepareDependencies`) before
/// it. It follows task-local values: the tasks started in ``run(_:)`` and their child tasks are in
/// it, a detached task is not.
package final class FreshDependencyScope: Sendable {
  /// The scope in force in the current task, if any.
  @TaskLocal static var current: FreshDependencyScope?

  private static let lastID = LockedID()

  /// The scope's identity in the caches, never reused in the process.
  let id: UInt64

  /// The caches that keep values of this scope, to forget them when it ends.
  private let caches = LockedCaches()

  /// A new scope, not in force anywhere yet.
  package init() {
    id = Self.lastID.next()
  }

  /// Runs `operation` in the scope: the tasks it starts are in it too.
  package func run<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self, operation: operation)
  }

  /// Forgets the values created in the scope: nothing may use it after.
  package func end() {
    for cache in caches.take() {
      cache.forgetValues(ofFreshScope: id)
    }
  }

  /// Records that `cache` keeps values of this scope.
  func noteValues(in cache: DependencyCache) {
    caches.insert(cache)
  }
}

/// The caches that keep values of one scope.
private final class LockedCaches: @unchecked Sendable {
  private let lock = NSLock()
  private var caches: [ObjectIdentifier: DependencyCache] = [:]

  func insert(_ cache: DependencyCache) {
    lock.lock()
    defer { lock.unlock() }
    caches[ObjectIdentifier(cache)] = cache
  }

  func take() -> [DependencyCache] {
    lock.lock()
    defer { lock.unlock() }
    defer { caches = [:] }
    return Array(caches.values)
  }
}

/// A counter of scope identities.
private final class LockedID: @unchecked Sendable {
  private let lock = NSLock()
  private var last: UInt64 = 0

  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}
