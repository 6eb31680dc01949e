import Foundation
import IssueReporting

/// The tasks started on behalf of one `store.send`, including those of actions its effects send back,
/// so that ``StoreTask/finish()`` can wait for all of them.
///
/// Only the tasks still running are kept: a task leaves the collector when its work ends, so a
/// long-living effect that sends millions of actions (each starting a short task) holds on to
/// nothing but the tasks running at the moment.
///
/// A collector is one object, which holds the tasks and the lock that guards them (a send that
/// starts an effect makes one allocation for it); this value refers to it.
struct TaskCollector: @unchecked Sendable {
  /// The collector's object: what it holds and its lock (see ``ShortLockStorage``).
  final class Storage: ShortLockStorage<Tasks> {}

  private let storage: Storage

  /// What a collector holds, under its lock.
  struct Tasks {
    /// Where the work was started (a test store's `send`), for reports about its effects.
    let location: IssueLocation?
    /// The first task, kept apart (most sends start one effect: its slot needs no dictionary);
    /// `nil` when it is not running.
    var first: Task<Void, Never>?
    /// The other running tasks, by slot.
    var others: [Int: Task<Void, Never>] = [:]
    var nextSlot = 0
    var cancelled = false
    var waiters: [CheckedContinuation<Void, Never>] = []

    /// Whether no task is running.
    var isEmpty: Bool {
      first == nil && others.isEmpty
    }
  }

  /// A new collector for work started at `location` (a test store's `send`), if known.
  static func make(location: IssueLocation? = nil) -> TaskCollector {
    TaskCollector(storage: .make(Tasks(location: location)))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The collector's identity: the same for every copy of this value.
  var identity: ObjectIdentifier {
    ObjectIdentifier(storage)
  }

  /// Runs `body` with what the collector holds, holding its lock.
  private func withLock<R>(_ body: (inout Tasks) -> R) -> R {
    storage.withLock(body)
  }

  /// Where the work was started (a test store's `send`), for reports about its effects.
  var location: IssueLocation? {
    withLock { $0.location }
  }

  /// Whether any task was ever started on behalf of this work.
  var hasStartedTasks: Bool {
    withLock { $0.nextSlot > 0 }
  }

  /// Collects the task of an effect that was just created on the main actor, where it has not run
  /// yet; returns the slot that the task passes to ``finish(_:)`` when its work ends. A task added
  /// after ``cancelAll()`` is cancelled at once.
  func add(_ task: Task<Void, Never>) -> Int {
    let (slot, cancelled) = withLock { tasks in
      tasks.nextSlot += 1
      let slot = tasks.nextSlot
      if slot == 1 {
        tasks.first = task
      } else {
        tasks.others[slot] = task
      }
      return (slot, tasks.cancelled)
    }
    if cancelled { task.cancel() }
    return slot
  }

  /// Forgets the task of `slot`, whose work ended, and wakes the waiters when none is left.
  func finish(_ slot: Int) {
    let resumed = withLock { tasks -> [CheckedContinuation<Void, Never>] in
      if slot == 1 {
        tasks.first = nil
      } else {
        tasks.others[slot] = nil
      }
      guard tasks.isEmpty else { return [] }
      defer { tasks.waiters = [] }
      return tasks.waiters
    }
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
      let isEmpty = withLock { tasks in
        if !tasks.isEmpty { tasks.waiters.append(waiter) }
        return tasks.isEmpty
      }
      if isEmpty { waiter.resume() }
    }
  }

  /// Cancels every collected task, and those added from now on.
  func cancelAll() {
    let all = withLock { tasks in
      tasks.cancelled = true
      return (tasks.first.map { [$0] } ?? []) + tasks.others.values
    }
    for task in all { task.cancel() }
  }

  /// Whether ``cancelAll()`` was called.
  var isCancelled: Bool {
    withLock { $0.cancelled }
  }

  /// How many tasks the collector holds (those still running).
  var retainedCount: Int {
    withLock { ($0.first != nil ? 1 : 0) + $0.others.count }
  }
}
