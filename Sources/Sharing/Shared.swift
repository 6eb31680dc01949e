import CustomDump
import Foundation
import IdentifiedCollections
import IssueReporting

/// A value shared by every holder: a mutation through one holder is visible to all of them at once.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.inMemory("count")) var count = 0
/// }
/// // In a reducer or an effect:
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// A `Shared` without a key holds its value in memory (``init(value:)``); with a ``SharedKey`` the key
/// loads it, saves every mutation, and all holders of equal keys share one value. Reading the value
/// registers with Observation, so views and stores re-render when it changes.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  var reference: any MutableReference<Value>

  init(reference: any MutableReference<Value>) {
    self.reference = reference
  }

  /// Shares `value`, held in memory by this value and every copy of it.
  public init(value: sending Value) {
    self.reference = RootReference(value: value)
  }

  /// Shares the value `key` stores, or `wrappedValue` when it stores none.
  ///
  /// ```swift
  /// @Shared(.appStorage("isOn")) var isOn = false
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.reference = PersistentReferences.reference(for: key, initialValue: wrappedValue)
  }

  /// Shares the value `key` stores, or throws when it cannot load one.
  public init(require key: some SharedKey<Value>) async throws {
    let result: Unchecked<Value?> = try await withCheckedThrowingContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation(
          key: String(describing: key),
          { continuation.resume(with: $0.map(Unchecked.init)) },
          onLeak: { continuation.resume(returning: Unchecked(nil)) }  // As if nothing were stored.
        )
      )
    }
    guard let loaded = result.value else {
      throw SharedOperationUnsupported(description: "No value is stored for \(key).")
    }
    self.reference = PersistentReferences.reference(for: key, initialValue: { loaded })
  }

  /// A shared value that holds the same value as `projectedValue`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value of a shared optional, while it is not `nil`.
  ///
  /// ```swift
  /// if let user = Shared($currentUser) { … }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let value = base.reference.value else { return nil }
    self.reference = UnwrappedReference(base: base.reference, value: value)
  }

  /// The shared value. Mutate it with ``withLock(_:)``.
  public var wrappedValue: Value {
    get { reference.value }
    @available(*, unavailable, message: "Use '$shared.withLock' to modify a shared value with exclusive access.")
    nonmutating set { reference.withLock { $0 = newValue } }
  }

  /// The shared value itself (`$count`), to mutate, derive or pass on.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Mutates the value with exclusive access: concurrent mutations never lose an update.
  ///
  /// ```swift
  /// $count.withLock { $0 += 1 }
  /// ```
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try reference.withLock(operation)
  }

  /// A shared value derived from a part of this one; mutating either mutates both.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
    Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// A read-only shared value derived from a part of this one.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// Whether a load is in progress.
  public var isLoading: Bool { reference.isLoading }
  /// The error of the last load, if it failed.
  public var loadError: (any Error)? { reference.loadError }
  /// The error of the last save, if it failed.
  public var saveError: (any Error)? { reference.saveError }

  /// Reloads the value from its key.
  public func load() async throws { try await reference.load() }

  /// Replaces the key of this shared value with `key`, and loads the value it stores.
  public mutating func load(_ key: some SharedKey<Value>) async throws {
    let current = wrappedValue
    reference = PersistentReferences.reference(for: key, initialValue: { current })
    try await reference.load()
  }

  /// Saves the value to its key now (a mutation saves by itself).
  public func save() async throws { try await reference.save() }
}

extension Shared: @unchecked Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Two shared values are equal when they hold equal values.
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the current value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The identity of the current value.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The value, described.
  public var description: String { String(describing: wrappedValue) }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as the value it holds.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared {
  /// The element with the given id, as a shared optional (derived from this collection).
  ///
  /// ```swift
  /// if let todo = Shared($todos[id: id]) { todo.withLock { $0.isDone = true } }
  /// ```
  public subscript<Element: Identifiable>(id id: Element.ID) -> Shared<Element?>
  where Value == IdentifiedArray<Element.ID, Element> {
    self[dynamicMember: \IdentifiedArray<Element.ID, Element>.[id: id]]
  }
}
