import Dependencies
import Foundation

/// A key that shares a value in memory, for as long as the process (or, in a test, the test) lives.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The key and the storage: each test has its own storage.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: ObjectIdentifier(storage)) }

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

  /// In-memory values have no outside writer to listen to.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value under the key.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.setValue(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("key")`.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// The identity of an ``InMemoryKey``.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
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
public final class InMemoryStorage: Sendable {
  private let values = LockedValue<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}

  func value(forKey key: String) -> (any Sendable)? { values.withLock { $0[key] } }
  func setValue(_ value: any Sendable, forKey key: String) { values.withLock { $0[key] = value } }

  /// The value stored under `key`; `nil` (after storing `value`) when there was none.
  func value(forKey key: String, insertingIfAbsent value: any Sendable) -> (any Sendable)? {
    values.withLock { values in
      if let existing = values[key] { return existing }
      values[key] = value
      return nil
    }
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
