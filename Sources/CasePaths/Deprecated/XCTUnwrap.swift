import IssueReporting

/// Checks that an enum value is in the case `extract` extracts, and returns its associated value;
/// reports an issue and throws when it is in another case (or when evaluating the value throws).
///
/// ```swift
/// let user = try XCTUnwrap(state.destination, case: /Destination.profile)
/// ```
///
/// Kept (deprecated, as in swift-case-paths) for older tests; new code uses a case key path:
/// `try #require(state.destination[case: \.profile])`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public func XCTUnwrap<Enum, Case>(
  _ enum: @autoclosure () throws -> Enum,
  case extract: (Enum) -> Case?,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line
) throws -> Case {
  // Only the file's path is known; it stands in for the file ID.
  let path = file
  let value: Enum
  do {
    value = try `enum`()
  } catch {
    reportIssue(error, "XCTUnwrap", fileID: path, filePath: path, line: line)
    throw error
  }
  guard let extracted = extract(value) else {
    let message = message()
    reportIssue(
      """
      XCTUnwrap: Expected to extract value of type "\(readableTypeName(Case.self))" from \
      "\(readableTypeName(Enum.self))"\(message.isEmpty ? "" : " - " + message) …

        Actual:
          \(value)
      """,
      fileID: path, filePath: path, line: line
    )
    throw UnwrapFailure()
  }
  return extracted
}

/// The error `XCTUnwrap` throws after it reported that the value was in another case.
private struct UnwrapFailure: Error, CustomStringConvertible {
  var description: String { "XCTUnwrap failed: the value is not in the expected case." }
}
