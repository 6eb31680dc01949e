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
  /// The first slot, kept apart (most sends start one effect: its slot needs no dictionary): `nil`
  /// when not running, `.some(nil)` when reserved and its task not attached yet, as in ``others``.
  private var first: Task<Void, Never>?? = nil
  /// The other running tasks by slot; a slot is reserved before its task exists, and holds `nil`
  /// until the task is attached.
  private var others: [Int: Task<Void, Never>?] = [:]
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

  /// Reserves the slot of a task about to start; the task calls ``finish(_:)`` with it when its work
  /// ends, possibly before ``attach(_:to:)``.
  func reserve() -> Int {
    lock.lock()
    defer { lock.unlock() }
    nextSlot += 1
    if nextSlot == 1 {
      first = .some(nil)
    } else {
      others[nextSlot] = .some(nil)
    }
    return nextSlot
  }

  /// Records the task of a reserved slot, so that ``cancelAll()`` can cancel it. A task whose work
  /// already ended is not kept; one attached after ``cancelAll()`` is cancelled at once.
  func attach(_ task: Task<Void, Never>, to slot: Int) {
    lock.lock()
    let cancelled = self.cancelled
    if slot == 1 {
      if first != nil { first = task }
    } else if others[slot] != nil {
      others[slot] = task
    }
    lock.unlock()
    if cancelled { task.cancel() }
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
    let all = [first ?? nil].compactMap { $0 } + others.values.compactMap { $0 }
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
