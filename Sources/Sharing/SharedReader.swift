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
  /// The reference, shared by every copy of this value (see ``projectedValue``).
  private let box: ReferenceBox<any ReaderReference<Value>>

  var reference: any ReaderReference<Value> {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  init(reference: any ReaderReference<Value>) {
    self.box = ReferenceBox(reference)
  }

  /// A constant value.
  public init(value: sending Value) {
    self.init(reference: RootReference(value: value))
  }

  /// A read-only view of `base`.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Reads the value `key` stores, or `wrappedValue` when it stores none.
  ///
  /// When another holder already shares the value of an equal key, this one reads it too, and
  /// `wrappedValue` is not used: the value stored first wins.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: PersistentReferences.reference(for: key, initialValue: wrappedValue))
  }

  /// Reads the value a ``SharedKey`` stores (so that keys declared on `SharedKey` are found too).
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: PersistentReferences.reference(for: key, initialValue: wrappedValue))
  }

  /// Reads the optional value `key` stores, or `nil` when it stores none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Reads the optional value a ``SharedKey`` stores, or `nil` when it stores none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Loads the value `key` stores and reads it, or throws when the key cannot load one.
  ///
  /// ```swift
  /// $fact = try await SharedReader(require: .fact(count))
  /// ```
  ///
  /// The key loads under ``LoadContext/userInitiated``; its error is thrown (not reported), and so
  /// is an error when it stores nothing. To replace the key of an existing reader, use
  /// `load(_:)`.
  public init(require key: some SharedReaderKey<Value>) async throws {
    self.init(reference: try await RequiredLoad.reference(for: key))
  }

  /// Loads the value a ``SharedKey`` stores and reads it, or throws when it cannot load one.
  @_disfavoredOverload
  public init(require key: some SharedKey<Value>) async throws {
    self.init(reference: try await RequiredLoad.reference(for: key))
  }

  /// A reader of the same value as `projectedValue`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value of a shared optional, while it is not `nil`.
  public init?(_ base: SharedReader<Value?>) {
    guard let value = base.reference.value else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, value: value))
  }

  /// The shared value.
  public var wrappedValue: Value { reference.value }

  /// The reader itself (`$isOn`).
  ///
  /// Assigning it (`$fact = SharedReader(.fact(n))`) points this reader *and every copy of it* at
  /// the assigned reference.
  public var projectedValue: SharedReader<Value> {
    get { self }
    nonmutating set { reference = newValue.reference }
  }

  /// A reader of a part of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// A reader of a value computed from this one by `body`, kept up to date with it.
  ///
  /// ```swift
  /// let isEmpty = $todos.read { $0.isEmpty }  // SharedReader<Bool>
  /// ```
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader<Member>(reference: ClosureReference(base: reference, body: body))
  }

  /// A reader of a part of the value: spell it `$value.member` instead.
  @available(*, deprecated, message: "Use dynamic member lookup instead ('$shared.member', not '$shared.read(\\.member)')")
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }

  /// Whether a load is in progress.
  public var isLoading: Bool { reference.isLoading }
  /// The error of the last load, if it failed (kept until a load succeeds).
  public var loadError: (any Error)? { reference.loadError }

  /// Reloads the value from its key.
  public func load() async throws { try await reference.load() }

  /// Replaces the key of this reader (and of its copies) with `key`, and loads the value it stores.
  ///
  /// ```swift
  /// try await $fact.load(.fact(count))
  /// ```
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    let current = wrappedValue
    reference = PersistentReferences.reference(for: key, initialValue: { current }, skipInitialLoad: true)
    try await reference.load()
  }

  /// Replaces the key of this reader with a ``SharedKey``, and loads the value it stores.
  @_disfavoredOverload
  public func load(_ key: some SharedKey<Value>) async throws {
    let current = wrappedValue
    reference = PersistentReferences.reference(for: key, initialValue: { current }, skipInitialLoad: true)
    try await reference.load()
  }
}

extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Two readers are equal when they read equal values (see `Shared`'s `==` while a change
  /// tracker asserts).
  public static func == (lhs: SharedReader, rhs: SharedReader) -> Bool {
    SharedComparison.areEqual(lhs.reference, rhs.reference)
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
  /// What is read: `SharedReader<Int>(value: 0)`, `SharedReader<Int>(.appStorage("count"))`.
  public var description: String { "SharedReader<\(Value.self)>(\(reference.innerDescription))" }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as the value it reads.
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: _CustomDiffObject {
  /// The asserted and the actual value (the same value, unless a change tracker asserts).
  public var _customDiffValues: (Any, Any) { SharedComparison.diffValues(reference) }
  /// The root of the value: every value derived from one root dumps under its number (`#1`).
  public var _objectIdentifier: ObjectIdentifier { reference.rootIdentity }
}
