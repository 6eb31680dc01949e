import Foundation

/// The issue reporters of the current task.
public enum IssueReporters {
  /// The reporters every issue reported in this task goes to, in order; `[.default]` unless changed.
  ///
  /// Assigning it changes the reporters of the current ``withIssueReporters(_:operation:)``
  /// scope, or the process-wide ones outside any scope, for example at an app's entry point:
  ///
  /// ```swift
  /// IssueReporters.current = [.default, AnalyticsReporter()]
  /// ```
  ///
  /// Prefer ``withIssueReporters(_:operation:)`` for a scoped change.
  public static var current: [any IssueReporter] {
    get { storage.reporters }
    set { storage.reporters = newValue }
  }

  /// The storage of the current scope: a box, so that assigning ``current`` inside a scope changes
  /// that scope's reporters.
  @TaskLocal static var storage = Storage([.default])

  final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [any IssueReporter]

    init(_ value: [any IssueReporter]) {
      self.value = value
    }

    var reporters: [any IssueReporter] {
      get {
        lock.lock()
        defer { lock.unlock() }
        return value
      }
      set {
        lock.lock()
        defer { lock.unlock() }
        value = newValue
      }
    }
  }
}

/// Runs `operation` with `reporters` as the task's issue reporters.
///
/// ```swift
/// withIssueReporters([]) {
///   reportIssue("Ignored")  // goes nowhere
/// }
/// withIssueReporters(IssueReporters.current + [LoggingReporter()]) {
///   reportIssue("Logged too")
/// }
/// ```
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$storage.withValue(IssueReporters.Storage(reporters), operation: operation)
}

/// Runs asynchronous `operation` with `reporters` as the task's issue reporters (and those of the
/// tasks it starts).
///
/// See ``withIssueReporters(_:operation:)``.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$storage.withValue(
    IssueReporters.Storage(reporters), operation: operation, isolation: isolation
  )
}
