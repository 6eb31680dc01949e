// The `unimplemented` forms without a placeholder that Point-Free kept, deprecated, in
// XCTestDynamicOverlay after the placeholder became explicit (they take no column). Point-Free
// makes the value up at run time and stops the program when
// the type has none. Here the forms exist only for result types that conform to
// `UnimplementedPlaceholder`, so a type without a value to return is a compile-time error (asking for
// a `placeholder:`), never a crash: after the issue is reported, the closure always has a value.
//
// They are `@_disfavoredOverload` and constrained, so they never take a call that the ordinary forms
// serve: `Void` cannot conform (the `placeholder: = ()` form keeps `() -> Void` closures), and a
// throwing closure type matches the throwing form exactly.

/// A value that reports an issue when it is produced, returning the type's
/// ``UnimplementedPlaceholder/unimplementedPlaceholder``: deprecated, pass a `placeholder`.
///
/// ```swift
/// let count: Int = unimplemented("Settings.count")  // reports, then 0
/// ```
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<Result: UnimplementedPlaceholder>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> Result {
  reportUnimplemented(
    description(), arguments: nil, fileID: fileID, filePath: filePath, function: function,
    line: line, column: 0
  )
  return Result.unimplementedPlaceholder
}

/// A closure that reports an issue each time it is called, then returns the result type's
/// ``UnimplementedPlaceholder/unimplementedPlaceholder``: deprecated, pass a `placeholder`.
///
/// ```swift
/// let client = Client(count: unimplemented("Client.count"))  // () -> Int, returns 0
/// ```
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result: UnimplementedPlaceholder>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
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
/// type's ``UnimplementedPlaceholder/unimplementedPlaceholder``: deprecated, pass a `placeholder`.
///
/// ```swift
/// let client = Client(load: unimplemented("Client.load"))  // () async -> [Row], returns []
/// ```
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result: UnimplementedPlaceholder>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
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
