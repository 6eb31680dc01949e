import Foundation

// The `unimplemented` forms without a placeholder that XCTestDynamicOverlay kept, deprecated, after
// the placeholder became explicit: the value returned is made up for the type (`0`, `""`, `[]`,
// `nil`, `false`, the first case…), after the issue is reported.

/// A value that reports an issue when it is produced, made up for its type: deprecated, pass a
/// `placeholder`.
///
/// ```swift
/// let count: Int = unimplemented("Settings.count")  // reports, then 0
/// ```
///
/// The value is `()`, `nil`, `false`, zero, an empty string or collection, the first case of a
/// `CaseIterable` enum, or the value of a `RawRepresentable` made from such a raw value. For any
/// other type there is no value to return: after the issue, the program stops, asking for an
/// explicit `placeholder`, as it does with XCTestDynamicOverlay.
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  let description = description()
  reportUnimplemented(
    description, arguments: nil, fileID: fileID, filePath: filePath, function: function, line: line,
    column: column
  )
  return madeUpPlaceholder(description, filePath: filePath, line: line)
}

/// A closure that reports an issue each time it is called, then returns a value made up for its
/// result type: deprecated, pass a `placeholder`.
///
/// ```swift
/// let client = Analytics(track: unimplemented("Analytics.track"))  // (Event) -> Void
/// ```
///
/// See ``unimplemented(_:file:fileID:function:line:column:)`` for the values made up.
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportUnimplemented(
      description, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: 0
    )
    return madeUpPlaceholder(description, filePath: filePath, line: line)
  }
}

/// An asynchronous closure that reports an issue each time it is called, then returns a value made
/// up for its result type: deprecated, pass a `placeholder`.
@_disfavoredOverload
@available(*, deprecated, renamed: "unimplemented(_:placeholder:)")
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  file filePath: StaticString = #filePath,
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportUnimplemented(
      description, arguments: (repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: 0
    )
    return madeUpPlaceholder(description, filePath: filePath, line: line)
  }
}

/// The value made up for `Result`; stops the program (the issue already reported) for a type that
/// has none.
private func madeUpPlaceholder<Result>(
  _ description: String, filePath: StaticString, line: UInt
) -> Result {
  if let value = PlaceholderValue.make(Result.self) {
    return value
  }
  // No value of an arbitrary type can be made: this is XCTestDynamicOverlay's behaviour, and why
  // the form is deprecated.
  fatalError(
    """
    unimplemented(\(description.isEmpty ? "" : description.debugDescription))

    To suppress this crash, provide an explicit "placeholder".
    """,
    file: filePath,
    line: line
  )
}

/// Values made up for the types that have an obvious empty one.
enum PlaceholderValue {
  /// A value of `Value`, or `nil` when the type has no obvious one.
  static func make<Value>(_: Value.Type) -> Value? {
    if let value = simple(Value.self) { return value }
    if let type = Value.self as? any RawRepresentable.Type, let value = rawRepresentable(type) {
      return value as? Value
    }
    if let type = Value.self as? any CaseIterable.Type, let value = firstCase(type) {
      return value as? Value
    }
    if let type = Value.self as? any OptionalPlaceholder.Type {
      return type.none as? Value
    }
    return nil
  }

  private static func simple<Value>(_: Value.Type) -> Value? {
    let value: Any?
    switch Value.self {
    case is Void.Type: value = ()
    case is Bool.Type: value = false
    case is String.Type: value = ""
    case is Substring.Type: value = Substring()
    case is Character.Type: value = Character(" ")
    case is Data.Type: value = Data()
    case is Date.Type: value = Date()
    case is UUID.Type: value = UUID()
    case is URL.Type: value = URL(fileURLWithPath: "/")
    case is Decimal.Type: value = Decimal()
    case let type as any RangeReplaceableCollection.Type: value = emptyCollection(type)
    case let type as any AdditiveArithmetic.Type: value = zero(type)
    case let type as any ExpressibleByArrayLiteral.Type: value = emptyArrayLiteral(type)
    case let type as any ExpressibleByDictionaryLiteral.Type: value = emptyDictionaryLiteral(type)
    case let type as any ExpressibleByBooleanLiteral.Type: value = falseLiteral(type)
    case let type as any ExpressibleByIntegerLiteral.Type: value = zeroLiteral(type)
    case let type as any ExpressibleByFloatLiteral.Type: value = zeroFloatLiteral(type)
    case let type as any ExpressibleByStringLiteral.Type: value = emptyStringLiteral(type)
    default: value = nil
    }
    return value as? Value
  }

  private static func emptyCollection<C: RangeReplaceableCollection>(_: C.Type) -> Any { C() }
  private static func zero<N: AdditiveArithmetic>(_: N.Type) -> Any { N.zero }
  private static func emptyArrayLiteral<A: ExpressibleByArrayLiteral>(_: A.Type) -> Any { [] as A }
  private static func emptyDictionaryLiteral<D: ExpressibleByDictionaryLiteral>(_: D.Type) -> Any {
    [:] as D
  }
  private static func falseLiteral<B: ExpressibleByBooleanLiteral>(_: B.Type) -> Any { false as B }
  private static func zeroLiteral<I: ExpressibleByIntegerLiteral>(_: I.Type) -> Any { 0 as I }
  private static func zeroFloatLiteral<F: ExpressibleByFloatLiteral>(_: F.Type) -> Any { 0.0 as F }
  private static func emptyStringLiteral<S: ExpressibleByStringLiteral>(_: S.Type) -> Any { "" as S }

  private static func rawRepresentable<R: RawRepresentable>(_: R.Type) -> R? {
    make(R.RawValue.self).flatMap(R.init(rawValue:))
  }

  private static func firstCase<C: CaseIterable>(_: C.Type) -> C? {
    C.allCases.first
  }
}

/// What lets `nil` be made for an optional of any wrapped type.
private protocol OptionalPlaceholder {
  static var none: Self { get }
}

extension Optional: OptionalPlaceholder {}
