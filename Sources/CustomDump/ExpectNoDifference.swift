import IssueReporting

/// Checks that two values are equal, and when they are not, reports an issue that shows how they differ.
///
/// The reported message holds the ``diff(_:_:format:)`` of the two values in the
/// ``DiffFormat/proportional`` format, indented by two spaces: lines of the first value start with `−`,
/// lines of the second with `+`.
///
/// ```swift
/// expectNoDifference(model.user, User(id: 1, name: "Blob Jr."))
/// // Difference: …
/// //
/// //     User(
/// //       id: 1,
/// //   −   name: "Blob"
/// //   +   name: "Blob Jr."
/// //     )
/// //
/// // (First: −, Second: +)
/// ```
///
/// A message, when given, comes first: `"Users differ - Difference: …"`. An error thrown by either
/// expression is reported as an issue too.
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
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    reportIssue(
      differenceMessage(first, second, message(), legend: ("First", "Second")),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The message of a failed ``expectNoDifference(_:_:_:fileID:filePath:line:column:)`` or
/// `expectDifference`: the message, the diff, and a legend naming the two sides.
func differenceMessage<T>(
  _ first: T, _ second: T, _ message: String?, legend: (String, String)
) -> String {
  let format = DiffFormat.proportional
  guard let difference = diff(first, second, format: format) else {
    return """
      ("\(first)" is not equal to ("\(second)"), but no difference was detected.
      """
  }
  return """
    \(message.map { "\($0) - " } ?? "")Difference: …

    \(indented(difference, by: 2))

    (\(legend.0): \(format.first), \(legend.1): \(format.second))
    """
}
