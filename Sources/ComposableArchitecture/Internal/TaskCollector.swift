import Foundation
import IssueReporting

/// The tasks started on behalf of one `store.send`, including those of actions its effects send back,
/// so that ``StoreTask/finish()`` can wait for all of them.
///
/// Only the tasks still running are kept: a task leaves the collector when its work ends, so a
/// long-living effect that sends millions of actions (each starting a short task) holds on to
/// nothing but the tasks running at the moment.
///
/// A collector is a small object, which holds the tasks, and the lock that guards them: a store's
/// collectors share their store's registry lock (see ``EffectRegistry/lock``), so that an effect
/// that starts or ends takes one lock for its filing and its collection together (see
/// ``EffectRegistry/register(_:task:replacing:collectingIn:)``), and a collector has no lock of its
/// own to make and destroy. It holds the lock, not the registry: a `StoreTask` kept after its
/// effects ended keeps nothing else of the store alive.
struct TaskCollector: @unchecked Sendable {
  /// The collector's object: what it holds, under `lock`.
  ///
  /// Kept small (72 bytes): one is allocated per `send` that starts an effect, in bursts, and
  /// glibc serves requests of up to 120 bytes from its fast bins. A test store's location, the one
  /// large field, is boxed apart (a `Store`'s sends have none). It holds the lock too, so that a
  /// collector is one reference: every effect in flight holds one.
  final class Storage {
    /// The tasks still running, touched only under `lock` in accesses that never overlap: exempt
    /// from the runtime's exclusivity checks (`@exclusivity(unchecked)`).
    @exclusivity(unchecked) var tasks = Tasks()
    /// The lock that guards `tasks`: its store's registry lock.
    let lock: ShortLock
    /// Where the work was started (a test store's `send`), for reports about its effects. Read
    /// without the lock: it never changes.
    private let locationBox: LocationBox?

    var location: IssueLocation? { locationBox?.location }

    init(location: IssueLocation?, lock: ShortLock) {
      self.lock = lock
      self.locationBox = location.map(LocationBox.init)
    }
  }

  /// A test store's location, boxed (see ``Storage``).
  final class LocationBox {
    let location: IssueLocation

    init(_ location: IssueLocation) {
      self.location = location
    }
  }

  private let storage: Storage
  /// The lock that guards what the collector holds: its store's registry lock.
  var lock: ShortLock { storage.lock }

  /// What a collector holds, under its lock.
  struct Tasks {
    /// The first task, kept apart (most sends start one effect: its slot needs no dictionary);
    /// `nil` when it is not running.
    var first: EffectTask?
    /// The other running tasks, by slot.
    var others: [Int: EffectTask] = [:]
    /// The last slot handed out; 0 before the first. Slots are 32-bit (an effect keeps its slot
    /// in 4 bytes): past `Int32.max` they start over at 2 (slot 1 is the first task's), skipping
    /// the slots of tasks still running.
    var nextSlot: Int32 = 0
    /// Whether the slots started over at least once: from then on a slot is checked to be free.
    var slotsWrapped = false
    var cancelled = false
    var waiters: [CheckedContinuation<Void, Never>] = []

    /// Whether no task is running.
    var isEmpty: Bool {
      first == nil && others.isEmpty
    }

    /// Hands out the next slot: 1 for the first task, then the next one free.
    mutating func claimSlot() -> Int {
      repeat {
        if nextSlot == .max {
          nextSlot = 1
          slotsWrapped = true
        }
        nextSlot += 1
      } while slotsWrapped && others[Int(nextSlot)] != nil
      return Int(nextSlot)
    }
  }

  /// A new collector for work started at `location` (a test store's `send`), if known, guarded by
  /// `lock`: its store's registry lock (a lock of its own by default).
  static func make(location: IssueLocation? = nil, lock: ShortLock = ShortLock()) -> TaskCollector {
    TaskCollector(storage: Storage(location: location, lock: lock))
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
    lock.lock()
    defer { lock.unlock() }
    return body(&storage.tasks)
  }

  /// Runs `body` with what the collector holds; the caller holds ``lock``.
  func withLockHeld<R>(_ body: (inout Tasks) -> R) -> R {
    body(&storage.tasks)
  }

  /// Where the work was started (a test store's `send`), for reports about its effects.
  var location: IssueLocation? {
    storage.location
  }

  /// Whether any task was ever started on behalf of this work.
  var hasStartedTasks: Bool {
    withLock { $0.nextSlot > 0 }
  }

  /// Collects the task of an effect that was just created on the main actor, where it has not run
  /// yet; returns the slot that the task passes to ``finish(_:)`` when its work ends. A task added
  /// after ``cancelAll()`` is cancelled at once.
  func add(_ task: EffectTask) -> Int {
    let (slot, cancelled) = withLock { Self.add(task, to: &$0) }
    if cancelled { task.cancel() }
    return slot
  }

  /// Collects `task` as ``add(_:)`` does, taking it over; the caller holds ``lock`` and cancels
  /// the task when the collector was cancelled.
  func addLockHeld(_ task: consuming EffectTask) -> (slot: Int, cancelled: Bool) {
    Self.add(task, to: &storage.tasks)
  }

  /// Adds `task` to `tasks` (the lock is held); returns its slot, and whether the collector was
  /// cancelled, in which case the caller cancels the task once the lock is released.
  static func add(
    _ task: consuming EffectTask, to tasks: inout Tasks
  ) -> (slot: Int, cancelled: Bool) {
    let slot = tasks.claimSlot()
    if slot == 1 {
      tasks.first = task
    } else {
      tasks.others[slot] = task
    }
    return (slot, tasks.cancelled)
  }

  /// Forgets the task of `slot`, whose work ended, and wakes the waiters when none is left.
  func finish(_ slot: Int) {
    let resumed = withLock { Self.finish(slot, in: &$0) }
    for waiter in resumed { waiter.resume() }
  }

  /// Forgets the task of `slot` in `tasks` (the lock is held); returns the waiters to wake, once
  /// the lock is released, when no task is left.
  static func finish(_ slot: Int, in tasks: inout Tasks) -> [CheckedContinuation<Void, Never>] {
    if slot == 1 {
      tasks.first = nil
    } else {
      tasks.others[slot] = nil
    }
    guard tasks.isEmpty, !tasks.waiters.isEmpty else { return [] }
    defer { tasks.waiters = [] }
    return tasks.waiters
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
  ///
  /// Waiting on the main actor, the waiter is resumed straight on the main actor, where the last
  /// task's bookkeeping runs (see ``MainActorTaskExecutor``), not through the global executor.
  func waitForAllWithoutCancelling(isolation: isolated (any Actor)? = #isolation) async {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
      let isolation, isolation === MainActor.shared,
      let executor = MainActorTaskExecutor.available
    {
      await withTaskExecutorPreference(executor, isolation: isolation) {
        await wait(isolation: isolation)
      }
    } else {
      await wait(isolation: isolation)
    }
  }

  /// Waits until every collected task has finished, in the caller's isolation.
  private func wait(isolation: isolated (any Actor)?) async {
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
