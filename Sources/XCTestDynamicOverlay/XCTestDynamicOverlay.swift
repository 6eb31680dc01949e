@_exported import IssueReporting

/// Fails the current test with a message, from code that does not link XCTest.
///
/// Kept for code written against the `XCTestDynamicOverlay` module, which this module stands in for;
/// it reports the message as an issue, so it works under XCTest and Swift Testing alike and only
/// warns outside of tests. New code calls `reportIssue` instead.
///
/// ```swift
/// import XCTestDynamicOverlay
///
/// XCTFail("Unexpected call to fetch")
/// ```
///
/// - Parameters:
///   - message: The failure message.
///   - file: The file of the failure.
///   - line: The line of the failure.
public func XCTFail(
  _ message: String = "",
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs `body`, expecting it to report an issue; the issues it reports do not fail the test.
///
/// Kept for code written against `XCTestDynamicOverlay`; forwards to `withExpectedIssue`.
///
/// ```swift
/// XCTExpectFailure {
///   client.fetch()
/// }
/// ```
///
/// - Parameters:
///   - failureReason: Why the failure is expected.
///   - strict: Whether the absence of an issue is itself a failure.
///   - body: The code expected to report an issue.
public func XCTExpectFailure(
  _ failureReason: String? = nil,
  strict: Bool = true,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  failingBlock body: () throws -> Void
) {
  withExpectedIssue(
    failureReason, isIntermittent: !strict, fileID: fileID, filePath: filePath, line: line,
    column: column, body
  )
}
