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
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueRouter.report(
    message: message() ?? "",
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Reports an error as an issue, with an optional message in front of its description.
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
  let prefix = message().map { "\($0): " } ?? ""
  IssueRouter.report(
    message: "\(prefix)Caught error: \(error)",
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Reports an issue at a location captured earlier, such as the call site of a test helper.
package func reportIssue(_ message: String, at location: IssueLocation) {
  IssueRouter.report(message: message, location: location)
}
