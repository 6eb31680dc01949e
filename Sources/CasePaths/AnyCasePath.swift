/// A case path: a pair of functions that embed a value in a root and try to extract it back.
///
/// Case paths are to enum cases what key paths are to properties. Each property of a
/// ``CasePathable`` enum's ``CasePathable/AllCasePaths`` is an `AnyCasePath`, and a case key path
/// converts to one:
///
/// ```swift
/// let home = AnyCasePath(\UserAction.Cases.home)
/// home.embed(.onAppear)                   // UserAction.home(.onAppear)
/// home.extract(from: .home(.onAppear))    // Optional(HomeAction.onAppear)
/// home.extract(from: .settings(.onAppear))  // nil
/// ```
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?
  /// The members the path's case key path is written with; see `keyPathDescription`.
  @usableFromInline let _name: _CasePathName

  /// Creates a case path from a pair of functions.
  ///
  /// - Parameters:
  ///   - embed: A function that always succeeds in embedding a value in a root.
  ///   - extract: A function that returns the root's value when the root is in the case, and `nil`
  ///     otherwise.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.init(name: .unknown, embed: embed, extract: extract)
  }

  /// Creates a named case path.
  @usableFromInline
  init(
    name: _CasePathName,
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
    self._name = name
  }

  /// This path, named after the member of `AllCasePaths` at `keyPath` if it has no name.
  func named(orMember keyPath: AnyKeyPath) -> Self {
    guard _name.isUnknown else { return self }
    return Self(name: _name.orMember(keyPath), embed: _embed, extract: _extract)
  }

  /// The case key path of this path as it is written, `\AppAction.Cases.child.tap`, or `nil` when a
  /// member of it has no name (a path built from functions).
  var keyPathDescription: String? {
    _name.keyPathDescription(root: Root.self)
  }

  /// Creates the case path of a case key path.
  ///
  /// The conversion is cached, so converting the same key path again is cheap.
  ///
  /// ```swift
  /// let path = AnyCasePath(\UserAction.Cases.settings.store)
  /// ```
  ///
  /// - Parameter keyPath: A case key path.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = _CasePathCache.shared.casePath(keyPath)
  }

  /// Returns a root holding `value` in this path's case.
  ///
  /// - Parameter value: A value to embed.
  /// - Returns: A root that embeds `value`.
  @inlinable @inline(__always)
  public func embed(_ value: Value) -> Root {
    _embed(value)
  }

  /// Returns the value of `root` if it is in this path's case.
  ///
  /// - Parameter root: A root to extract from.
  /// - Returns: The embedded value, or `nil` when `root` is in another case.
  @inlinable @inline(__always)
  public func extract(from root: Root) -> Value? {
    _extract(root)
  }

  /// Mutates the value embedded in `root` in place, throwing when `root` is in another case.
  ///
  /// ```swift
  /// var result = Result<Int, any Error>.success(1)
  /// try AnyCasePath(\Result<Int, any Error>.Cases.success).modify(&result) { $0 += 1 }
  /// // result is .success(2)
  /// ```
  ///
  /// - Parameters:
  ///   - root: A root to modify. It is left unchanged when `body` throws or the case does not match.
  ///   - body: A closure that can mutate the embedded value.
  /// - Returns: The value `body` returns.
  /// - Throws: ``CasePathExtractionError`` when `root` is not in this path's case, or what `body`
  ///   throws.
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = extract(from: root) else {
      throw CasePathExtractionError(rootDescription: String(describing: root))
    }
    let result = try body(&value)
    root = embed(value)
    return result
  }
}

extension AnyCasePath where Root == Value {
  /// The identity case path: it embeds and extracts the whole root.
  public init() {
    self.init(name: .identity, embed: { $0 }, extract: { $0 })
  }
}

extension AnyCasePath where Value: CasePathable {
  /// Returns the case path extended by the case path of one of `Value`'s cases.
  ///
  /// Dot-syntax calls this for you: `path.store` appends `Value.allCasePaths.store`.
  ///
  /// - Parameter keyPath: A key path to a case path property of `Value.AllCasePaths`.
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> AnyCasePath<Root, AppendedValue> {
    appendingPath(Value.allCasePaths[keyPath: keyPath].named(orMember: keyPath))
  }
}

extension AnyCasePath: CustomDebugStringConvertible {
  /// A description naming the root and value types, such as `AnyCasePath<UserAction, HomeAction>`.
  public var debugDescription: String {
    "AnyCasePath<\(Root.self), \(Value.self)>"
  }
}

/// The error ``AnyCasePath/modify(_:_:)`` throws when the root is not in the path's case.
public struct CasePathExtractionError: Error, CustomStringConvertible {
  /// A description of the root that was not in the expected case.
  public let rootDescription: String

  /// A readable description of the failure.
  public var description: String {
    "Could not extract a value from '\(rootDescription)': it is in another case."
  }
}
