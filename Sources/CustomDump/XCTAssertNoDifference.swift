// The XCTest-named assertions of CustomDump before `expectNoDifference`/`expectDifference`, kept for
// older tests. Deprecated on Apple platforms as Point-Free deprecates them.

/// Asserts that two values have no difference; the former name of `expectNoDifference`.
///
/// ```swift
/// XCTAssertNoDifference(user, expectedUser)
/// ```
@available(iOS, deprecated: 9999, renamed: "expectNoDifference")
@available(macOS, deprecated: 9999, renamed: "expectNoDifference")
@available(tvOS, deprecated: 9999, renamed: "expectNoDifference")
@available(watchOS, deprecated: 9999, renamed: "expectNoDifference")
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text = message()
  expectNoDifference(
    try expression1(), try expression2(), text.isEmpty ? nil : text, fileID: fileID,
    filePath: filePath, line: line, column: column
  )
}

/// Asserts how a value changes; the former name of `expectDifference`.
///
/// ```swift
/// XCTAssertDifference(counter) { counter.increment() } changes: { $0.count = 1 }
/// ```
@available(iOS, deprecated: 9999, renamed: "expectDifference")
@available(macOS, deprecated: 9999, renamed: "expectDifference")
@available(tvOS, deprecated: 9999, renamed: "expectDifference")
@available(watchOS, deprecated: 9999, renamed: "expectDifference")
public func XCTAssertDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  operation: () throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text = message()
  expectDifference(
    try expression(), text.isEmpty ? nil : text, operation: operation,
    changes: updateExpectingResult, fileID: fileID, filePath: filePath, line: line, column: column
  )
}
