extension IssueReporter where Self == _DefaultReporter {
  /// The reporter issues go to unless you choose others: inside a Swift Testing test the issue is
  /// recorded in it, inside an XCTest run the current test case fails, and anywhere else a line
  /// starting with `[OpenTCA] runtime warning:` is written to standard error.
  ///
  /// ```swift
  /// IssueReporters.current = [.default, .breakpoint]
  /// ```
  public static var `default`: Self { Self() }
}

/// The reporter behind ``IssueReporter/default``.
public struct _DefaultReporter: IssueReporter {
  /// Creates the default reporter; use ``IssueReporter/default``.
  public init() {}

  /// Records the issue in the current test, or writes a runtime warning outside tests.
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    IssueRouter.deliver(
      message: message() ?? "", severity: severity,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      context: .current
    )
  }

  /// Records the error in the current test (under Swift Testing, as a caught error), or writes a
  /// runtime warning outside tests.
  public func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    IssueRouter.deliver(
      error: error, message: message(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension IssueReporter where Self == _DefaultReporter {
  /// The default reporter, under the name it had when it only warned at run time. Deprecated, as in
  /// Point-Free's library: use ``IssueReporter/default``.
  ///
  /// ```swift
  /// IssueReporters.current = [.default]
  /// ```
  @available(*, deprecated, renamed: "default")
  public static var runtimeWarning: Self { Self() }
}
