#if !canImport(Combine)
  import Foundation

  extension RunLoop: Scheduler {
    /// A run loop's time: a `Date`, as in Combine.
    public typealias SchedulerTimeType = _DateSchedulerTimeType<RunLoop>

    /// Options for scheduling on a run loop (none), as in Combine.
    public struct SchedulerOptions: Sendable {}

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No minimum tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Runs `action` on the run loop's next pass.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
      let action = UncheckedAction(action)
      perform { action.run() }
    }

    /// Runs `action` on the run loop at `date`.
    public func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      let action = UncheckedAction(action)
      let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
      timer.tolerance = tolerance.timeInterval
      add(timer, forMode: .default)
    }

    /// Runs `action` on the run loop at `date`, then every `interval`, until cancelled.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) -> any Cancellable {
      let action = UncheckedAction(action)
      let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
        action.run()
      }
      timer.tolerance = tolerance.timeInterval
      add(timer, forMode: .default)
      let handle = UncheckedTimer(timer)
      return AnyCancellable { handle.timer.invalidate() }
    }
  }

  /// A timer handed to a cancellation closure: invalidating a timer is safe from any thread.
  struct UncheckedTimer: @unchecked Sendable {
    let timer: Timer
    init(_ timer: Timer) { self.timer = timer }
  }
#endif
