/// A key for a value a ``UITransaction`` carries.
///
/// Like SwiftUI's `TransactionKey`, for code that is not SwiftUI. Declare a key with a default, then a
/// property on ``UITransaction`` that reads and writes it through the key subscript:
///
/// ```swift
/// private enum IsAnimatedKey: UITransactionKey {
///   static let defaultValue = false
/// }
///
/// extension UITransaction {
///   var isAnimated: Bool {
///     get { self[IsAnimatedKey.self] }
///     set { self[IsAnimatedKey.self] = newValue }
///   }
/// }
/// ```
public protocol UITransactionKey {
  /// The type of the value stored under this key.
  associatedtype Value: Sendable

  /// The value a transaction reports for this key when none was set.
  static var defaultValue: Value { get }
}

/// A transaction key whose value wraps the work an observation does when it reacts to a change made
/// under a transaction carrying that value (an animation key runs the update inside an animation, for
/// instance).
///
/// When ``observe(_:isolation:)-5mpn0`` re-runs its closure for a change made under a
/// transaction, every key of the transaction that conforms to this protocol gets to wrap the re-run,
/// in the order the keys were first set.
public protocol _UICustomTransactionKey: UITransactionKey, Sendable {
  /// Runs `operation`, wrapped in whatever `value` calls for.
  ///
  /// - Parameters:
  ///   - value: The value the transaction holds for this key.
  ///   - operation: The observation's update. Call it exactly once.
  static func perform(value: Value, operation: @Sendable () -> Void)
}
