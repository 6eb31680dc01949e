import CustomDump
import Foundation

/// Below this much free stack, a scoping reducer runs its child on a fresh stack.
let stackReserveForChild = 256 * 1024

/// Runs `body`, a child feature's reduction, where there is enough stack for it.
///
/// A recursive feature (a feature presenting itself through `ifLet`, rows of rows through
/// `forEach`) nests one reducer call per level, a few kilobytes each: thousands of levels outgrow a
/// thread's stack (8 MiB on Linux's main thread). When less than ``stackReserveForChild`` is left,
/// the child runs on a thread of its own with a large stack (reserved, not committed), in a task that
/// inherits the current task-local values (the store's dependencies, the current test), while this
/// thread waits: the pass stays one synchronous pass, in the same order. Only the deepest levels of
/// such features pay for it; everything else runs `body` directly.
///
/// Where task executors are unavailable (Apple platforms before macOS 15, iOS 18, tvOS 18,
/// watchOS 11), `body` runs directly, as before.
@inlinable
func withSufficientStack<R>(_ body: () -> R) -> R {
  // Inlined, so that the common case calls `body` directly, specialized in the operator.
  if hasSufficientStack() { return body() }
  return onFreshStack(body)
}

/// Whether at least ``stackReserveForChild`` of stack is left on the current thread.
@usableFromInline
func hasSufficientStack() -> Bool {
  remainingStack() >= stackReserveForChild
}

/// Runs `body` on a fresh stack where the platform can, else directly.
@usableFromInline
@inline(never)
func onFreshStack<R>(_ body: () -> R) -> R {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    return FreshStack.run(body)
  }
  return body()
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private enum FreshStack {
  /// The stack each fresh thread reserves.
  static let stackSize = 256 * 1024 * 1024

  static func run<R>(_ body: () -> R) -> R {
    withoutActuallyEscaping(body) { body in
      let work = UncheckedWork(body: body)
      let executor = StackThreadExecutor(stackSize: stackSize)
      let done = DispatchSemaphore(value: 0)
      Task(executorPreference: executor) {
        work.run()
        done.signal()
      }
      done.wait()
      executor.stop()
      // The task ran the body (and let go of it) before it signalled: the result is there.
      if let result = work.result { return result }
      return body()
    }
  }
}

/// A body and its result, handed to the thread that runs it while its caller waits. The body is
/// dropped as soon as it ran, before the caller goes on: it must not outlive the caller's
/// `withoutActuallyEscaping`.
private final class UncheckedWork<R>: @unchecked Sendable {
  private var body: (() -> R)?
  private(set) var result: R?

  init(body: @escaping () -> R) {
    self.body = body
  }

  func run() {
    result = body?()
    body = nil
  }
}

/// A task executor with one thread of its own, with a large stack.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class StackThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var isStopped = false

  init(stackSize: Int) {
    let thread = Thread { [self] in runJobs() }
    thread.stackSize = stackSize
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Lets the thread end once it has run the jobs it was given.
  func stop() {
    condition.lock()
    isStopped = true
    condition.signal()
    condition.unlock()
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty && !isStopped { condition.wait() }
      guard !jobs.isEmpty else {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
