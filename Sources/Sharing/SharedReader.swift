import CustomDump
import Foundation

/// A read-only view of a shared value.
///
/// ```swift
/// @SharedReader(.appStorage("isOn")) var isOn = false
/// ```
///
/// It sees every change the holders of the value make, but cannot make any itself.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  let reference: any ReaderReference<Value>

  init(reference: any ReaderReference<Value>) {
    self.reference = reference
  }

  /// A constant value.
  public init(value: sending Value) {
    self.reference = RootReference(value: value)
  }

  /// A read-only view of `base`.
  public init(_ base: Shared<Value>) {
    self.reference = base.reference
  }

  /// Reads the value `key` stores, or `wrappedValue` when it stores none.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.reference = PersistentReferences.reference(for: key, initialValue: wrappedValue, save: nil)
  }

  /// A reader of the same value as `projectedValue`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value of a shared optional, while it is not `nil`.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.reference.value else { return nil }
    self.reference = UnwrappedReference(base: base.reference, value: value)
  }

  /// The shared value.
  public var wrappedValue: Value { reference.value }

  /// The reader itself (`$isOn`).
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A reader of a part of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// Whether a load is in progress.
  public var isLoading: Bool { reference.isLoading }
  /// The error of the last load, if it failed.
  public var loadError: (any Error)? { reference.loadError }

  /// Reloads the value from its key.
  public func load() async throws { try await reference.load() }
}

extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Two readers are equal when they read equal values.
  public static func == (lhs: SharedReader, rhs: SharedReader) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: Hashable where Value: Hashable {
  /// Hashes the current value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The identity of the current value.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// The value, described.
  public var description: String { String(describing: wrappedValue) }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as the value it reads.
  public var customDumpValue: Any { wrappedValue }
}
