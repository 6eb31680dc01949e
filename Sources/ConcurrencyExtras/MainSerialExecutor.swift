import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs `operation` with every task of the process enqueued serially on the main executor, so the
/// order in which concurrent work interleaves is reproducible.
///
/// Tests that start effects use it to make their order deterministic:
///
/// ```swift
/// @Test func timerTicks() async {
///   await withMainSerialExecutor {
///     // Tasks started here run one at a time, in the order they were enqueued.
///   }
/// }
/// ```
///
/// The switch is process-wide and reference-counted: while at least one call is active, all tasks
/// that would go to the global concurrent executor go to the main executor instead; the last call to
/// finish restores the default. Calls from tests running in parallel are safe.
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @MainActor () async throws -> Void
) async rethrows {
  MainSerialExecutor.acquire()
  defer { MainSerialExecutor.release() }
  try await operation()
}

/// Runs synchronous `operation` with every task of the process enqueued serially on the main
/// executor. See ``withMainSerialExecutor(operation:)-79jpc``.
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  MainSerialExecutor.acquire()
  defer { MainSerialExecutor.release() }
  try operation()
}

/// Whether tasks are currently enqueued serially on the main executor. Setting it to `true` takes one
/// reference on the process-wide switch; setting it to `false` gives back the one it took.
///
/// Prefer ``withMainSerialExecutor(operation:)-79jpc``, which always gives its reference back.
public var uncheckedUseMainSerialExecutor: Bool {
  get { MainSerialExecutor.isActive }
  set { MainSerialExecutor.setUnchecked(newValue) }
}

/// The process-wide, reference-counted switch behind `withMainSerialExecutor`. The architecture's
/// `TestStore` takes a reference for its lifetime.
package enum MainSerialExecutor {
  private typealias Hook = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?) -> Void
  private typealias EnqueueMain = @convention(c) (UnsafeMutableRawPointer) -> Void

  private struct State: @unchecked Sendable {
    var references = 0
    var uncheckedReference = false
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var state = State()

  /// The runtime's hook variable, consulted on every enqueue to the global concurrent executor.
  nonisolated(unsafe) private static let hookVariable: UnsafeMutablePointer<Hook?>? = {
    guard let address = lookUp("swift_task_enqueueGlobal_hook") else { return nil }
    return address.assumingMemoryBound(to: Hook?.self)
  }()

  private static let enqueueMain: EnqueueMain? = {
    guard let address = lookUp("swift_task_enqueueMainExecutor") else { return nil }
    return unsafeBitCast(address, to: EnqueueMain.self)
  }()

  package static var isActive: Bool {
    lock.lock()
    defer { lock.unlock() }
    return state.references > 0
  }

  /// Takes one reference; the first one installs the serial executor.
  package static func acquire() {
    lock.lock()
    defer { lock.unlock() }
    state.references += 1
    if state.references == 1 { install() }
  }

  /// Gives back one reference; the last one restores the default executor.
  package static func release() {
    lock.lock()
    defer { lock.unlock() }
    guard state.references > 0 else { return }
    state.references -= 1
    if state.references == 0 { uninstall() }
  }

  static func setUnchecked(_ enabled: Bool) {
    lock.lock()
    let changed = state.uncheckedReference != enabled
    state.uncheckedReference = enabled
    lock.unlock()
    guard changed else { return }
    if enabled { acquire() } else { release() }
  }

  private static let tracked = TrackedTasks()

  /// Counts the jobs of the current task (each time it is resumed through the serial executor) in
  /// `progress`, while `operation` runs: a sign that the task is making progress, however slowly a
  /// loaded machine runs it. Does nothing while the serial executor is not installed.
  package static func trackingProgress<R>(
    in progress: ProgressCount, operation: () async throws -> R
  ) async rethrows -> R {
    guard isActive, let task = withUnsafeCurrentTask(body: { $0 }) else {
      return try await operation()
    }
    // A task is the job the runtime enqueues to resume it: the same address.
    let address = unsafeBitCast(task, to: UnsafeRawPointer.self)
    tracked.insert(address, progress)
    defer { tracked.remove(address) }
    return try await operation()
  }

  private static func install() {
    guard let hookVariable, enqueueMain != nil else { return }
    hookVariable.pointee = { job, _ in
      MainSerialExecutor.tracked.count(UnsafeRawPointer(job))
      MainSerialExecutor.enqueueMain?(job)
    }
  }

  private static func uninstall() {
    hookVariable?.pointee = nil
  }

  private static func lookUp(_ name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)
    #else
      return dlsym(nil, name)
    #endif
  }
}

/// A count of the jobs run for some tasks (see `MainSerialExecutor.trackingProgress(in:operation:)`).
package final class ProgressCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count: UInt64 = 0

  /// A count at zero.
  package init() {}

  /// The jobs counted so far.
  package var value: UInt64 {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  func increment() {
    lock.lock()
    count &+= 1
    lock.unlock()
  }
}

/// The tasks whose jobs are counted, by address.
private final class TrackedTasks: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [UnsafeRawPointer: ProgressCount] = [:]

  func insert(_ task: UnsafeRawPointer, _ progress: ProgressCount) {
    lock.lock()
    counts[task] = progress
    lock.unlock()
  }

  func remove(_ task: UnsafeRawPointer) {
    lock.lock()
    counts[task] = nil
    lock.unlock()
  }

  func count(_ job: UnsafeRawPointer) {
    lock.lock()
    let progress = counts[job]
    lock.unlock()
    progress?.increment()
  }
}
