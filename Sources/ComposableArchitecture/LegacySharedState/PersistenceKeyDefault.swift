/// A key paired with the value its holders start from when it stores none: the name it had in TCA
/// 1.10 to 1.16. Today it is spelled `Base.Default` (`SharedReaderKey.Default`).
///
/// ```swift
/// extension PersistenceReaderKey where Self == PersistenceKeyDefault<AppStorageKey<Bool>> {
///   static var isHapticsEnabled: Self { PersistenceKeyDefault(.appStorage("haptics"), true) }
/// }
/// ```
@available(*, deprecated, message: "Use 'Base.Default' instead of 'PersistenceKeyDefault<Base>'")
public typealias PersistenceKeyDefault = _SharedKeyDefault

extension _SharedKeyDefault {
  /// Pairs `key` with the value its holders start from when it stores none (TCA 1.10's spelling).
  ///
  /// ```swift
  /// PersistenceKeyDefault(.appStorage("count"), 0)
  /// ```
  ///
  /// Today: `AppStorageKey<Int>.Default[.appStorage("count"), default: 0]`.
  ///
  /// - Parameters:
  ///   - key: The key that loads and saves the value.
  ///   - value: The value a holder declared without one starts from, when `key` stores none.
  @available(*, deprecated, message: "Use the static subscript 'Self[key, default: value]', instead")
  public init(_ key: Base, _ value: @autoclosure @escaping @Sendable () -> Base.Value) {
    self = Self[key, default: value()]
  }
}
