/// Fails the current test with a message, from code that does not link XCTest.
///
/// Kept for code written against `XCTestDynamicOverlay`. The message is reported as an issue through
/// IssueReporting, so it fails the running test under XCTest or Swift Testing alike, and only warns
/// on standard error outside of tests. Inside ``XCTFailContext``'s task-local scope, the failure is
/// attributed to the context's file and line instead of the call's. New code calls `reportIssue`.
///
/// ```swift
/// import XCTestDynamicOverlay
///
/// struct AnalyticsClient {
///   var track: @Sendable (String) -> Void = { _ in XCTFail("AnalyticsClient.track is unimplemented") }
/// }
/// ```
///
/// - Parameters:
///   - message: The failure message.
///   - file: The file the failure is attributed to.
///   - line: The line the failure is attributed to.
@available(iOS, deprecated: 9999, renamed: "reportIssue")
@available(macOS, deprecated: 9999, renamed: "reportIssue")
@available(tvOS, deprecated: 9999, renamed: "reportIssue")
@available(watchOS, deprecated: 9999, renamed: "reportIssue")
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  let context = XCTFailContext.current
  let file = context?.file ?? file
  let line = context?.line ?? line
  // Only the path is known here; it stands in for the file ID in a runtime warning.
  reportIssue(message, fileID: file, filePath: file, line: line, column: 0)
}
