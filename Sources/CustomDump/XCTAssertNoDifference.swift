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
@_disfavoredOverload
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
@_disfavoredOverload
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

/// Asserts that two values have no difference, pointing a failure at `file` and `line` (the
/// spelling of Point-Free's `XCTAssertNoDifference`); the former name of `expectNoDifference`.
///
/// ```swift
/// XCTAssertNoDifference(user, expectedUser, file: file, line: line)
/// ```
@available(iOS, deprecated: 9999, renamed: "expectNoDifference")
@available(macOS, deprecated: 9999, renamed: "expectNoDifference")
@available(tvOS, deprecated: 9999, renamed: "expectNoDifference")
@available(watchOS, deprecated: 9999, renamed: "expectNoDifference")
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line
) {
  let text = message()
  // Only the path is known: it stands for the file ID too, and the column is the line's first.
  let fileID = file
  expectNoDifference(
    try expression1(), try expression2(), text.isEmpty ? nil : text, fileID: fileID,
    filePath: file, line: line, column: 1
  )
}

/// Asserts how a value changes, pointing a failure at `file` and `line` (the spelling of Point-Free's
/// `XCTAssertDifference`); the former name of `expectDifference`.
///
/// ```swift
/// XCTAssertDifference(counter, file: file, line: line) { counter.increment() } changes: { $0.count = 1 }
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
  file: StaticString = #filePath,
  line: UInt = #line
) {
  let text = message()
  let fileID = file  // Only the path is known: it stands for the file ID too.
  expectDifference(
    try expression(), text.isEmpty ? nil : text, operation: operation,
    changes: updateExpectingResult, fileID: fileID, filePath: file, line: line, column: 1
  )
}

/// Asserts how a value changes across an asynchronous operation, pointing a failure at `file` and
/// `line` (the spelling of Point-Free's `XCTAssertDifference`); the former name of `expectDifference`.
///
/// ```swift
/// await XCTAssertDifference(model.count) { await model.load() } changes: { $0 = 1 }
/// ```
@available(iOS, deprecated: 9999, renamed: "expectDifference")
@available(macOS, deprecated: 9999, renamed: "expectDifference")
@available(tvOS, deprecated: 9999, renamed: "expectDifference")
@available(watchOS, deprecated: 9999, renamed: "expectDifference")
public func XCTAssertDifference<T: Equatable & Sendable>(
  _ expression: @autoclosure @Sendable () throws -> T,
  _ message: @autoclosure @Sendable () -> String = "",
  operation: @Sendable () async throws -> Void = {},
  changes updateExpectingResult: @Sendable (inout T) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) async {
  let text = message()
  let fileID = file  // Only the path is known: it stands for the file ID too.
  await expectDifference(
    try expression(), text.isEmpty ? nil : text, operation: operation,
    changes: updateExpectingResult, fileID: fileID, filePath: file, line: line, column: 1
  )
}
