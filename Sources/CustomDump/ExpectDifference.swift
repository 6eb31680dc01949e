import IssueReporting

/// Checks how a value changes: the value before `operation`, edited by `changes`, must equal the value
/// after it. When it does not, reports an issue with the diff of the expected and actual values.
///
/// ```swift
/// var counter = Counter()
/// expectDifference(counter) {
///   counter.increment()
/// } changes: {
///   $0.count = 1
///   $0.isOdd = true
/// }
/// ```
///
/// Without an operation, it checks a value that has already changed, describing only the fields of
/// interest. The failure message ends with `(Expected: −, Actual: +)`.
///
/// - Parameters:
///   - expression: The value, evaluated before and after `operation`.
///   - message: A description of the check, shown in the report.
///   - operation: The work that changes the value.
///   - updateExpectingResult: Edits the value from before into the value expected after.
///   - fileID: The file ID of the call, used to attribute the issue.
///   - filePath: The file path of the call, used to attribute the issue.
///   - line: The line of the call, used to attribute the issue.
///   - column: The column of the call, used to attribute the issue.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try operation()
    let actual = try expression()
    guard expected != actual else { return }
    reportIssue(
      differenceMessage(expected, actual, message(), legend: ("Expected", "Actual")),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Checks how a value changes across asynchronous work; see
/// ``expectDifference(_:_:operation:changes:fileID:filePath:line:column:)``.
///
/// ```swift
/// await expectDifference(model.count) {
///   await model.load()
/// } changes: {
///   $0 = 3
/// }
/// ```
///
/// - Parameters:
///   - expression: The value, evaluated before and after `operation`.
///   - message: A description of the check, shown in the report.
///   - operation: The work that changes the value.
///   - updateExpectingResult: Edits the value from before into the value expected after.
///   - fileID: The file ID of the call, used to attribute the issue.
///   - filePath: The file path of the call, used to attribute the issue.
///   - line: The line of the call, used to attribute the issue.
///   - column: The column of the call, used to attribute the issue.
nonisolated(nonsending) public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () async throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try await operation()
    let actual = try expression()
    guard expected != actual else { return }
    reportIssue(
      differenceMessage(expected, actual, message(), legend: ("Expected", "Actual")),
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  } catch {
    reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
