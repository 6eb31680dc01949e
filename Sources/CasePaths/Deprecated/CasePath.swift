// The case path API of CasePaths before case key paths, still met in older TCA code and tests.
// Deprecated as Point-Free deprecates it, with Point-Free's messages. Case paths built from case
// constructors extract through runtime reflection (see `EnumMetadata`).

/// A case path built from functions, as written before `@CasePathable` and case key paths; renamed
/// ``AnyCasePath``.
///
/// ```swift
/// let path = CasePath(Action.count)  // AnyCasePath<Action, Int>
/// ```
@available(*, deprecated, renamed: "AnyCasePath")
public typealias CasePath = AnyCasePath

extension AnyCasePath {
  /// Creates a case path from an enum case constructor; extraction reads the root's case through
  /// runtime reflection.
  ///
  /// A root is in the case when its payload, embedded again with `embed`, lands in the same case.
  /// `embed` must be a case constructor, such as `Action.child`; with another function the result
  /// is unspecified (but never a crash). A root type that is not an enum is reported, and the path
  /// extracts nothing.
  ///
  /// ```swift
  /// let child = AnyCasePath(unsafe: Action.child)
  /// child.extract(from: .child(.tap))  // Optional(ChildAction.tap)
  /// child.extract(from: .reset)        // nil
  /// ```
  ///
  /// - Parameter embed: An enum case constructor.
  @available(iOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  @available(macOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  @available(tvOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  @available(watchOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  public init(unsafe embed: @escaping @Sendable (Value) -> Root) {
    self.init(embed: embed, extract: _ReflectedCase<Root, Value>.extract(embed: embed))
  }

  /// Creates a case path from an enum case constructor; see `init(unsafe:)`.
  ///
  /// ```swift
  /// let child = CasePath(Action.child)
  /// ```
  ///
  /// - Parameter embed: An enum case constructor.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public init(_ embed: @escaping (Value) -> Root) {
    let embed = _UncheckedSendableFunction(embed)
    self.init(embed: embed.call, extract: _ReflectedCase<Root, Value>.extract(embed: embed.function))
  }
}

extension AnyCasePath where Value == Void {
  /// Creates a case path to a case without payload; a root is in the case when its case (and the
  /// cases of the optionals it wraps) are the same as `root`'s.
  ///
  /// ```swift
  /// let reset = AnyCasePath(unsafe: Action.reset)
  /// reset.extract(from: .reset)  // Optional(())
  /// ```
  ///
  /// - Parameter root: A value in the case.
  @available(iOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  @available(macOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  @available(tvOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  @available(watchOS, deprecated: 9999, message: "Use a 'CasePathable' case key path, instead")
  @_disfavoredOverload
  public init(unsafe root: @autoclosure @escaping @Sendable () -> Root) {
    self.init(embed: { _ in root() }, extract: _caseTest(root()))
  }

  /// Creates a case path to a case without payload; see `init(unsafe:)`.
  ///
  /// - Parameter root: A value in the case.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  @_disfavoredOverload
  public init(_ root: @autoclosure @escaping @Sendable () -> Root) {
    self.init(embed: { _ in root() }, extract: _caseTest(root()))
  }
}

extension AnyCasePath where Root == Value {
  /// The identity case path of a type.
  ///
  /// - Parameter type: The root type.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public init(_ type: Root.Type) {
    self.init()
  }

  /// The identity case path.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public static var `self`: Self {
    Self()
  }
}

extension AnyCasePath {
  /// Returns the case path that goes through this case path and then `path`.
  ///
  /// ```swift
  /// let path = AnyCasePath(\AppAction.Cases.child).appending(path: AnyCasePath(\ChildAction.Cases.tap))
  /// ```
  ///
  /// - Parameter path: A case path from this path's value.
  /// - Returns: A case path from this path's root to `path`'s value.
  public func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    appendingPath(path)
  }

  /// Returns a case path from an enum case constructor; see `init(unsafe:)`.
  ///
  /// - Parameter embed: An enum case constructor.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public static func `case`(_ embed: @escaping @Sendable (Value) -> Root) -> Self {
    Self(embed: embed, extract: _ReflectedCase<Root, Value>.extract(embed: embed))
  }

  /// Whether `value` is in the path's case, for `switch` statements over case paths.
  @available(*, deprecated, message: "Use 'CasePathable.is' with a case key path, instead")
  public static func ~= (pattern: AnyCasePath, value: Root) -> Bool {
    pattern.extract(from: value) != nil
  }
}

extension AnyCasePath where Value == Void {
  /// Returns a case path to a case without payload; see `init(unsafe:)`.
  ///
  /// - Parameter value: A value in the case.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public static func `case`(_ value: @autoclosure @escaping @Sendable () -> Root) -> Self {
    Self(embed: { _ in value() }, extract: _caseTest(value()))
  }
}

prefix operator /

/// A case path from an enum case constructor: `/Action.child`.
///
/// ```swift
/// let path: AnyCasePath<Action, ChildAction> = /Action.child
/// path.extract(from: .child(.tap))  // Optional(ChildAction.tap)
/// ```
///
/// As in Point-Free's CasePaths, `/Action.child` is this case path where a case path is expected (a
/// typed declaration, a parameter such as `ifLet`'s `action:`). With no type expected, Swift reads
/// the constructor as the value of a case without payload and builds an
/// `AnyCasePath<(ChildAction) -> Action, Void>`; give the declaration its type.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let embed = _UncheckedSendableFunction(embed)
  return AnyCasePath(embed: embed.call, extract: _ReflectedCase<Root, Value>.extract(embed: embed.function))
}

