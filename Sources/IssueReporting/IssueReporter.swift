/// A destination for reported issues: the current test, standard error, a breakpoint, a log of your
/// own.
///
/// Every ``reportIssue(_:severity:fileID:filePath:line:column:)`` call feeds the task's
/// ``IssueReporters/current`` reporters, in order. Only the first requirement is required:
///
/// ```swift
/// struct CountingReporter: IssueReporter {
///   let count = LockIsolated(0)
///   func reportIssue(
///     _ message: @autoclosure () -> String?, severity: IssueSeverity,
///     fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
///   ) {
///     count.withValue { $0 += 1 }
///   }
/// }
/// ```
public protocol IssueReporter: Sendable {
  /// Called for each reported issue.
  ///
  /// - Parameters:
  ///   - message: What went wrong, or `nil` when the issue has no message.
  ///   - severity: How serious the issue is.
  ///   - fileID: The `#fileID` the issue is attributed to.
  ///   - filePath: The `#filePath` the issue is attributed to.
  ///   - line: The line the issue is attributed to.
  ///   - column: The column the issue is attributed to.
  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Called for each reported issue, in the form reporters had before issues had a severity. By
  /// default it forwards to `reportIssue(_:severity:fileID:filePath:line:column:)` with
  /// ``IssueSeverity/error``; a reporter written before severities existed implements only this one.
  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Called for each reported error. By default it reports `Caught error: <error>: <message>` with
  /// ``IssueSeverity/error`` through ``reportIssue(_:severity:fileID:filePath:line:column:)``.
  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Called for each issue reported where one is expected (inside `withExpectedIssue` outside of a
  /// test). By default it does nothing.
  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )

  /// Called for each expected error. By default it forwards `Caught error: <error>: <message>` to
  /// `expectIssue(_:fileID:filePath:line:column:)`.
  func expectIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
}

extension IssueReporter {
  /// Forwards to `reportIssue(_:severity:fileID:filePath:line:column:)` with
  /// ``IssueSeverity/error``.
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message()
    LegacyIssueForwarding.$isForwarding.withValue(true) {
      reportIssue(
        text, severity: .error, fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// Forwards to the form without a severity, for a reporter written before issues had one: that
  /// form sees every issue, warnings included. Deprecated, as in Point-Free's library: a reporter
  /// implements this requirement itself. A reporter implementing neither form writes each issue to
  /// standard error instead of calling itself forever.
  @available(*, deprecated, message: "Implement 'reportIssue(_:severity:fileID:filePath:line:column:)'.")
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message()
    guard !LegacyIssueForwarding.isForwarding else {
      RuntimeWarning.emit(
        message: text ?? "",
        location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      return
    }
    reportIssue(text, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports `Caught error: <error>: <message>` as an error-severity issue.
  public func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    reportIssue(
      caughtErrorText(error, message()), severity: .error, fileID: fileID, filePath: filePath,
      line: line, column: column
    )
  }

  /// Ignores the expected issue.
  public func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}

  /// Forwards `Caught error: <error>: <message>` to
  /// `expectIssue(_:fileID:filePath:line:column:)`.
  public func expectIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    expectIssue(
      caughtErrorText(error, message()), fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }
}

/// `Caught error: <error>`, followed by `: <message>` when there is one.
package func caughtErrorText(_ error: any Error, _ message: String?) -> String {
  "Caught error: \(error)" + (message.map { ": \($0)" } ?? "")
}

/// Whether the current task is inside the default forwarding from the form of
/// `IssueReporter.reportIssue` without a severity to the one with it: the two defaults forward to
/// each other, and a reporter implementing neither must not call itself forever.
enum LegacyIssueForwarding {
  @TaskLocal static var isForwarding = false
}
