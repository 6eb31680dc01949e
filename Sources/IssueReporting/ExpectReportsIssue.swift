import Foundation

/// Asserts that `body` reports at least one issue, and that every issue it reports satisfies
/// `issueMatcher`; the issues do not fail the test.
///
/// Unlike a known issue, an expected issue is part of what the test checks:
///
/// ```swift
/// expectReportsIssue {
///   model.load(id: -1)
/// } matching: { issue in
///   issue.description.contains("No row with id -1")
/// }
/// ```
///
/// When `body` reports nothing, `Expected issue to be reported: <message>` is reported; each issue
/// that does not match is reported as `Issue does not match: <issue>`.
public func expectReportsIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void,
  matching issueMatcher: (_ issue: ReportedIssue) -> Bool
) rethrows {
  let collector = ReportedIssueCollector()
  try ExpectedIssueScope.$current.withValue(nil) {
    try withIssueReporters([collector], operation: body)
  }
  checkReportedIssues(
    collector.issues, message: message(), matching: issueMatcher,
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Asserts that asynchronous `body` (or a task it starts) reports at least one issue, and that
/// every issue it reports satisfies `issueMatcher`.
///
/// See ``expectReportsIssue(_:fileID:filePath:line:column:_:matching:)``.
public func expectReportsIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void,
  matching issueMatcher: (_ issue: ReportedIssue) -> Bool
) async rethrows {
  let collector = ReportedIssueCollector()
  try await ExpectedIssueScope.$current.withValue(nil) {
    try await withIssueReporters([collector], operation: body)
  }
  checkReportedIssues(
    collector.issues, message: message(), matching: issueMatcher,
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// An issue reported inside ``expectReportsIssue(_:fileID:filePath:line:column:_:matching:)``.
public struct ReportedIssue: Sendable {
  /// `Issue reported: <message>` (`Issue reported` without one), or `Caught error: <error>: <message>`.
  public var description: String
  /// The error reported, if the issue is one.
  public var error: (any Error)?
  /// The severity the issue was reported with.
  public var severity: IssueSeverity
  /// The `#fileID` the issue is attributed to.
  public var fileID: StaticString
  /// The `#filePath` the issue is attributed to.
  public var filePath: StaticString
  /// The line the issue is attributed to.
  public var line: UInt
  /// The column the issue is attributed to.
  public var column: UInt
}

private func checkReportedIssues(
  _ issues: [ReportedIssue], message: String?, matching issueMatcher: (ReportedIssue) -> Bool,
  location: IssueLocation
) {
  guard !issues.isEmpty else {
    let message = message ?? ""
    IssueRouter.report(
      message: "Expected issue to be reported" + (message.isEmpty ? "" : ": \(message)"),
      location: location
    )
    return
  }
  for issue in issues where !issueMatcher(issue) {
    IssueRouter.report(message: "Issue does not match: \(issue.description)", location: location)
  }
}

/// The reporter `expectReportsIssue` installs: it keeps every issue instead of reporting it.
private final class ReportedIssueCollector: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [ReportedIssue] = []

  var issues: [ReportedIssue] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let message = message() ?? ""
    append(
      ReportedIssue(
        description: "Issue reported" + (message.isEmpty ? "" : ": \(message)"), error: nil,
        severity: severity, fileID: fileID, filePath: filePath, line: line, column: column
      )
    )
  }

  func reportIssue(
    _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    append(
      ReportedIssue(
        description: caughtErrorText(error, message()), error: error, severity: .error,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    )
  }

  private func append(_ issue: ReportedIssue) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(issue)
  }
}
