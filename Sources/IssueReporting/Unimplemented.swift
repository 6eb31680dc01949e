// The overload set ranks as Point-Free's: the closure forms are ordinary overloads, so the one whose
// effects match the expected closure type exactly wins (a `() throws -> T` closure is never served by
// the non-throwing form through a conversion); only the value form is `@_disfavoredOverload`, so it is
// chosen only when no closure form fits. The deprecated forms without a placeholder
// (`Deprecated/UnimplementedWithoutPlaceholder.swift`) are disfavored and constrained besides.

/// A closure that reports an issue each time it is called, then returns `placeholder`.
///
/// ```swift
/// let client = AnalyticsClient(track: unimplemented("AnalyticsClient.track"))
/// ```
///
/// The issue reads `Unimplemented: AnalyticsClient.track …`, followed by where the closure was defined
/// and the arguments it was invoked with.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    return placeholder()
  }
}

/// A throwing closure that reports an issue each time it is called, then throws
/// ``UnimplementedFailure``.
///
/// ```swift
/// let client = APIClient(fetch: unimplemented("APIClient.fetch"))
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (argument: repeat each Argument) in
    let text = description()
    reportUnimplemented(
      text, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    throw UnimplementedFailure(description: text)
  }
}

/// An asynchronous closure that reports an issue each time it is called, then returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    return placeholder()
  }
}

/// An asynchronous throwing closure that reports an issue each time it is called, then throws
/// ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (argument: repeat each Argument) in
    let text = description()
    reportUnimplemented(
      text, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    throw UnimplementedFailure(description: text)
  }
}

/// A value that reports an issue when it is produced: a placeholder in a test value.
///
/// ```swift
/// let settings = Settings(theme: unimplemented("Settings.theme", placeholder: .light))
/// ```
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportUnimplemented(
    description(), arguments: nil, fileID: fileID, filePath: filePath, function: function,
    line: line, column: column
  )
  return placeholder()
}

/// Reports an unimplemented call:
///
/// ```text
/// Unimplemented: Client.fetch …
///
///   Defined in 'testValue' at:
///     App/Client.swift:12
///
///   Invoked with:
///     (42, "id")
/// ```
package func reportUnimplemented(
  _ description: String,
  arguments: Any?,
  fileID: StaticString,
  filePath: StaticString,
  function: StaticString,
  line: UInt,
  column: UInt
) {
  var text = "Unimplemented\(description.isEmpty ? "" : ": \(description)") …"
  text += "\n\n  Defined in '\(function)' at:\n    \(fileID):\(line)"
  if let arguments {
    var argumentsText = ""
    debugPrint(arguments, terminator: "", to: &argumentsText)
    text += "\n\n  Invoked with:\n    \(argumentsText)"
  }
  reportIssue(text, fileID: fileID, filePath: filePath, line: line, column: column)
}
