import Dependencies
import Foundation

/// A key that shares a value in memory, for as long as the process (or, in a test, the test) lives.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  /// The name the value is stored under.
  var name: String { key }
  private let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The key and the storage: each test has its own storage.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: storage) }

  /// Loads the value stored under the key, if any.
  ///
  /// On a holder's first load, the value it was declared with is stored when nothing is (in one step,
  /// so two holders created at once agree on which value was first).
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // A missing entry must not be cast: `nil as? Int?` is `.some(nil)`, which would read as a stored
    // `nil` for an optional value.
    let stored: (any Sendable)?
    if let initial = context.initialValue {
      stored = storage.value(forKey: key, insertingIfAbsent: initial)
    } else {
      stored = storage.value(forKey: key)
    }
    if let stored, let value = stored as? Value {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  /// Listens for the storage's removal of the value (``InMemoryStorage/removeValue(for:default:)``),
  /// the only change an in-memory value gets from outside its holders.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    storage.subscribe(forKey: key) { value in
      if let value = value as? Value { subscriber.yield(value) }
    }
  }

  /// Stores the value under the key.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.setValue(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: StoredValueKey {
  func storedValue() -> StoredValue<Value>? {
    guard let stored = storage.value(forKey: key), let value = stored as? Value else { return nil }
    return StoredValue(value: value)
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("key")`.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// The identity of an ``InMemoryKey``.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: InMemoryStorage
}

extension SharedReaderKey {
  /// A key that shares a value in memory.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// The values of ``InMemoryKey``s: one per process in an app, one per test in tests.
///
/// A struct, as Point-Free's, with the identity of the storage it was created as: copies share their
/// values and are equal; two storages made by separate `init()` calls are not.
public struct InMemoryStorage: Hashable, Sendable {
  private let box = Box()

  /// An empty storage.
  public init() {}

  /// Whether `lhs` and `rhs` are the same storage (one is a copy of the other).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box
  }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(box))
  }

  /// Removes the value stored for `key`, and gives every holder of it `value` instead.
  ///
  /// ```swift
  /// @Dependency(\.defaultInMemoryStorage) var storage
  /// storage.removeValue(for: .inMemory("count"), default: 0)
  /// ```
  ///
  /// The next holder declared with a value of its own (`@Shared(.inMemory("count")) var count = 5`)
  /// stores it, as if the key had never been used, unless a holder of the old value is still alive.
  public func removeValue<Value: Sendable>(for key: InMemoryKey<Value>, default value: Value) {
    let name = key.name
    box.values.withLock { _ = $0.removeValue(forKey: name) }
    let holders = box.subscribers.withLock { $0[name].map { Array($0.values) } ?? [] }
    for holder in holders { holder(value) }
  }

  func value(forKey key: String) -> (any Sendable)? { box.values.withLock { $0[key] } }
  func setValue(_ value: any Sendable, forKey key: String) { box.values.withLock { $0[key] = value } }

  /// The value stored under `key`; `nil` (after storing `value`) when there was none.
  func value(forKey key: String, insertingIfAbsent value: any Sendable) -> (any Sendable)? {
    box.values.withLock { values in
      if let existing = values[key] { return existing }
      values[key] = value
      return nil
    }
  }

  /// Calls `onRemoval` with the value the holders of `key` get when it is removed, until the
  /// subscription is cancelled.
  func subscribe(
    forKey key: String, _ onRemoval: @escaping @Sendable (any Sendable) -> Void
  ) -> SharedSubscription {
    let id = UUID()
    box.subscribers.withLock { $0[key, default: [:]][id] = onRemoval }
    return SharedSubscription { [weak box] in
      box?.subscribers.withLock { subscribers in
        subscribers[key]?[id] = nil
        if subscribers[key]?.isEmpty == true { subscribers[key] = nil }
      }
    }
  }

  /// The values and the holders listening for removals, shared by copies of the storage.
  private final class Box: Sendable {
    let values = LockedValue<[String: any Sendable]>([:])
    let subscribers = LockedValue<[String: [UUID: @Sendable (any Sendable) -> Void]]>([:])
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// Where `.inMemory` keys keep their values (a fresh storage per test).
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
