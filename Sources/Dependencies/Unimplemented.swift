import IssueReporting

/// The error thrown by an unimplemented throwing endpoint, after it reported an issue.
public struct UnimplementedFailure: Error, Sendable, CustomStringConvertible {
  /// What was unimplemented, such as `APIClient.fetch`.
  public let description: String

  /// Creates the failure for `description`.
  public init(description: String) {
    self.description = description
  }
}

/// Reports that `description` is unimplemented, at the caller's location.
func reportUnimplemented(
  _ description: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let name = description.isEmpty ? "A closure" : "'\(description)'"
  reportIssue(
    "Unimplemented: \(name) was called but has no implementation. Override it in this test.",
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// A value that reports an issue when it is produced: a placeholder in a test value.
///
/// ```swift
/// static let testValue = Settings(theme: unimplemented("Settings.theme", placeholder: .light))
/// ```
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  placeholder: @autoclosure () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportUnimplemented(description(), fileID: fileID, filePath: filePath, line: line, column: column)
  return placeholder()
}

/// A closure that reports an issue each time it is called, then returns `placeholder`.
///
/// ```swift
/// static let testValue = Analytics(track: unimplemented("Analytics.track", placeholder: ()))
/// ```
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) in
    reportUnimplemented(description(), fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// A throwing closure that reports an issue each time it is called, then throws
/// ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = APIClient(fetch: unimplemented("APIClient.fetch"))
/// ```
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (_: repeat each Argument) in
    let text = description()
    reportUnimplemented(text, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: text)
  }
}

/// An asynchronous closure that reports an issue each time it is called, then returns `placeholder`.
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (_: repeat each Argument) in
    reportUnimplemented(description(), fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// An asynchronous throwing closure that reports an issue each time it is called, then throws
/// ``UnimplementedFailure``.
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (_: repeat each Argument) in
    let text = description()
    reportUnimplemented(text, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: text)
  }
}
