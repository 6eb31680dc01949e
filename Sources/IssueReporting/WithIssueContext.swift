/// Runs `operation` attributing every issue it reports to the given source location, instead of the
/// location of each `reportIssue` call.
///
/// For test helpers that want failures to point at their caller:
///
/// ```swift
/// func assertLoaded(_ model: Model, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///                   line: UInt = #line, column: UInt = #column) {
///   withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) {
///     model.checkLoaded()  // its reportIssue calls point at the helper's caller
///   }
/// }
/// ```
public func withIssueContext<R>(
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt,
  operation: () throws -> R
) rethrows -> R {
  try IssueContext.$current.withValue(
    IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    operation: operation
  )
}

/// Runs asynchronous `operation` attributing every issue it reports to the given source location.
///
/// See ``withIssueContext(fileID:filePath:line:column:operation:)``.
public func withIssueContext<R>(
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueContext.$current.withValue(
    IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    operation: operation,
    isolation: isolation
  )
}

/// The location set by the innermost `withIssueContext`, if any.
enum IssueContext {
  @TaskLocal static var current: IssueLocation?
}
