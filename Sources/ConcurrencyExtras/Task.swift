extension Task where Success == Never, Failure == Never {
  /// Suspends forever, until the current task is cancelled, then throws `CancellationError`.
  ///
  /// A stand-in for an endpoint that never returns, such as a long-living effect in a test:
  ///
  /// ```swift
  /// $0.socket.receive = { try await Task.never() }
  /// ```
  public static func never() async throws -> Never {
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
    throw _Concurrency.CancellationError()
  }
}

extension Task where Failure == Never {
  /// Like `Task.never()`, for a task whose value is `Success`: suspends until cancelled, then throws
  /// `CancellationError`.
  public static func never() async throws -> Success {
    let stream = AsyncStream<Success> { _ in }
    for await element in stream { return element }
    throw _Concurrency.CancellationError()
  }
}

extension Task where Failure == any Error {
  /// The task's value, cancelling the task when the waiting task is cancelled.
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await self.value
      } onCancel: {
        self.cancel()
      }
    }
  }
}

extension Task where Failure == Never {
  /// The task's value, cancelling the task when the waiting task is cancelled.
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await self.value
      } onCancel: {
        self.cancel()
      }
    }
  }
}
