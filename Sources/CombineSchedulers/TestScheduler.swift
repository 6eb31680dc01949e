import ConcurrencyExtras
import Foundation
import IssueReporting

/// A scheduler whose time moves only when a test says so, running the work due in order.
///
/// ```swift
/// let mainQueue = DispatchQueue.test
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
/// }
/// await store.send(.startButtonTapped)
/// await mainQueue.advance(by: .seconds(1))   // the feature's one-second sleep ends
/// await store.receive(\.tick)
/// ```
///
/// Work runs in the order of its due time, ties in the order it was scheduled; `now` is set to each
/// piece of work's due time as it runs. The asynchronous forms (`await advance(by:)`, `await run()`)
/// yield between pieces of work, so that a task woken by one (a `sleep(for:)` that ended) can schedule
/// its next piece in time to run within the same advance.
public final class TestScheduler<SchedulerTimeType, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType: Strideable, SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private struct Work {
    let sequence: UInt
    let date: SchedulerTimeType
    /// The task that scheduled the work, which its action usually resumes (a sleep, a timer): the
    /// asynchronous advance routes it to the main executor (see `advance(to:)`).
    var task: UnsafeRawPointer? = MainSerialExecutor.currentTask()
    let action: () -> Void
  }

  private let lock = NSRecursiveLock()
  private var lastSequence: UInt = 0
  private var _now: SchedulerTimeType
  // Kept sorted by (date, sequence).
  private var scheduled: [Work] = []

  /// The delay added to the due time of every piece of work, to imitate an inaccurate scheduler.
  public let minimumTolerance: SchedulerTimeType.Stride

  /// The scheduler's current time.
  public var now: SchedulerTimeType { lock.withLock { _now } }

  /// How many pieces of work are scheduled and not yet run (for this package's tests).
  package var pendingWorkCount: Int { lock.withLock { scheduled.count } }

  /// A test scheduler whose time starts at `now`.
  public init(now: SchedulerTimeType, minimumTolerance: SchedulerTimeType.Stride = .zero) {
    self._now = now
    self.minimumTolerance = minimumTolerance
  }

  /// Moves time forward by `duration`, running the work due meanwhile. By zero, runs the work due now.
  public func advance(by duration: SchedulerTimeType.Stride = .zero) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant`, running the work due meanwhile. An instant in the past runs the
  /// work due now and leaves time where it is.
  public func advance(to instant: SchedulerTimeType) {
    while let work = nextWork(dueBy: instant) {
      work.action()
    }
  }

  /// Moves time forward by `duration`, running the work due meanwhile and yielding between pieces of
  /// work so that tasks they wake can schedule more.
  @MainActor
  public func advance(by duration: SchedulerTimeType.Stride = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant`, running the work due meanwhile and yielding between pieces of
  /// work so that tasks they wake can schedule more.
  ///
  /// While it advances, the task that scheduled each piece of work it runs (the task a sleep or a
  /// timer resumes) runs one job at a time on the main executor, where the advance runs too: it
  /// schedules its next piece before the scheduler looks for it, however loaded the machine is.
  /// Other tasks are not affected.
  @MainActor
  public func advance(to instant: SchedulerTimeType) async {
    var routed: [UnsafeRawPointer] = []
    defer { routed.forEach(MainSerialExecutor.stopRoutingToMain) }
    while true {
      await Task.megaYield()
      guard let work = nextWork(dueBy: instant) else { return }
      if let task = work.task {
        MainSerialExecutor.routeToMain(task)
        routed.append(task)
      }
      work.action()
    }
  }

  /// Runs every piece of scheduled work, moving time forward as far as that takes.
  ///
  /// Work that keeps rescheduling itself (a timer never cancelled) cannot all run: after
  /// ``runLimit`` pieces of work `run()` stops and reports an issue instead of running for ever.
  public func run(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    for _ in 0..<Self.runLimit {
      guard let date = lock.withLock({ scheduled.first?.date }) else { return }
      advance(to: max(date, now))
    }
    reportRunaway(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs every piece of scheduled work, moving time forward as far as that takes and yielding
  /// between pieces of work. Stops with an issue after ``runLimit`` pieces, like ``run(fileID:filePath:line:column:)-vla4``.
  @MainActor
  public func run(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) async {
    await Task.megaYield()
    for _ in 0..<Self.runLimit {
      guard let date = lock.withLock({ scheduled.first?.date }) else { return }
      await advance(to: max(date, now))
    }
    reportRunaway(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How many times ``run(fileID:filePath:line:column:)-vla4`` advances to the next due work before
  /// deciding that the work never ends.
  public static var runLimit: Int { 10_000 }

  private func reportRunaway(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    let pending = lock.withLock { scheduled.count }
    reportIssue(
      """
      A test scheduler's "run" advanced \(Self.runLimit) times and work is still scheduled \
      (\(pending) pending, for example a repeating timer that is never cancelled). Advance by a \
      duration instead, or cancel the repeating work.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Schedules `action` to run at the current time, when the test next advances.
  public func schedule(options _: SchedulerOptions?, _ action: @escaping () -> Void) {
    lock.withLock { insert(Work(sequence: nextSequence(), date: _now, action: action)) }
  }

  /// Schedules `action` to run once at `date` (plus the minimum tolerance).
  public func schedule(
    after date: SchedulerTimeType,
    tolerance _: SchedulerTimeType.Stride,
    options _: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    lock.withLock {
      insert(Work(sequence: nextSequence(), date: date.advanced(by: minimumTolerance), action: action))
    }
  }

  /// Schedules `action` to run at `date`, then every `interval`, until the returned value is
  /// cancelled.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance _: SchedulerTimeType.Stride,
    options _: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let sequence = lock.withLock { nextSequence() }
    let minimumTolerance = self.minimumTolerance
    let task = MainSerialExecutor.currentTask()
    // Each run schedules the next one under the same sequence number, so that cancelling removes it,
    // and for the task that scheduled the first.
    func occurrence(at date: SchedulerTimeType) -> Work {
      Work(sequence: sequence, date: date.advanced(by: minimumTolerance), task: task) { [weak self] in
        let next = date.advanced(by: interval)
        self?.lock.withLock { self?.insert(occurrence(at: next)) }
        action()
      }
    }
    lock.withLock { insert(occurrence(at: date)) }
    return AnyCancellable { [weak self] in
      self?.lock.withLock { self?.scheduled.removeAll { $0.sequence == sequence } }
    }
  }

  private func nextWork(dueBy instant: SchedulerTimeType) -> Work? {
    lock.withLock {
      guard let first = scheduled.first, first.date <= instant else {
        if _now < instant { _now = instant }
        return nil
      }
      scheduled.removeFirst()
      if _now < first.date { _now = first.date }
      return first
    }
  }

  private func insert(_ work: Work) {
    // Binary search for the first piece of work ordered after this one by (date, sequence): ties
    // keep their scheduling order (a repeating timer's next run keeps its original sequence).
    var low = scheduled.startIndex
    var high = scheduled.endIndex
    while low < high {
      let middle = (low + high) / 2
      let other = scheduled[middle]
      if other.date < work.date || (other.date == work.date && other.sequence <= work.sequence) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    scheduled.insert(work, at: low)
  }

  private func nextSequence() -> UInt {
    lastSequence += 1
    return lastSequence
  }
}

/// A test scheduler named by the scheduler it stands for: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension DispatchQueue {
  /// A test scheduler of dispatch queues, its time starting at 1 nanosecond of uptime.
  public static var test: TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }

  /// A test scheduler of dispatch queues that delays every piece of work by `minimumTolerance`.
  public static func inaccurate(
    by minimumTolerance: SchedulerTimeType.Stride
  ) -> TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)), minimumTolerance: minimumTolerance)
  }
}

extension RunLoop {
  /// A test scheduler of run loops, its time starting at the reference date of 1970.
  public static var test: TestSchedulerOf<RunLoop> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }

  /// A test scheduler of run loops that delays every piece of work by `minimumTolerance`.
  public static func inaccurate(by minimumTolerance: SchedulerTimeType.Stride) -> TestSchedulerOf<RunLoop> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)), minimumTolerance: minimumTolerance)
  }
}

extension OperationQueue {
  /// A test scheduler of operation queues, its time starting at the reference date of 1970.
  public static var test: TestSchedulerOf<OperationQueue> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }

  /// A test scheduler of operation queues that delays every piece of work by `minimumTolerance`.
  public static func inaccurate(
    by minimumTolerance: SchedulerTimeType.Stride
  ) -> TestSchedulerOf<OperationQueue> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)), minimumTolerance: minimumTolerance)
  }
}
