extension Scheduler {
  /// Suspends the current task for `duration` of the scheduler's time, without blocking the scheduler.
  ///
  /// ```swift
  /// try await mainQueue.sleep(for: .seconds(1))
  /// ```
  ///
  /// Throws `CancellationError` when the task is cancelled before or while it sleeps.
  public func sleep(
    for duration: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try Task.checkCancellation()
    for await _ in timer(interval: duration, tolerance: tolerance, options: options) {
      break
    }
    try Task.checkCancellation()
  }

  /// Suspends the current task until the scheduler's time reaches `deadline`.
  ///
  /// Throws `CancellationError` when the task is cancelled before or while it sleeps.
  public func sleep(
    until deadline: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try await sleep(for: now.distance(to: deadline), tolerance: tolerance, options: options)
  }

  /// A stream of the scheduler's time, every `interval`, until the iterating task is cancelled.
  ///
  /// ```swift
  /// for await _ in mainQueue.timer(interval: .seconds(1)) {
  ///   await send(.tick)
  /// }
  /// ```
  public func timer(
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) -> AsyncStream<SchedulerTimeType> {
    let (stream, continuation) = AsyncStream<SchedulerTimeType>.makeStream()
    let scheduler = UncheckedScheduler(self)
    let cancellable = UncheckedCancellable(
      schedule(after: now.advanced(by: interval), interval: interval, tolerance: tolerance, options: options) {
        continuation.yield(scheduler.base.now)
      }
    )
    continuation.onTermination = cancellable.terminationHandler()
    return stream
  }

  /// The scheduler's time that `work` takes.
  public func measure(_ work: () throws -> Void) rethrows -> SchedulerTimeType.Stride {
    let start = now
    try work()
    return start.distance(to: now)
  }
}

/// A scheduler captured by a stream's closures: schedulers are used from any thread by contract.
private struct UncheckedScheduler<Base: Scheduler>: @unchecked Sendable {
  let base: Base
  init(_ base: Base) { self.base = base }
}

/// A cancellable captured by a stream's termination handler.
private struct UncheckedCancellable: @unchecked Sendable {
  let base: any Cancellable
  init(_ base: any Cancellable) { self.base = base }

  /// A stream termination handler that cancels the work.
  func terminationHandler<Element>() -> @Sendable (AsyncStream<Element>.Continuation.Termination) -> Void {
    let cancel = cancelAction()
    return { _ in cancel() }
  }

  private func cancelAction() -> @Sendable () -> Void {
    { base.cancel() }
  }
}
