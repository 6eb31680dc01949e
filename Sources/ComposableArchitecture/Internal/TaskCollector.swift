import Foundation
import IssueReporting

/// The tasks started on behalf of one `store.send`, including those of actions its effects send back,
/// so that ``StoreTask/finish()`` can wait for all of them.
///
/// Only the tasks still running are kept: a task leaves the collector when its work ends, so a
/// long-living effect that sends millions of actions (each starting a short task) holds on to
/// nothing but the tasks running at the moment.
final class TaskCollector: @unchecked Sendable {
  /// Where the work was started (a test store's `send`), for reports about its effects.
  let location: IssueLocation?
  private let lock = ShortLock()
  /// The first task, kept apart (most sends start one effect: its slot needs no dictionary); `nil`
  /// when it is not running.
  private var first: Task<Void, Never>?
  /// The other running tasks, by slot.
  private var others: [Int: Task<Void, Never>] = [:]
  private var nextSlot = 0
  private var cancelled = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(location: IssueLocation? = nil) {
    self.location = location
  }

  /// Whether any task was ever started on behalf of this work.
  var hasStartedTasks: Bool {
    lock.lock()
    defer { lock.unlock() }
    return nextSlot > 0
  }

  /// Collects the task of an effect that was just created on the main actor, where it has not run
  /// yet; returns the slot that the task passes to ``finish(_:)`` when its work ends. A task added
  /// after ``cancelAll()`` is cancelled at once.
  func add(_ task: Task<Void, Never>) -> Int {
    lock.lock()
    nextSlot += 1
    let slot = nextSlot
    if slot == 1 {
      first = task
    } else {
      others[slot] = task
    }
    let cancelled = self.cancelled
    lock.unlock()
    if cancelled { task.cancel() }
    return slot
  }

  /// Forgets the task of `slot`, whose work ended, and wakes the waiters when none is left.
  func finish(_ slot: Int) {
    lock.lock()
    if slot == 1 {
      first = nil
    } else {
      others[slot] = nil
    }
    var resumed: [CheckedContinuation<Void, Never>] = []
    if isEmptyLocked {
      resumed = waiters
      waiters = []
    }
    lock.unlock()
    for waiter in resumed { waiter.resume() }
  }

  /// Waits until every collected task, including those added while waiting, has finished; cancels
  /// them all if the waiting task is cancelled.
  func waitForAll() async {
    await withTaskCancellationHandler {
      await waitForAllWithoutCancelling()
    } onCancel: {
      self.cancelAll()
    }
  }

  /// Waits until every collected task, including those added while waiting, has finished, in the
  /// caller's isolation (no hop off the main actor). Cancellation is the caller's to handle.
  func waitForAllWithoutCancelling(isolation: isolated (any Actor)? = #isolation) async {
    await withCheckedContinuation(isolation: isolation) { (waiter: CheckedContinuation<Void, Never>) in
      lock.lock()
      if isEmptyLocked {
        lock.unlock()
        waiter.resume()
      } else {
        waiters.append(waiter)
        lock.unlock()
      }
    }
  }

  func cancelAll() {
    lock.lock()
    cancelled = true
    let all = (first.map { [$0] } ?? []) + others.values
    lock.unlock()
    for task in all { task.cancel() }
  }

  /// Whether ``cancelAll()`` was called.
  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// How many tasks the collector holds (those still running).
  var retainedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return (first != nil ? 1 : 0) + others.count
  }

  /// Whether no task is running; the lock held.
  private var isEmptyLocked: Bool {
    first == nil && others.isEmpty
  }
}