/// A case path from an enum case constructor, promoted to an optional root: `/Action.child` where
/// a case path from `Action?` is expected. A `nil` root is in no case.
///
/// ```swift
/// let path: AnyCasePath<Action?, ChildAction> = /Action.child
/// path.extract(from: .child(.tap))  // Optional(ChildAction.tap)
/// path.extract(from: nil)           // nil
/// ```
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root?
) -> AnyCasePath<Root?, Value> {
  _functionCasePath(embed)
}

/// A case path to a case without payload: `/Action.reset`.
///
/// ```swift
/// let path = /Action.reset
/// path.extract(from: .reset)  // Optional(())
/// ```
///
/// A root is in the case when it is in the same case as the value given, whatever its type: the
/// comparison is by case, not by `==`, so the enum need not be `Equatable`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> AnyCasePath<Root, Void> {
  _voidCasePath(root)
}

/// A case path to a case without payload, promoted to an optional root: `/Action.reset` where a
/// case path from `Action?` is expected. A `nil` root is in no case.
///
/// ```swift
/// let path: AnyCasePath<Action?, Void> = /Action.reset
/// path.extract(from: .reset)  // Optional(())
/// path.extract(from: nil)     // nil
/// ```
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root?
) -> AnyCasePath<Root?, Void> {
  _voidCasePath(root)
}

/// The identity case path of a type: `/Action.self`.
@available(*, deprecated, message: "Use the '\\.self' case key path, instead")
public prefix func / <Root>(
  type: Root.Type
) -> AnyCasePath<Root, Root> {
  AnyCasePath()
}

/// Returns the case path itself, so `/path` reads like the other `/` forms.
@available(*, deprecated, message: "Use a case key path (like '\\.self' or '\\.some'), instead")
public prefix func / <Root, Value>(
  path: AnyCasePath<Root, Value>
) -> AnyCasePath<Root, Value> {
  path
}

precedencegroup CasePathCompositionPrecedence {
  associativity: left
  higherThan: RangeFormationPrecedence
}

infix operator ..: CasePathCompositionPrecedence

/// Composes two case paths: `/AppAction.child .. /ChildAction.tap`.
@available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
public func .. <Root, Value, AppendedValue>(
  lhs: AnyCasePath<Root, Value>,
  rhs: AnyCasePath<Value, AppendedValue>
) -> AnyCasePath<Root, AppendedValue> {
  lhs.appending(path: rhs)
}

/// Composes a case path with a case constructor of its value: `/AppAction.child .. ChildAction.set`.
@available(*, deprecated, message: "Append 'CasePathable' case key paths, instead")
public func .. <Root, Value, AppendedValue>(
  lhs: AnyCasePath<Root, Value>,
  rhs: @escaping (AppendedValue) -> Value
) -> AnyCasePath<Root, AppendedValue> {
  let embed = _UncheckedSendableFunction(rhs)
  return lhs.appending(
    path: AnyCasePath(embed: embed.call, extract: _ReflectedCase<Value, AppendedValue>.extract(embed: embed.function))
  )
}

/// The value of `root`'s case if it is the case `embed` constructs, by runtime reflection.
///
/// ```swift
/// extract(case: Action.child, from: .child(.tap))  // Optional(ChildAction.tap)
/// ```
///
/// - Parameters:
///   - embed: An enum case constructor.
///   - root: An enum value.
/// - Returns: The payload of `root`, or `nil` when it is in another case.
@available(*, deprecated, message: "Use a '@CasePathable' case property, instead")
public func extract<Root, Value>(
  case embed: @escaping @Sendable (Value) -> Root,
  from root: Root
) -> Value? {
  _ReflectedCase<Root, Value>.extract(embed: embed)(root)
}

/// A function that extracts the case `embed` constructs, by runtime reflection.
///
/// ```swift
/// actions.compactMap(extract(Action.child))
/// ```
///
/// - Parameter embed: An enum case constructor.
/// - Returns: A function returning a root's payload, or `nil` when the root is in another case.
@available(*, deprecated, message: "Use a '@CasePathable' case property, instead")
public func extract<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root
) -> (Root) -> Value? {
  _ReflectedCase<Root, Value>.extract(embed: embed)
}

/// The case path of the case `root` is in, which has no payload; unconstrained, so its closures
/// capture no conformance.
func _voidCasePath<Root>(_ root: @escaping @Sendable () -> Root) -> AnyCasePath<Root, Void> {
  AnyCasePath(embed: { _ in root() }, extract: _caseTest(root()))
}

/// A test of whether a root is in the same case as `value` (through optionals it wraps); reported,
/// and always failing, when `Root` is not an enum.
func _caseTest<Root>(_ value: Root) -> @Sendable (Root) -> Void? {
  guard EnumMetadata(Root.self) != nil else {
    if _Metadata(Root.self).kind == _MetadataKind.function {
      reportUntypedCaseConstructor(Root.self)
    } else {
      reportNotAnEnum(Root.self)
    }
    return { _ in nil }
  }
  let tags = _tagPath(of: value)
  return { root in _tagPath(of: root) == tags ? () : nil }
}

/// A function that is not `Sendable` by type, promised safe to share: the case constructors the
/// deprecated API takes capture nothing mutable.
struct _UncheckedSendableFunction<Value, Root>: @unchecked Sendable {
  let function: (Value) -> Root

  init(_ function: @escaping (Value) -> Root) {
    self.function = function
  }

  @Sendable func call(_ value: Value) -> Root {
    function(value)
  }
}
