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
///
/// It can also route only some tasks to the main executor (see ``routingToMain(_:)``): a test
/// clock that resumes a sleeper routes that task and its own, so that the sleeper runs up to its
/// next sleep before the clock looks for it, without funnelling every other test's work through
/// the main thread.
package enum MainSerialExecutor {
  private typealias Hook = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?) -> Void
  /// The runtime's enqueue on the main executor, of a job's address.
  typealias EnqueueMain = @convention(c) (UnsafeMutableRawPointer) -> Void
  /// The runtime's own enqueue, which the hook receives. It is a Swift-convention function of
  /// one pointer; on the platforms Swift supports, that argument travels as a C call's does.
  private typealias Original = @convention(c) (UnsafeMutableRawPointer) -> Void

  private static let routes = Routes()

  /// The runtime's hook variable, consulted on every enqueue to the global concurrent executor.
  nonisolated(unsafe) private static let hookVariable: UnsafeMutablePointer<Hook?>? = {
    guard let address = lookUp("swift_task_enqueueGlobal_hook") else { return nil }
    return address.assumingMemoryBound(to: Hook?.self)
  }()

  /// The runtime's hook variable, consulted on every enqueue to the main executor.
  nonisolated(unsafe) private static let mainHookVariable: UnsafeMutablePointer<Hook?>? = {
    guard let address = lookUp("swift_task_enqueueMainExecutor_hook") else { return nil }
    return address.assumingMemoryBound(to: Hook?.self)
  }()

  /// The jobs enqueued on the main executor while the hooks were installed (see
  /// ``yieldUntilMainIsIdle(maxYields:)``).
  private static let mainEnqueues = MainEnqueueCount()

  /// The runtime's `swift_task_enqueueMainExecutor`, if the process has it (also what
  /// ``MainActorTaskExecutor`` enqueues with).
  static let enqueueMain: EnqueueMain? = {
    guard let address = lookUp("swift_task_enqueueMainExecutor") else { return nil }
    return unsafeBitCast(address, to: EnqueueMain.self)
  }()

  /// Whether every task is enqueued serially on the main executor (at least one reference taken).
  package static var isActive: Bool {
    routes.isSerial
  }

  /// Whether the enqueue hooks are installed: a serial executor, a routed task or an exploration
  /// of interleavings needs to see every job bound for the global executor.
  package static var isHookInstalled: Bool {
    routes.needsHook
  }

  /// Takes one reference; the first one installs the serial executor.
  package static func acquire() {
    routes.update { $0.references += 1 }
  }

  /// Gives back one reference; the last one restores the default executor.
  package static func release() {
    routes.update { if $0.references > 0 { $0.references -= 1 } }
  }

  static func setUnchecked(_ enabled: Bool) {
    routes.update { state in
      guard state.uncheckedReference != enabled else { return }
      state.uncheckedReference = enabled
      state.references += enabled ? 1 : -1
    }
  }

  /// Counts the jobs of the current task (each time it is resumed through the serial executor) in
  /// `progress`, while `operation` runs: a sign that the task is making progress, however slowly a
  /// loaded machine runs it. Does nothing while the serial executor is not installed. Runs in the
  /// caller's isolation: it adds no hop to another executor.
  package static func trackingProgress<R>(
    in progress: ProgressCount, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    guard isActive, let task = currentTask() else {
      return try await operation()
    }
    routes.update { $0.progress[task] = progress }
    defer { routes.update { $0.progress[task] = nil } }
    return try await operation()
  }

  /// The current task's address: the job the runtime enqueues to resume it has the same one.
  package static func currentTask() -> UnsafeRawPointer? {
    withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } }
  }

  /// Enqueues the jobs of `task` (an address from ``currentTask()``) on the main executor until
  /// as many ``stopRoutingToMain(_:)`` calls: they then run in order with everything else enqueued
  /// there. Other tasks are not affected.
  ///
  /// A schedule of interleavings runs the tasks its own tasks route before any other work (see
  /// `InterleavingExplorer`); it hears of them here.
  package static func routeToMain(_ task: UnsafeRawPointer) {
    routes.update { $0.routed[task, default: 0] += 1 }
    InterleavingExplorer.taskRouted(task)
  }

  /// Undoes one ``routeToMain(_:)``.
  package static func stopRoutingToMain(_ task: UnsafeRawPointer) {
    routes.update { state in
      guard let count = state.routed[task] else { return }
      state.routed[task] = count > 1 ? count - 1 : nil
    }
    InterleavingExplorer.taskUnrouted(task)
  }

  /// Runs `operation` with the current task's jobs enqueued on the main executor (see
  /// ``routeToMain(_:)``).
  package static func routingToMain<R>(_ operation: () async throws -> R) async rethrows -> R {
    guard let task = currentTask() else { return try await operation() }
    routeToMain(task)
    defer { stopRoutingToMain(task) }
    return try await operation()
  }

  /// Installs the hooks while anything is routed to the main executor, and removes them after.
  fileprivate static func setHookInstalled(_ installed: Bool) {
    guard let hookVariable, enqueueMain != nil else { return }
    hookVariable.pointee = installed ? hook : nil
    mainHookVariable?.pointee = installed ? mainHook : nil
  }

  /// Yields the main actor until a yield finds nothing else enqueued on the main executor (every
  /// job waiting there ran, and none was added meanwhile), at most `maxYields` times; when the
  /// serial executor is not installed, as `Task.megaYield()` does; in a schedule of interleavings,
  /// ``explorationYields`` times.
  ///
  /// Under the serial executor every task's jobs wait on the main executor, so once one round
  /// adds no job, the work that was started has run as far as it can without outside input (a
  /// clock, a thread of its own). A test store waits this way for the effects it just started:
  /// a few yields instead of the twenty tasks a mega-yield creates. Work that never stops adding
  /// jobs (another test's, under parallel testing) ends the wait after `maxYields` rounds: each
  /// round lets every job waiting then run once, so a task yielding over and over keeps moving
  /// (off the main actor, about 45 turns in 60 rounds, where `Task.megaYield()` gives it 30).
  ///
  /// In a schedule, the explorer holds its jobs back and picks which runs at each turn: waiting
  /// for the work to be idle would let every effect run on until it is, whatever the schedule, and
  /// a mega-yield's twenty tasks would be twenty more jobs to pick among. A few plain yields let the
  /// explorer choose between the effects' next jobs and the main actor's, so a send may return
  /// before its effects have reached their first suspension, as on a loaded machine.
  ///
  /// - Returns: How many times it yielded; 0 when it mega-yielded instead.
  @MainActor @discardableResult
  package static func yieldUntilMainIsIdle(maxYields: Int = 60) async -> Int {
    if InterleavingExplorer.isScheduled {
      for _ in 0..<explorationYields { await Task.yield() }
      return explorationYields
    }
    guard isActive, canExplore, mainHookVariable != nil, let task = currentTask() else {
      await Task.megaYield()
      return 0
    }
    // The yields re-enqueue this task: those jobs are not counted.
    mainEnqueues.ignore(task)
    defer { mainEnqueues.stopIgnoring(task) }
    var yields = 0
    while yields < maxYields {
      let before = mainEnqueues.value
      await Task.yield()
      yields += 1
      if mainEnqueues.value == before { break }
    }
    return yields
  }

  /// How many times ``yieldUntilMainIsIdle(maxYields:)`` yields in a schedule of interleavings: in
  /// the plain order, enough for a `.run` effect to start, suspend twice and deliver its action
  /// before the send returns. Every yield more is a turn in which the effects started earlier may
  /// run on, and an order-dependent bug between two sends is found less often (measured over the
  /// three bug features of the interleaving tests, 300 schedules each: with a mega-yield, 0.7 to 10
  /// schedules in 100 found its bug; with three yields, 8 to 17).
  package static let explorationYields = 3

  /// Counts every job enqueued on the main executor, then enqueues it as the runtime would (the
  /// runtime always hands its own enqueue to this hook).
  private static let mainHook: Hook = { job, original in
    MainSerialExecutor.mainEnqueues.count(UnsafeRawPointer(job))
    if let original {
      unsafeBitCast(original, to: Original.self)(job)
    }
  }

  /// Whether the global enqueue hook can be installed.
  static var canExplore: Bool { hookVariable != nil && enqueueMain != nil }

  /// Keeps the hook installed while an exploration's schedule runs.
  static func setExploring(_ exploring: Bool) {
    routes.update { $0.exploring = exploring }
  }

  private static let hook: Hook = { job, original in
    if InterleavingExplorer.shared.capture(job) {
      MainSerialExecutor.routes.countProgress(UnsafeRawPointer(job))
      return
    }
    if MainSerialExecutor.routes.enqueuedOnMain(UnsafeRawPointer(job)) || original == nil {
      MainSerialExecutor.enqueueMain?(job)
    } else {
      unsafeBitCast(original, to: Original.self)(job)
    }
  }

  /// The address of the runtime symbol `name`, if the process has it.
  static func lookUp(_ name: String) -> UnsafeMutableRawPointer? {
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

/// The jobs enqueued on the main executor, except those resuming a task that waits for the main
/// executor to be idle (see `MainSerialExecutor.yieldUntilMainIsIdle(maxYields:)`).
private final class MainEnqueueCount: @unchecked Sendable {
  private let lock = NSLock()
  private var total: UInt64 = 0
  /// The tasks yielding until the main executor is idle, by address, with how many times each.
  private var ignored: [UnsafeRawPointer: Int] = [:]

  var value: UInt64 {
    lock.lock()
    defer { lock.unlock() }
    return total
  }

  func count(_ job: UnsafeRawPointer) {
    lock.lock()
    if ignored.isEmpty || ignored[job] == nil { total &+= 1 }
    lock.unlock()
  }

  func ignore(_ task: UnsafeRawPointer) {
    lock.lock()
    ignored[task, default: 0] += 1
    lock.unlock()
  }

  func stopIgnoring(_ task: UnsafeRawPointer) {
    lock.lock()
    if let count = ignored[task] { ignored[task] = count > 1 ? count - 1 : nil }
    lock.unlock()
  }
}

/// What goes to the main executor: every task while references are taken, else the routed tasks;
/// and whose jobs are counted. One lock, taken on every enqueue while the hook is installed.
private final class Routes: @unchecked Sendable {
  struct State {
    var references = 0
    var uncheckedReference = false
    var routed: [UnsafeRawPointer: Int] = [:]
    var progress: [UnsafeRawPointer: ProgressCount] = [:]
    var exploring = false

    var needsHook: Bool { references > 0 || !routed.isEmpty || exploring }
  }

  private let lock = NSLock()
  private var state = State()

  var isSerial: Bool {
    lock.lock()
    defer { lock.unlock() }
    return state.references > 0
  }

  /// Whether the hooks are installed (see ``State/needsHook``).
  var needsHook: Bool {
    lock.lock()
    defer { lock.unlock() }
    return state.needsHook
  }

  /// Changes the state, and installs or removes the hook when that changes what it must do.
  func update(_ change: (inout State) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    let hadHook = state.needsHook
    change(&state)
    if state.needsHook != hadHook { MainSerialExecutor.setHookInstalled(state.needsHook) }
  }

  /// Counts a job captured by an exploration for its task's progress, if tracked.
  func countProgress(_ job: UnsafeRawPointer) {
    lock.lock()
    let progress = state.progress[job]
    lock.unlock()
    progress?.increment()
  }

  /// Whether `job` goes to the main executor; counts it for its task's progress if tracked.
  func enqueuedOnMain(_ job: UnsafeRawPointer) -> Bool {
    lock.lock()
    let toMain = state.references > 0 || state.routed[job] != nil
    let progress = state.references > 0 ? state.progress[job] : nil
    lock.unlock()
    progress?.increment()
    return toMain
  }
}
