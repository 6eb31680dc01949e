#if canImport(Combine)
  @_exported import Combine
#else
  /// A protocol that defines when and how to run a closure: Combine's `Scheduler`, for platforms
  /// without Combine. Where Combine exists, this module re-exports Combine and its `Scheduler` instead,
  /// so code written against either compiles unchanged.
  ///
  /// A scheduler has a notion of time (``SchedulerTimeType``), runs work now or later, and runs work
  /// repeatedly on an interval until cancelled. `DispatchQueue`, `RunLoop` and `OperationQueue` are
  /// schedulers; ``TestScheduler`` runs its work only when a test advances its time.
  public protocol Scheduler {
    /// The scheduler's measure of time: a point in time that strides by `SchedulerTimeType.Stride`.
    associatedtype SchedulerTimeType: Strideable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

    /// The options a scheduling call may take (a dispatch queue's quality of service, say).
    associatedtype SchedulerOptions

    /// The scheduler's current time.
    var now: SchedulerTimeType { get }

    /// The smallest tolerance this scheduler allows for scheduled work.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` at the scheduler's next opportunity.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Runs `action` once, at `date` or later (within `tolerance`).
    func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    )

    /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
    func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) -> any Cancellable
  }

  extension Scheduler {
    /// Runs `action` at the scheduler's next opportunity, with no options.
    public func schedule(_ action: @escaping () -> Void) {
      schedule(options: nil, action)
    }

    /// Runs `action` once, at `date` or later, with the minimum tolerance and no options.
    public func schedule(
      after date: SchedulerTimeType,
      _ action: @escaping () -> Void
    ) {
      schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` once, at `date` or later, within `tolerance`, with no options.
    public func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      _ action: @escaping () -> Void
    ) {
      schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, with the minimum tolerance and no options,
    /// until the returned value is cancelled.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      _ action: @escaping () -> Void
    ) -> any Cancellable {
      schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, within `tolerance`, with no options, until the
    /// returned value is cancelled.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      _ action: @escaping () -> Void
    ) -> any Cancellable {
      schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
  }

  /// A scheduler's time interval, built from seconds or smaller units: Combine's protocol of the same
  /// name.
  public protocol SchedulerTimeIntervalConvertible {
    /// An interval of `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// An interval of `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// An interval of `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// An interval of `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// An interval of `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
  }
#endif
