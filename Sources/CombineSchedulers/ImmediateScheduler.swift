import Foundation

/// A scheduler that runs all work at once, whatever its due time, and whose time never moves.
///
/// Use it in tests where only the outcome of time-based work matters, not the time it takes:
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.mainQueue = .immediate
/// }
/// await store.send(.searchTextChanged("a"))   // the debounce's wait ends immediately
/// ```
///
/// Repeating work runs once per call (not for ever); waiting (`sleep(for:)`) returns at once.
public struct ImmediateScheduler<SchedulerTimeType, SchedulerOptions>: Scheduler
where SchedulerTimeType: Strideable, SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  /// No tolerance.
  public let minimumTolerance: SchedulerTimeType.Stride = .zero

  /// The scheduler's time, which never changes.
  public let now: SchedulerTimeType

  /// An immediate scheduler whose time is `now`.
  public init(now: SchedulerTimeType) {
    self.now = now
  }

  /// Runs `action` now.
  public func schedule(options _: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs `action` now, whatever `date`.
  public func schedule(
    after _: SchedulerTimeType,
    tolerance _: SchedulerTimeType.Stride,
    options _: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, now, whatever `date` and `interval`.
  public func schedule(
    after _: SchedulerTimeType,
    interval _: SchedulerTimeType.Stride,
    tolerance _: SchedulerTimeType.Stride,
    options _: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}

extension ImmediateScheduler: Sendable
where SchedulerTimeType: Sendable, SchedulerTimeType.Stride: Sendable {}

/// An immediate scheduler named by the scheduler it stands for: `ImmediateSchedulerOf<DispatchQueue>`.
public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension DispatchQueue {
  /// An immediate scheduler standing in for a dispatch queue.
  public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
    ImmediateScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// An immediate scheduler standing in for a run loop.
  public static var immediate: ImmediateSchedulerOf<RunLoop> {
    ImmediateScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension OperationQueue {
  /// An immediate scheduler standing in for an operation queue.
  public static var immediate: ImmediateSchedulerOf<OperationQueue> {
    ImmediateScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// An immediate scheduler standing in for a dispatch queue, type-erased.
  public static var immediate: Self { DispatchQueue.immediate.eraseToAnyScheduler() }
}

extension AnyScheduler
where
  SchedulerTimeType == RunLoop.SchedulerTimeType,
  SchedulerOptions == RunLoop.SchedulerOptions
{
  /// An immediate scheduler standing in for a run loop, type-erased.
  public static var immediate: Self { RunLoop.immediate.eraseToAnyScheduler() }
}

extension AnyScheduler
where
  SchedulerTimeType == OperationQueue.SchedulerTimeType,
  SchedulerOptions == OperationQueue.SchedulerOptions
{
  /// An immediate scheduler standing in for an operation queue, type-erased.
  public static var immediate: Self { OperationQueue.immediate.eraseToAnyScheduler() }
}
