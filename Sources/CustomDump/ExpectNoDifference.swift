import IssueReporting

/// Checks that two values are equal, and when they are not, reports an issue that shows how they differ.
///
/// The reported message holds the ``diff(_:_:format:)`` of the two values: lines of the first value's
/// dump start with `-`, lines of the second's with `+`.
///
/// ```swift
/// expectNoDifference(model.user, User(id: 1, name: "Blob Jr."))
/// // expectNoDifference failed: …
/// //
/// // Difference: …
/// //
/// //   User(
/// //     id: 1,
/// // -   name: "Blob"
/// // +   name: "Blob Jr."
/// //   )
/// //
/// // (First: -, Second: +)
/// ```
///
/// An error thrown by either expression is reported as an issue too.
///
/// - Parameters:
///   - expression1: The first value, usually the actual one.
///   - expression2: The second value, usually the expected one.
///   - message: A description of the check, shown in the report.
///   - fileID: The file ID of the call, used to attribute the issue.
///   - filePath: The file path of the call, used to attribute the issue.
///   - line: The line of the call, used to attribute the issue.
///   - column: The column of the call, used to attribute the issue.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let first: T
  let second: T
  do {
    first = try expression1()
    second = try expression2()
  } catch {
    reportIssue(
      error, "expectNoDifference failed", fileID: fileID, filePath: filePath, line: line,
      column: column
    )
    return
  }
  guard first != second else { return }

  let description = message()
  let headline = "expectNoDifference failed: \(description.isEmpty ? "…" : description)"
  let body: String
  if let difference = diff(first, second, format: .default) {
    body = """
      Difference: …

      \(difference)

      (First: -, Second: +)
      """
  } else {
    body = """
      The values are not equal, but their dumps are identical:

      \(String(customDumping: first))
      """
  }
  reportIssue(
    "\(headline)\n\n\(body)", fileID: fileID, filePath: filePath, line: line, column: column
  )
}
