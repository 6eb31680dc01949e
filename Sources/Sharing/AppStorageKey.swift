import Dependencies
import Foundation

/// A key that stores a value in `UserDefaults`.
///
/// ```swift
/// @Shared(.appStorage("isOn")) var isOn = false
/// ```
///
/// The defaults come from the ``Dependencies/DependencyValues/defaultAppStorage`` dependency: the
/// standard defaults in an app, fresh in-memory defaults in each test (which never write a file).
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: UncheckedDefaults
  private let decode: @Sendable (Any) -> Value?
  private let encode: @Sendable (Value) -> Any?

  init(
    _ key: String, store: UserDefaults?,
    decode: @escaping @Sendable (Any) -> Value?, encode: @escaping @Sendable (Value) -> Any?
  ) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedDefaults(wrappedValue: store ?? defaultStore)
    self.decode = decode
    self.encode = encode
  }

  /// The key and the defaults it writes to.
  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: ObjectIdentifier(store.wrappedValue)) }

  /// Reads the value from the defaults (the initial value when there is none).
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard let object = store.wrappedValue.object(forKey: key), let value = decode(object) else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(returning: value)
  }

  /// All holders of a key share one value; writes made to the defaults directly are not observed.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Writes the value to the defaults (`nil` removes it).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    if let object = encode(value) {
      store.wrappedValue.set(object, forKey: key)
    } else {
      store.wrappedValue.removeObject(forKey: key)
    }
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("key")`.
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// The identity of an ``AppStorageKey``.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

struct UncheckedDefaults: @unchecked Sendable {
  let wrappedValue: UserDefaults
}

extension SharedReaderKey {
  /// A key that stores a `Bool` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, decode: { $0 as? Bool }, encode: { $0 })
  }

  /// A key that stores an `Int` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, decode: { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }, encode: { $0 })
  }

  /// A key that stores a `Double` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(
      key, store: store, decode: { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) }, encode: { $0 })
  }

  /// A key that stores a `String` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, decode: { $0 as? String }, encode: { $0 })
  }

  /// A key that stores a `Data` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, decode: { $0 as? Data }, encode: { $0 })
  }

  /// A key that stores a `Date` in `UserDefaults`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, decode: { $0 as? Date }, encode: { $0 })
  }

  /// A key that stores a `URL` in `UserDefaults` (as its absolute string).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(
      key, store: store, decode: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) },
      encode: { $0.absoluteString })
  }

  /// A key that stores a string-backed `RawRepresentable` in `UserDefaults`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }

  /// A key that stores an integer-backed `RawRepresentable` in `UserDefaults`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store, decode: { ($0 as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
      encode: { $0.rawValue })
  }

  /// A key that stores an optional `Bool` in `UserDefaults` (`nil` removes it).
  ///
  /// A stored object of another type reads as nothing stored (the initial value), not as `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, decode: { ($0 as? Bool).map(Optional.some) }, encode: { $0 })
  }

  /// A key that stores an optional `Int` in `UserDefaults` (`nil` removes it).
  ///
  /// A stored object of another type reads as nothing stored (the initial value), not as `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(
      key, store: store, decode: { (($0 as? NSNumber)?.intValue ?? ($0 as? Int)).map(Optional.some) },
      encode: { $0 })
  }

  /// A key that stores an optional `String` in `UserDefaults` (`nil` removes it).
  ///
  /// A stored object of another type reads as nothing stored (the initial value), not as `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, decode: { ($0 as? String).map(Optional.some) }, encode: { $0 })
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedDefaults { UncheckedDefaults(wrappedValue: .standard) }
  static var testValue: UncheckedDefaults {
    // Values in memory only, fresh in each test: a test never writes a defaults file.
    UncheckedDefaults(wrappedValue: InMemoryUserDefaults(suiteName: nil) ?? .standard)
  }
}

extension DependencyValues {
  /// The `UserDefaults` that `.appStorage` keys use: `.standard` in an app, fresh defaults in each
  /// test.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].wrappedValue }
    set { self[DefaultAppStorageKey.self] = UncheckedDefaults(wrappedValue: newValue) }
  }
}
