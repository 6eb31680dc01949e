/// A closure with a typed `throws(Failure)` that reports an issue each time it is called, then throws
/// the error `failure` makes.
///
/// ```swift
/// let client = APIClient(fetch: unimplemented("APIClient.fetch", throwing: APIError.unavailable))
/// ```
public func unimplemented<each Argument, Failure: Error, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws(Failure) -> Result {
  return { (argument: repeat each Argument) throws(Failure) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    throw failure()
  }
}

/// An asynchronous closure with a typed `throws(Failure)` that reports an issue each time it is
/// called, then throws the error `failure` makes.
///
/// ```swift
/// let client = APIClient(load: unimplemented("APIClient.load", throwing: APIError.unavailable))
/// ```
public func unimplemented<each Argument, Failure: Error, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws(Failure) -> Result {
  return { (argument: repeat each Argument) async throws(Failure) in
    reportUnimplemented(
      description(), arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column
    )
    throw failure()
  }
}
