import IssueReporting

/// Starts work that the caller does not wait for, as a dependency: in the app the work runs in a new
/// task; in tests it runs to its end before the call returns (even if the caller is cancelled), so its
/// effects can be checked, and an error it throws is reported as a test failure.
///
/// ```swift
/// @Dependency(\.fireAndForget) var fireAndForget
/// await fireAndForget { try await analytics.track("opened") }
/// ```
public struct FireAndForget: Sendable {
  /// How the work is started: called with the priority and the work of each call.
  public let operation:
    @Sendable (TaskPriority?, @escaping @Sendable () async throws -> Void) async -> Void

  /// An effect that hands the priority and the work to `operation`.
  public init(
    _ operation: @escaping @Sendable (TaskPriority?, @escaping @Sendable () async throws -> Void)
      async -> Void
  ) {
    self.operation = operation
  }

  /// Starts `operation`. In the app an error it throws is ignored; in tests it is reported.
  public func callAsFunction(
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    await self.operation(priority, operation)
  }
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { priority, operation in
    Task(priority: priority) { try? await operation() }
  }
  /// In tests the work is awaited to its end, even when the caller is cancelled meanwhile (it runs in
  /// a task of its own, with the caller's task-local values), and an error it throws is reported.
  static let testValue = FireAndForget { priority, operation in
    let task = Task(priority: priority) { try await operation() }
    do {
      try await task.value
    } catch {
      reportIssue(error)
    }
  }
}

extension DependencyValues {
  /// Work started without waiting: a new task in the app, awaited inline in tests.
  public var fireAndForget: FireAndForget {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }
}
