/// Wraps a value that is not `Sendable` so it can cross a concurrency boundary, on your word that it is
/// used safely.
///
/// ```swift
/// let formatter = UncheckedSendable(NumberFormatter())
/// Task { print(formatter.value.string(from: 1) ?? "") }
/// ```
///
/// It is also a property wrapper, so a stored property can opt out of `Sendable` checking while the
/// type holding it stays `Sendable`:
///
/// ```swift
/// struct Request: Sendable {
///   @UncheckedSendable var formatter = NumberFormatter()
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
@available(iOS, deprecated: 9999)
@available(macOS, deprecated: 9999)
@available(tvOS, deprecated: 9999)
@available(watchOS, deprecated: 9999)
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps `wrappedValue`: the initializer a property wrapped with `@UncheckedSendable` uses.
  public init(wrappedValue: Value) {
    self.init(wrappedValue)
  }

  /// The wrapped value, as the property wrapper exposes it.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself, reached as `$property` from a property wrapped with `@UncheckedSendable`,
  /// to pass the value across a concurrency boundary.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
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

/// Wrappers of equal values are equal.
extension UncheckedSendable: Equatable where Value: Equatable {}

/// A wrapper hashes as its value.
extension UncheckedSendable: Hashable where Value: Hashable {}
