/// Runs `body`, treating the issues it reports as known: a dynamic form of Swift Testing's
/// `withKnownIssue` for code that does not link Swift Testing.
///
/// Under Swift Testing it is Swift Testing's own `withKnownIssue`; under XCTest and outside tests the
/// issues are absorbed, and when `body` reports none (unless `isIntermittent`) the issue
/// `Known issue was not recorded: <message>` is reported. An error thrown by `body` is a known issue.
///
/// ```swift
/// _withKnownIssue("The legacy path still warns") {
///   legacy.run()
/// }
/// ```
public func _withKnownIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  withExpectedIssue(
    message, isIntermittent: isIntermittent, fileID: fileID, filePath: filePath, line: line,
    column: column, body
  )
}

/// Runs asynchronous `body`, treating the issues it reports (and those of the tasks it starts) as
/// known. See ``_withKnownIssue(_:isIntermittent:fileID:filePath:line:column:_:)``.
public func _withKnownIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () async throws -> Void
) async {
  await withExpectedIssue(
    message, isIntermittent: isIntermittent, isolation: isolation, fileID: fileID,
    filePath: filePath, line: line, column: column, body
  )
}
