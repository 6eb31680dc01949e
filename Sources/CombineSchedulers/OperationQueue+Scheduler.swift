#if !canImport(Combine)
  import Dispatch
  import Foundation

  extension OperationQueue: Scheduler {
    /// An operation queue's time: a `Date`, as in Combine.
    public typealias SchedulerTimeType = _DateSchedulerTimeType<OperationQueue>

    /// Options for scheduling on an operation queue (none), as in Combine.
    public struct SchedulerOptions: Sendable {}

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No minimum tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Adds `action` to the queue as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
      let action = UncheckedAction(action)
      addOperation { action.run() }
    }

    /// Adds `action` to the queue as an operation at `date`.
    public func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      let action = UncheckedAction(action)
      let queue = UncheckedOperationQueue(self)
      DispatchQueue.global().asyncAfter(deadline: .now() + max(date.date.timeIntervalSinceNow, 0)) {
        queue.queue.addOperation { action.run() }
      }
    }

    /// Adds `action` to the queue as an operation at `date`, then every `interval`, until cancelled.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) -> any Cancellable {
      let action = UncheckedAction(action)
      let queue = UncheckedOperationQueue(self)
      let timer = DispatchSource.makeTimerSource(queue: .global())
      timer.setEventHandler { queue.queue.addOperation { action.run() } }
      timer.schedule(
        deadline: .now() + max(date.date.timeIntervalSinceNow, 0),
        repeating: max(interval.timeInterval, 0),
        leeway: .nanoseconds(Int(saturating: max(tolerance.timeInterval, 0) * 1_000_000_000))
      )
      timer.resume()
      return AnyCancellable { timer.cancel() }
    }
  }

  /// An operation queue handed to a dispatch closure: adding operations is safe from any thread.
  struct UncheckedOperationQueue: @unchecked Sendable {
    let queue: OperationQueue
    init(_ queue: OperationQueue) { self.queue = queue }
  }
#endif
