/// A source location that ``XCTFail(_:file:line:)`` attributes its failures to, while it is the
/// task's current context.
///
/// A test helper sets it so that failures raised deep inside the code it drives point at the
/// helper's caller. IssueReporting's `withIssueContext(fileID:filePath:line:column:operation:)` is
/// the newer form, which also applies to `reportIssue`.
///
/// ```swift
/// func assertTracked(_ events: [String], file: StaticString = #filePath, line: UInt = #line) {
///   XCTFailContext.$current.withValue(XCTFailContext(file: file, line: line)) {
///     analytics.flush()  // an XCTFail inside points at the caller of assertTracked
///   }
/// }
/// ```
@available(iOS, deprecated: 9999, renamed: "IssueContext")
@available(macOS, deprecated: 9999, renamed: "IssueContext")
@available(tvOS, deprecated: 9999, renamed: "IssueContext")
@available(watchOS, deprecated: 9999, renamed: "IssueContext")
public struct XCTFailContext: Sendable {
  /// The context of the current task, if one is set; `$current.withValue(_:operation:)` sets it.
  @TaskLocal public static var current: XCTFailContext?

  /// The file failures are attributed to.
  public var file: StaticString
  /// The line failures are attributed to.
  public var line: UInt

  /// A context attributing failures to `file` and `line`.
  public init(file: StaticString, line: UInt) {
    self.file = file
    self.line = line
  }
}
