/// The root and value of case key paths: `CaseKeyPath<Root, Value>` is
/// `KeyPath<Case<Root>, Case<Value>>`.
///
/// You rarely name this type. Key path expressions such as `\UserAction.Cases.home` (or `\.home`
/// where the type is inferred) step through it by dynamic member lookup: each step reads a case path
/// from the enum's ``CasePathable/AllCasePaths`` and appends it, so `\.settings.store` composes
/// two case paths.
///
/// ```swift
/// let path: CaseKeyPath<AppAction, StoreAction> = \.settings.store
/// ```
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  let chain: any _CasePathChain<Value>

  init(chain: any _CasePathChain<Value>) {
    self.chain = chain
  }

  /// Creates a case from a pair of functions on a root type.
  ///
  /// - Parameters:
  ///   - embed: A function that always succeeds in embedding a value in a root.
  ///   - extract: A function that extracts a value from a root when the root is in the case.
  public init<Root>(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.chain = AnyCasePath(embed: embed, extract: extract)
  }

  /// Creates the identity case, the root of every case key path.
  public init() {
    self.chain = _IdentityChain<Value>()
  }

  /// Creates the case a case key path leads to.
  ///
  /// - Parameter keyPath: A case key path.
  public init<Root>(_ keyPath: CaseKeyPath<Root, Value>) {
    self.chain = _CasePathCache.shared.casePath(keyPath)
  }

  /// Appends the case path of one of `Value`'s cases; key path expressions call this for you.
  ///
  /// - Parameter keyPath: A key path to a case path property of `Value.AllCasePaths`.
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> Case<AppendedValue>
  where Value: CasePathable {
    Case<AppendedValue>(
      chain: chain.appending(Value.allCasePaths[keyPath: keyPath].named(orMember: keyPath))
    )
  }

  /// Embeds a value in this case, returning the root.
  ///
  /// Spelled with an underscore (Point-Free: `embed(_:)`) so that a case named `embed` stays
  /// reachable as `\.embed`: a member of `Case` named like a case would hide it from key paths.
  ///
  /// - Parameter value: A value to embed.
  /// - Returns: The root holding `value`.
  public func _embed(_ value: Value) -> Any {
    chain.embedAny(value)
  }

  /// Extracts this case's value from a root.
  ///
  /// Spelled with an underscore (Point-Free: `extract(from:)`) so that a case named `extract` stays
  /// reachable as `\.extract`.
  ///
  /// - Parameter root: A root value.
  /// - Returns: The value if `root` has the expected type and is in this case, otherwise `nil`.
  public func _extract(from root: Any) -> Value? {
    chain.extractAny(from: root)
  }
}
