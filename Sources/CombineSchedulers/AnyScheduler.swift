import Foundation

/// A type-erased scheduler: any scheduler of the given time and options types.
///
/// Erasing lets a feature hold "a dispatch queue" that is `DispatchQueue.main` in the app and a
/// ``TestScheduler`` in tests:
///
/// ```swift
/// @Dependency(\.mainQueue) var mainQueue   // AnySchedulerOf<DispatchQueue>
/// // test
/// let mainQueue = DispatchQueue.test
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
/// }
/// ```
///
/// It is as sendable as the scheduler it wraps is safe to use from any thread, which is the contract of
/// every scheduler this module provides (as of Combine's).
public struct AnyScheduler<SchedulerTimeType, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType: Strideable, SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private let _minimumTolerance: () -> SchedulerTimeType.Stride
  private let _now: () -> SchedulerTimeType
  private let _scheduleImmediately: (SchedulerOptions?, @escaping () -> Void) -> Void
  private let _scheduleAfter:
    (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void
  private let _scheduleRepeating:
    (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping () -> Void
    ) -> any Cancellable

  /// A scheduler made of closures, one per requirement of `Scheduler`.
  public init(
    minimumTolerance: @escaping () -> SchedulerTimeType.Stride,
    now: @escaping () -> SchedulerTimeType,
    scheduleImmediately: @escaping (SchedulerOptions?, @escaping () -> Void) -> Void,
    delayed: @escaping (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void
    ) -> Void,
    interval: @escaping (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping () -> Void
    ) -> any Cancellable
  ) {
    self._minimumTolerance = minimumTolerance
    self._now = now
    self._scheduleImmediately = scheduleImmediately
    self._scheduleAfter = delayed
    self._scheduleRepeating = interval
  }

  /// Erases `scheduler`.
  public init<S: Scheduler>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    if let erased = scheduler as? AnyScheduler {
      self = erased
      return
    }
    self.init(
      minimumTolerance: { scheduler.minimumTolerance },
      now: { scheduler.now },
      scheduleImmediately: { scheduler.schedule(options: $0, $1) },
      delayed: { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) },
      interval: { scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
    )
  }

  /// The wrapped scheduler's minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { _minimumTolerance() }

  /// The wrapped scheduler's current time.
  public var now: SchedulerTimeType { _now() }

  /// Schedules `action` on the wrapped scheduler, to run at its next opportunity.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    _scheduleImmediately(options, action)
  }

  /// Schedules `action` on the wrapped scheduler, to run once at `date`.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    _scheduleAfter(date, tolerance, options, action)
  }

  /// Schedules `action` on the wrapped scheduler, to run at `date` and then every `interval`.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    _scheduleRepeating(date, interval, tolerance, options, action)
  }
}

/// A type-erased scheduler named by the scheduler it stands for: `AnySchedulerOf<DispatchQueue>`.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension Scheduler {
  /// This scheduler, type-erased.
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
    AnyScheduler(self)
  }
}

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// The main dispatch queue, type-erased.
  public static var main: Self { DispatchQueue.main.eraseToAnyScheduler() }
}

extension AnyScheduler
where
  SchedulerTimeType == RunLoop.SchedulerTimeType,
  SchedulerOptions == RunLoop.SchedulerOptions
{
  /// The main run loop, type-erased.
  public static var main: Self { RunLoop.main.eraseToAnyScheduler() }
}

extension AnyScheduler
where
  SchedulerTimeType == OperationQueue.SchedulerTimeType,
  SchedulerOptions == OperationQueue.SchedulerOptions
{
  /// The main operation queue, type-erased.
  public static var main: Self { OperationQueue.main.eraseToAnyScheduler() }
}
