/// Reports an issue: a test failure when called from inside a test (Swift Testing or XCTest, whichever
/// runs the current test), a runtime warning on standard error otherwise.
///
/// Use it wherever misuse of a library should be loud without crashing the program:
///
/// ```swift
/// guard let index = rows.firstIndex(where: { $0.id == id }) else {
///   reportIssue("No row with id \(id); the action was ignored.")
///   return
/// }
/// ```
///
/// A `.warning` severity notes the issue without failing the test, where the test framework can
/// (Swift Testing 6.3 and later); see ``IssueSeverity``. The issue goes to the task's
/// ``IssueReporters/current`` reporters (``withIssueReporters(_:operation:)``) and is
/// attributed to the location of an enclosing
/// ``withIssueContext(fileID:filePath:line:column:operation:)``, if any.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  severity: IssueSeverity = .error,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueRouter.report(
    message: message() ?? "", severity: severity,
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Reports an error as an issue, with an optional message after its description.
///
/// Under Swift Testing the issue is a caught error, described `Caught error: <error>: <message>`;
/// elsewhere that text is the failure message.
///
/// ```swift
/// do { try save() } catch { reportIssue(error, "Could not save the draft") }
/// ```
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueRouter.report(
    error: error,
    message: message(),
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Reports an issue at a location captured earlier, such as the call site of a test helper.
package func reportIssue(_ message: String, at location: IssueLocation) {
  IssueRouter.report(message: message, location: location)
}
