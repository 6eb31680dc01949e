/// How serious a reported issue is.
///
/// ```swift
/// reportIssue("The cache is cold; loading from disk.", severity: .warning)
/// ```
///
/// Under Swift Testing a `.warning` is recorded as a warning (noted, not failing the test) when the
/// toolchain's Swift Testing has issue severities; everywhere else, and with an older Swift Testing,
/// it is reported as an ordinary issue. Custom ``IssueReporter``s receive it as given.
public enum IssueSeverity: Hashable, Sendable {
  /// Worth noting, but not a failure.
  case warning
  /// A failure: the default.
  case error
}
