/// A key path to the associated value of an enum case.
///
/// Write one with a key path expression on a ``CasePathable`` enum's ``CasePathable/Cases``, or
/// just `\.caseName` where the type is inferred. Dots compose: `\.settings.store` reaches the
/// `store` case of the `settings` case's value.
///
/// ```swift
/// @CasePathable enum SomeEnum {
///   case someCase(Int)
///   case anotherCase(String)
/// }
///
/// let path = \SomeEnum.Cases.someCase  // CaseKeyPath<SomeEnum, Int>
/// let e = path(12)                     // SomeEnum.someCase(12): embedding
/// e[case: path]                        // Optional(12): extracting
/// e[case: \.anotherCase]               // nil
/// e.is(\.someCase)                     // true
/// ```
///
/// `\SomeEnum.Cases.self` is the identity case key path: it embeds and extracts the whole enum.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose value type is erased, from a concrete root enum.
///
/// ```swift
/// let paths: [PartialCaseKeyPath<SomeEnum>] = [\.someCase, \.anotherCase]
/// paths.filter { e.is($0) }
/// ```
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension KeyPath {
  /// Returns a root in this case key path's case, holding `value`.
  ///
  /// ```swift
  /// let path = \SomeEnum.Cases.someCase
  /// let e = path(12)  // SomeEnum.someCase(12)
  /// ```
  ///
  /// - Parameter value: A value to embed.
  /// - Returns: An enum in this key path's case that holds `value`.
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    _CasePathCache.shared.casePath(self).embed(value)
  }

  /// Returns a root in this case key path's case, for a case with no associated value.
  ///
  /// ```swift
  /// let path = \Toggle.Cases.on
  /// let t = path()  // Toggle.on
  /// ```
  ///
  /// - Returns: An enum in this key path's case.
  public func callAsFunction<Enum>() -> Enum
  where Root == Case<Enum>, Value == Case<Void> {
    _CasePathCache.shared.casePath(self).embed(())
  }

  /// Whether `rhs` is in this case key path's case; lets a `switch` match case key paths.
  ///
  /// ```swift
  /// switch userAction {
  /// case \.settings.store.subscribeButtonTapped:
  ///   // Same as `case .settings(.store(.subscribeButtonTapped)):`
  /// default:
  ///   break
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A case key path.
  ///   - rhs: An enum value.
  /// - Returns: `true` when the key path extracts a value from `rhs`.
  public static func ~= <Enum: CasePathable, AssociatedValue>(lhs: KeyPath, rhs: Enum) -> Bool
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    _CasePathCache.shared.casePath(lhs).extract(from: rhs) != nil
  }
}

extension _AppendKeyPath {
  /// Returns a root in this partial case key path's case holding `value`, or `nil` when `value`
  /// does not have the case's value type.
  ///
  /// ```swift
  /// let path: PartialCaseKeyPath<SomeEnum> = \.someCase
  /// path(12) as SomeEnum?     // Optional(SomeEnum.someCase(12))
  /// path("12") as SomeEnum?   // nil
  /// ```
  ///
  /// - Parameter value: A value to embed.
  /// - Returns: An enum in this key path's case, or `nil`.
  @_disfavoredOverload
  public func callAsFunction<Enum: CasePathable>(_ value: Any) -> Enum?
  where Self == PartialCaseKeyPath<Enum> {
    _CasePathCache.shared.partialCasePath(self)?.embed(value)
  }
}
