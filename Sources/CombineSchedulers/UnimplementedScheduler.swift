import Foundation
import IssueReporting

/// A scheduler that reports an issue whenever it is used: proof, in a test, that a path schedules
/// nothing. It is the test value of `@Dependency(\.mainQueue)`.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.mainQueue = .unimplemented   // the feature must not touch the main queue here
/// }
/// ```
///
/// Each use reports, prefixed by the scheduler's name when it has one, "An unimplemented scheduler
/// scheduled an action to run later." (or "… to run immediately.", "… on a timer.", "was asked the
/// current time.", "was asked its minimum tolerance."), then runs the work anyway so that nothing
/// waits for ever.
public struct UnimplementedScheduler<SchedulerTimeType, SchedulerOptions>: Scheduler
where SchedulerTimeType: Strideable, SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  /// The name that prefixes every report, such as `mainQueue`; may be empty.
  public let prefix: String
  private let _now: SchedulerTimeType

  /// An unimplemented scheduler named `prefix`, whose time is `now`.
  public init(_ prefix: String = "", now: SchedulerTimeType) {
    self.prefix = prefix
    self._now = now
  }

  /// Reports the use, then answers zero.
  public var minimumTolerance: SchedulerTimeType.Stride {
    report("An unimplemented scheduler was asked its minimum tolerance.")
    return .zero
  }

  /// Reports the use, then answers the scheduler's fixed time.
  public var now: SchedulerTimeType {
    report("An unimplemented scheduler was asked the current time.")
    return _now
  }

  /// Reports the use, then runs `action`.
  public func schedule(options _: SchedulerOptions?, _ action: @escaping () -> Void) {
    report("An unimplemented scheduler scheduled an action to run immediately.")
    action()
  }

  /// Reports the use, then runs `action`.
  public func schedule(
    after _: SchedulerTimeType,
    tolerance _: SchedulerTimeType.Stride,
    options _: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    report("An unimplemented scheduler scheduled an action to run later.")
    action()
  }

  /// Reports the use, then runs `action` once.
  public func schedule(
    after _: SchedulerTimeType,
    interval _: SchedulerTimeType.Stride,
    tolerance _: SchedulerTimeType.Stride,
    options _: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    report("An unimplemented scheduler scheduled an action to run on a timer.")
    action()
    return AnyCancellable {}
  }

  private func report(_ message: String) {
    reportIssue(prefix.isEmpty ? message : "\(prefix) - \(message)")
  }
}

extension UnimplementedScheduler: Sendable
where SchedulerTimeType: Sendable, SchedulerTimeType.Stride: Sendable {}

/// An unimplemented scheduler named by the scheduler it stands for.
public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension DispatchQueue {
  /// An unimplemented scheduler standing in for a dispatch queue, named "DispatchQueue".
  public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> { unimplemented("DispatchQueue") }

  /// An unimplemented scheduler standing in for a dispatch queue, named `prefix`.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// An unimplemented scheduler standing in for a run loop, named "RunLoop".
  public static var unimplemented: UnimplementedSchedulerOf<RunLoop> { unimplemented("RunLoop") }

  /// An unimplemented scheduler standing in for a run loop, named `prefix`.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<RunLoop> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension OperationQueue {
  /// An unimplemented scheduler standing in for an operation queue, named "OperationQueue".
  public static var unimplemented: UnimplementedSchedulerOf<OperationQueue> { unimplemented("OperationQueue") }

  /// An unimplemented scheduler standing in for an operation queue, named `prefix`.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<OperationQueue> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// An unimplemented scheduler standing in for a dispatch queue, type-erased.
  public static var unimplemented: Self { DispatchQueue.unimplemented.eraseToAnyScheduler() }

  /// An unimplemented scheduler standing in for a dispatch queue, named `prefix`, type-erased.
  public static func unimplemented(_ prefix: String) -> Self {
    DispatchQueue.unimplemented(prefix).eraseToAnyScheduler()
  }
}

extension AnyScheduler
where
  SchedulerTimeType == RunLoop.SchedulerTimeType,
  SchedulerOptions == RunLoop.SchedulerOptions
{
  /// An unimplemented scheduler standing in for a run loop, type-erased.
  public static var unimplemented: Self { RunLoop.unimplemented.eraseToAnyScheduler() }

  /// An unimplemented scheduler standing in for a run loop, named `prefix`, type-erased.
  public static func unimplemented(_ prefix: String) -> Self {
    RunLoop.unimplemented(prefix).eraseToAnyScheduler()
  }
}

extension AnyScheduler
where
  SchedulerTimeType == OperationQueue.SchedulerTimeType,
  SchedulerOptions == OperationQueue.SchedulerOptions
{
  /// An unimplemented scheduler standing in for an operation queue, type-erased.
  public static var unimplemented: Self { OperationQueue.unimplemented.eraseToAnyScheduler() }

  /// An unimplemented scheduler standing in for an operation queue, named `prefix`, type-erased.
  public static func unimplemented(_ prefix: String) -> Self {
    OperationQueue.unimplemented(prefix).eraseToAnyScheduler()
  }
}
