/// Wraps a value that is not `Sendable` so it can cross a concurrency boundary, on your word that it is
/// used safely.
///
/// ```swift
/// let formatter = UncheckedSendable(NumberFormatter())
/// Task { print(formatter.value.string(from: 1) ?? "") }
/// ```
@dynamicMemberLookup
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Dynamic member access to a property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Dynamic member access to a writable property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}
extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable {
  /// The wrapped value, under the name Point-Free's `UncheckedSendable` uses.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) {
    self.init(wrappedValue)
  }
}
