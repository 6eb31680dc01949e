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
  /// The reference, shared by every copy of this value (see ``projectedValue``).
  private let box: ReferenceBox<any MutableReference<Value>>

  var reference: any MutableReference<Value> {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  init(reference: any MutableReference<Value>) {
    self.box = ReferenceBox(reference)
  }

  /// Shares `value`, held in memory by this value and every copy of it.
  public init(value: sending Value) {
    self.init(reference: RootReference(value: value))
  }

  /// Shares the value `key` stores, or `wrappedValue` when it stores none.
  ///
  /// ```swift
  /// @Shared(.appStorage("isOn")) var isOn = false
  /// ```
  ///
  /// When another holder already shares the value of an equal key, this one shares it too, and
  /// `wrappedValue` is not used: the value stored first wins.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: PersistentReferences.reference(for: key, initialValue: wrappedValue))
  }

  /// Shares the optional value `key` stores, or `nil` when it stores none.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.currentUserURL)) var currentUser: User?
  /// ```
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Loads the value `key` stores and shares it, or throws when the key cannot load one.
  ///
  /// ```swift
  /// $syncUps = try await Shared(require: .syncUps)
  /// ```
  ///
  /// The key loads under ``LoadContext/userInitiated``; its error is thrown (not reported), and so
  /// is an error when it stores nothing. To replace the key of an existing shared value, use
  /// `load(_:)`.
  public init(require key: some SharedKey<Value>) async throws {
    self.init(reference: try await RequiredLoad.reference(for: key))
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
    self.init(reference: UnwrappedReference(base: base.reference, value: value))
  }

  /// The shared value. Mutate it with ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    get { reference.value }
    @available(*, unavailable, message: "Use '$shared.withLock' to modify a shared value with exclusive access.")
    nonmutating set { reference.withLock { $0 = newValue } }
  }

  /// The shared value itself (`$count`), to mutate, derive or pass on.
  ///
  /// Assigning it (`$count = Shared(value: 0)`) points this value *and every copy of it* at the
  /// assigned reference; values derived earlier (`$user.name`) keep the reference they came from.
  public var projectedValue: Shared<Value> {
    get { self }
    nonmutating set { reference = newValue.reference }
  }

  /// Mutates the value with exclusive access: concurrent mutations never lose an update.
  ///
  /// ```swift
  /// $count.withLock { $0 += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - operation: Mutates the value; its result is returned.
  ///   - fileID: The caller's file ID. Point-Free's `Shared` takes the call site for the issues its
  ///     mutations can report; OpenTCA's mutations report none, so the location is unused.
  ///   - filePath: The caller's file path (unused, as `fileID`).
  ///   - line: The caller's line (unused, as `fileID`).
  ///   - column: The caller's column (unused, as `fileID`).
  @discardableResult
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    try reference.withLock(operation)
  }

  /// A read-only shared value computed from this one by `body`, kept up to date with it.
  ///
  /// ```swift
  /// let doneCount = $todos.read { $0.filter(\.isDone).count }  // SharedReader<Int>
  /// ```
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// A read-only shared value of a part of this one: spell it `$value.member` instead.
  @available(*, deprecated, message: "Use dynamic member lookup instead ('$shared.member', not '$shared.read(\\.member)')")
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
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

  /// Replaces the key of this shared value (and of its copies) with `key`, and loads the value it
  /// stores.
  ///
  /// ```swift
  /// try await $results.load(.search(query))
  /// ```
  public func load(_ key: some SharedKey<Value>) async throws {
    let current = wrappedValue
    reference = PersistentReferences.reference(for: key, initialValue: { current }, skipInitialLoad: true)
    try await reference.load()
  }

  /// Saves the value to its key now (a mutation saves by itself).
  public func save() async throws { try await reference.save() }
}

extension Shared: @unchecked Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Two shared values are equal when they hold equal values.
  ///
  /// While a `SharedChangeTracker` asserts, a shared value compared with itself compares the
  /// value asserted for it with its actual value, so `$count == $count` tells whether the test
  /// asserted the change it made.
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    SharedComparison.areEqual(lhs.reference, rhs.reference)
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
  /// What is shared: `Shared<Int>(value: 0)`, `Shared<Int>(.appStorage("count"))`.
  public var description: String { reference.description }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as the value it holds.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// The asserted and the actual value (the same value, unless a change tracker asserts).
  public var _customDiffValues: (Any, Any) { SharedComparison.diffValues(reference) }
  /// The root of the shared value: every value derived from one root dumps under its number (`#1`).
  public var _objectIdentifier: ObjectIdentifier { reference.rootIdentity }
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
