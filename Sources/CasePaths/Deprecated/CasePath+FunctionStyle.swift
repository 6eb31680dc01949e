// CasePaths' function style, from before case key paths: `/Enum.case` where a function from the
// root to an optional value is expected, and `..` on such functions. Deprecated as Point-Free
// deprecates it, with Point-Free's messages.
//
// These overloads are disfavored: where a case path (`AnyCasePath`) fits, `/Enum.case` is one; only
// where a function is expected (`compactMap`, `filter`, a closure parameter) does it become the
// case's extraction function.

/// The extraction function of an enum case constructor: `/Enum.case` used where a `(Root) -> Value?`
/// function is expected.
///
/// ```swift
/// let users = events.compactMap(/Authentication.authenticated)  // the payloads of that case
/// ```
///
/// The returned function gives the payload of a root in the case, and `nil` for a root in another
/// case (the case path `/Enum.case` extracts the same way).
///
/// - Parameter embed: An enum case constructor.
/// - Returns: A function returning a root's payload, or `nil` when the root is in another case.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> (Root) -> Value? {
  let path: AnyCasePath<Root, Value> = _functionCasePath(embed)
  return path.extract(from:)
}

/// The extraction function of an enum case constructor, promoted to an optional root: the payload
/// of a non-`nil` root in the case.
///
/// ```swift
/// let selected: (Selection?) -> Int? = /Selection.row
/// selected(.row(3))  // Optional(3)
/// selected(nil)      // nil
/// ```
///
/// - Parameter embed: An enum case constructor.
/// - Returns: A function returning a root's payload, or `nil` when the root is `nil` or in another
///   case.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root?
) -> (Root?) -> Value? {
  let path: AnyCasePath<Root?, Value> = _functionCasePath(embed)
  return path.extract(from:)
}

/// The test of a case without payload, as a function: `/Enum.case` used where a `(Root) -> Void?`
/// function is expected; it returns `()` for a root in the case.
///
/// ```swift
/// let resets = actions.compactMap(/Action.reset).count
/// ```
///
/// The comparison is by case, not by `==`: the enum need not be `Equatable`.
///
/// - Parameter root: A value in the case.
/// - Returns: A function returning `()` for a root in the same case, and `nil` otherwise.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root) -> Void? {
  _voidCasePath(root).extract(from:)
}

/// The test of a case without payload, as a function over an optional root: `nil` is in no case.
///
/// ```swift
/// let isReset: (Action?) -> Void? = /Action.reset
/// ```
///
/// - Parameter root: A value in the case.
/// - Returns: A function returning `()` for a non-`nil` root in the same case, and `nil` otherwise.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root?) -> Void? {
  let test = _voidCasePath(root)
  return { $0.flatMap(test.extract(from:)) }
}

/// Chains an extraction function with a case constructor of its value:
/// `/AppAction.child .. ChildAction.set` where a function is expected.
///
/// ```swift
/// let values = actions.compactMap(/AppAction.child .. ChildAction.set)
/// ```
///
/// - Parameters:
///   - lhs: A function extracting a value from a root.
///   - rhs: An enum case constructor of that value's type.
/// - Returns: A function extracting `rhs`'s payload from a root whose value is in `rhs`'s case.
@available(*, deprecated, message: "Chain 'CasePathable' case properties, instead")
public func .. <Root, Value, AppendedValue>(
  lhs: @escaping (Root) -> Value?,
  rhs: @escaping (AppendedValue) -> Value
) -> (Root) -> AppendedValue? {
  let appended: AnyCasePath<Value, AppendedValue> = _functionCasePath(rhs)
  return { root in lhs(root).flatMap(appended.extract(from:)) }
}

/// The case path of a case constructor, as `/embed` builds it; unconstrained and not deprecated,
/// so the deprecated forms above can share it without warnings.
func _functionCasePath<Root, Value>(_ embed: @escaping (Value) -> Root) -> AnyCasePath<Root, Value> {
  let embed = _UncheckedSendableFunction(embed)
  return AnyCasePath(
    embed: embed.call, extract: _ReflectedCase<Root, Value>.extract(embed: embed.function))
}
