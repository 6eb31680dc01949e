/// Runs `body`, recording the issues it reports as *known* issues of the current test: shown, but not
/// failing it.
///
/// Under Swift Testing this is its own `withKnownIssue`. Under XCTest, which has no such notion on
/// every platform, and outside tests, each issue is written to standard error as a note instead.
/// Used for assertions a test chose to skip, such as a non-exhaustive `TestStore`'s.
package func withKnownIssues(
  _ message: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () -> Void
) {
  withKnownIssues(
    message, at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column), body
  )
}

/// Runs `body`, recording the issues it reports as known issues, at a location captured earlier.
package func withKnownIssues(_ message: String? = nil, at location: IssueLocation, _ body: () -> Void) {
  if TestRunContext.current == .swiftTesting,
    SwiftTestingBridge.withKnownIssue(message: message, location: location, body)
  {
    return
  }
  let scope = ExpectedIssueScope()
  ExpectedIssueScope.$current.withValue(scope, operation: body)
  for note in scope.absorbedMessages {
    RuntimeWarning.emit(message: "Known issue (not a failure): \(note)", location: location)
  }
}
