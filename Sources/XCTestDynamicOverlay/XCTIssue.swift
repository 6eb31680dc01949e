/// A description of one test failure, given to the `issueMatcher` of
/// ``XCTExpectFailure(_:enabled:strict:failingBlock:issueMatcher:)`` to decide whether the failure
/// is one the test expects. It mirrors the parts of XCTest's `XCTIssue` a matcher looks at.
///
/// ```swift
/// XCTExpectFailure {
///   client.fetch()
/// } issueMatcher: { issue in
///   issue.compactDescription.contains("Unimplemented")
/// }
/// ```
@available(iOS, deprecated: 9999)
@available(macOS, deprecated: 9999)
@available(tvOS, deprecated: 9999)
@available(watchOS, deprecated: 9999)
@_documentation(visibility: public)
public struct _XCTIssue: Equatable, Hashable, Sendable {
  /// The kinds of failure, with the raw values XCTest gives them.
  public enum IssueType: Int, Sendable {
    /// A failed assertion or an explicit failure, such as `XCTFail` or `reportIssue`.
    case assertionFailure = 0
    /// A measured value that got worse than its baseline.
    case performanceRegression = 1
    /// A failure of the test system itself.
    case system = 2
    /// An error thrown by the test, or reported with `reportIssue(_ error:)`.
    case thrownError = 3
    /// An exception nothing caught.
    case uncaughtException = 4
    /// An expected failure that did not occur.
    case unmatchedExpectedFailure = 5
  }

  /// What kind of failure this is.
  public var type: IssueType
  /// The failure's message, on one line.
  public var compactDescription: String
  /// A longer account of the failure, when there is one.
  public var detailedDescription: String?

  /// Describes a failure.
  package init(type: IssueType, compactDescription: String, detailedDescription: String? = nil) {
    self.type = type
    self.compactDescription = compactDescription
    self.detailedDescription = detailedDescription
  }
}
