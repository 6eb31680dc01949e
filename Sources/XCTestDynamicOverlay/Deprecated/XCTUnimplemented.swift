// `XCTUnimplemented` is the name `unimplemented` had before IssueReporting: a closure that reports
// an issue each time it is called. The forms without a placeholder that must return a value require
// a result type with an `UnimplementedPlaceholder`, as the deprecated `unimplemented` forms do, so a
// missing value is a compile-time error instead of a crash.

/// An asynchronous throwing closure that reports an issue each time it is called, then throws
/// `UnimplementedFailure`: deprecated, use `unimplemented`.
///
/// ```swift
/// let client = APIClient(fetch: XCTUnimplemented("APIClient.fetch"))
/// ```
@available(*, deprecated, renamed: "unimplemented")
public func XCTUnimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = ""
) -> @Sendable (repeat each Argument) async throws -> Result {
  let fileID: StaticString = #fileID
  let filePath: StaticString = #filePath
  return { (argument: repeat each Argument) in
    let text = description()
    reportUnimplemented(
      text, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: "XCTUnimplemented", line: 0, column: 0
    )
    throw UnimplementedFailure(description: text)
  }
}

/// A closure that reports an issue each time it is called, then returns the result type's
/// `UnimplementedPlaceholder` value: deprecated, use `unimplemented(_:placeholder:)`.
///
/// ```swift
/// let settings = Settings(count: XCTUnimplemented("Settings.count"))  // () -> Int, returns 0
/// ```
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented")
public func XCTUnimplemented<each Argument, Result: UnimplementedPlaceholder>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: 0
    )
    return Result.unimplementedPlaceholder
  }
}

/// An asynchronous closure that reports an issue each time it is called, then returns the result
/// type's `UnimplementedPlaceholder` value: deprecated, use `unimplemented(_:placeholder:)`.
///
/// ```swift
/// let client = Client(load: XCTUnimplemented("Client.load"))  // () async -> [Row], returns []
/// ```
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented")
public func XCTUnimplemented<each Argument, Result: UnimplementedPlaceholder>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: 0
    )
    return Result.unimplementedPlaceholder
  }
}

/// A throwing closure that reports an issue each time it is called, then throws
/// `UnimplementedFailure`: deprecated, use `unimplemented`.
///
/// ```swift
/// let client = APIClient(fetch: XCTUnimplemented("APIClient.fetch"))  // (Int) throws -> User
/// ```
@available(*, deprecated, renamed: "unimplemented")
public func XCTUnimplemented<each Argument, Result>(
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

/// An asynchronous closure that reports an issue each time it is called, then returns
/// `placeholder`: deprecated, use `unimplemented(_:placeholder:)`.
///
/// ```swift
/// let client = Client(load: XCTUnimplemented("Client.load", placeholder: []))
/// ```
@available(*, deprecated, renamed: "unimplemented")
public func XCTUnimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: 0
    )
    return placeholder()
  }
}

/// A closure that reports an issue each time it is called, then returns `placeholder`: deprecated,
/// use `unimplemented(_:placeholder:)`.
///
/// ```swift
/// let settings = Settings(theme: XCTUnimplemented("Settings.theme", placeholder: .light))
/// ```
@available(*, deprecated, renamed: "unimplemented")
public func XCTUnimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
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
