// The case path API of CasePaths before case key paths, still met in older TCA code and tests.
// Deprecated on Apple platforms as Point-Free deprecates it; Linux has no platform to deprecate it on.

/// A case path built from functions, as written before `@CasePathable` and case key paths.
///
/// ```swift
/// let path = CasePath<Action, Int>(
///   embed: Action.count,
///   extract: { if case let .count(value) = $0 { value } else { nil } }
/// )
/// let other = /Action.count
/// ```
@available(iOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(macOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(tvOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(watchOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
public typealias CasePath<Root, Value> = AnyCasePath<Root, Value>

prefix operator /

precedencegroup CasePathCompositionPrecedence {
  associativity: left
  higherThan: RangeFormationPrecedence
}

infix operator ..: CasePathCompositionPrecedence

extension AnyCasePath {
  /// Returns the case path that goes through this case path and then `path`.
  ///
  /// ```swift
  /// let path = (/AppAction.child).appending(path: /ChildAction.tap)
  /// ```
  ///
  /// - Parameter path: A case path from this path's value.
  /// - Returns: A case path from this path's root to `path`'s value.
  public func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    appendingPath(path)
  }
}

/// A case path from the function that builds a case: `/Action.child`.
///
/// The path extracts by reflection: a root is in the case when its payload, embedded again with
/// `embed`, lands in the same case.
///
/// ```swift
/// let path = /Action.child
/// path.extract(from: .child(.tap))  // Optional(ChildAction.tap)
/// ```
@available(iOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(macOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(tvOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(watchOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  AnyCasePath(embed: embed, extract: { root in reflectedExtract(root, embed: embed) })
}

/// A case path to a case without a payload: `/Action.tap`.
///
/// `Root` must be `Equatable` here (Point-Free's has no such requirement): unconstrained, this overload
/// would also take case constructors such as `Action.child`, and the compiler prefers it to
/// ``/(embed:)`` when nothing else tells them apart.
///
/// ```swift
/// let path = /Action.tap
/// path.extract(from: .tap)  // Optional(())
/// ```
@available(iOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(macOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(tvOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(watchOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
public prefix func / <Root: Equatable>(
  case: Root
) -> AnyCasePath<Root, Void> {
  let value = CaseValue(`case`)
  return AnyCasePath(embed: value.embed, extract: value.extract)
}

/// The identity case path of a type: `/Action.self`.
@available(iOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(macOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(tvOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(watchOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
public prefix func / <Root>(
  type: Root.Type
) -> AnyCasePath<Root, Root> {
  AnyCasePath()
}

/// Returns the case path itself, so `/path` reads like the other `/` forms.
@available(iOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(macOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(tvOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(watchOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
public prefix func / <Root, Value>(
  path: AnyCasePath<Root, Value>
) -> AnyCasePath<Root, Value> {
  path
}

/// Composes two case paths: `/AppAction.child .. /ChildAction.tap`.
@available(iOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(macOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(tvOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(watchOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
public func .. <Root, Value, AppendedValue>(
  lhs: AnyCasePath<Root, Value>,
  rhs: AnyCasePath<Value, AppendedValue>
) -> AnyCasePath<Root, AppendedValue> {
  lhs.appending(path: rhs)
}

/// Composes a case path with the function that builds a case of its value:
/// `/AppAction.child .. ChildAction.set`.
@available(iOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(macOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(tvOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
@available(watchOS, deprecated: 9999, message: "Use '@CasePathable' and case key paths (e.g. '\\.case').")
public func .. <Root, Value, AppendedValue>(
  lhs: AnyCasePath<Root, Value>,
  rhs: @escaping @Sendable (AppendedValue) -> Value
) -> AnyCasePath<Root, AppendedValue> {
  lhs.appending(path: /rhs)
}

/// The value of `root`'s case if embedding it again with `embed` gives the same case.
private func reflectedExtract<Root, Value>(_ root: Root, embed: (Value) -> Root) -> Value? {
  guard let name = enumCaseName(of: root),
    let payload = Mirror(reflecting: root).children.first?.value
  else { return nil }
  let value: Value
  if let direct = payload as? Value {
    value = direct
  } else if let only = Mirror(reflecting: payload).children.first?.value as? Value,
    Mirror(reflecting: payload).children.count == 1
  {
    // A single labelled associated value reflects as a one-element tuple.
    value = only
  } else {
    return nil
  }
  return enumCaseName(of: embed(value)) == name ? value : nil
}

/// The name of an enum value's case, as the runtime records it; `nil` for a value that is not an enum.
private func enumCaseName<T>(of value: T) -> String? {
  guard Mirror(reflecting: value).displayStyle == .enum
    || Mirror(reflecting: value).displayStyle == .optional
  else { return nil }
  return runtimeEnumCaseName(value).map { String(cString: $0) }
}

@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// A payload-less case, shared by the functions of its case path; the caller promises the value is
/// safe to share.
private final class CaseValue<Root: Equatable>: @unchecked Sendable {
  let value: Root
  init(_ value: Root) {
    self.value = value
  }

  @Sendable func embed(_: Void) -> Root { value }

  @Sendable func extract(from root: Root) -> Void? { root == value ? () : nil }
}
