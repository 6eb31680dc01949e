import Dependencies
import Foundation

/// A key that stores a value in `UserDefaults`.
///
/// ```swift
/// @Shared(.appStorage("isOn")) var isOn = false
/// ```
///
/// The defaults come from the ``Dependencies/DependencyValues/defaultAppStorage`` dependency: the
/// program's defaults in an app, fresh in-memory defaults in each test (which never write a file).
///
/// On Apple platforms the program's defaults are `UserDefaults.standard`. Elsewhere (Linux) they are
/// kept in `$XDG_CONFIG_HOME/<suite>.plist` (`~/.config/<suite>.plist` when it is unset), the suite
/// being the program's bundle identifier or else its executable's name: each write is on disk when
/// it returns (written to a new file and renamed over the old one, under a lock that two processes
/// share), and a write that fails sets `saveError` (an ``AppStorageFileError``) until one succeeds.
/// With your own `store:` on Linux, each write is followed by `synchronize()`, which is when
/// Foundation's `UserDefaults` writes its file; a `synchronize()` that fails sets `saveError`.
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
    let stored: Any?
    do {
      stored = try store.object(forKey: key)
    } catch {
      continuation.resume(throwing: error)
      return
    }
    guard let object = stored, let value = decode(object) else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(returning: value)
  }

  /// All holders of a key share one value; writes made to the defaults directly are not observed.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Writes the value to the defaults (`nil` removes it); a write that does not reach the defaults'
  /// file fails the save (`saveError`).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    do {
      try store.set(encode(value), forKey: key)
      continuation.resume()
    } catch {
      continuation.resume(throwing: error)
    }
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

  /// The object stored for `key`; throws when the defaults' file cannot be read (only defaults that
  /// keep a file of their own can tell).
  func object(forKey key: String) throws -> Any? {
    #if canImport(Glibc) || canImport(Musl)
      if let file = wrappedValue as? FileUserDefaults { return try file.storedObject(forKey: key) }
    #endif
    return wrappedValue.object(forKey: key)
  }

  /// Stores `object` for `key` (`nil` removes it); throws when the write does not reach the
  /// defaults' file.
  ///
  /// Defaults of our own (`FileUserDefaults`) write their file before they return and throw its
  /// error. Outside Apple platforms, Foundation's `UserDefaults` keeps a write in memory until
  /// `synchronize()` (swift-corelibs-foundation: the suite's file in `$XDG_CONFIG_HOME`, re-read
  /// and rewritten in place with the changed keys, with no lock between processes), so it is
  /// synchronized after each write, and its `false` (the file could not be written) is an error.
  func set(_ object: Any?, forKey key: String) throws {
    #if canImport(Glibc) || canImport(Musl)
      if let file = wrappedValue as? FileUserDefaults {
        try file.write(object, forKey: key)
        return
      }
    #endif
    if let object {
      wrappedValue.set(object, forKey: key)
    } else {
      wrappedValue.removeObject(forKey: key)
    }
    #if !canImport(Darwin)
      guard wrappedValue.synchronize() else {
        throw AppStorageFileError(
          url: nil,
          description: """
            UserDefaults.synchronize() failed after writing \(String(reflecting: key)): Foundation \
            could not write the file of these defaults.
            """
        )
      }
    #endif
  }
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
  static var liveValue: UncheckedDefaults { programDefaults }
  /// `UserDefaults.standard` on Apple platforms; elsewhere the program's defaults in a file of their
  /// own (`FileUserDefaults.standard()`), or `.standard` when there is no configuration folder.
  private static let programDefaults: UncheckedDefaults = {
    #if canImport(Glibc) || canImport(Musl)
      if let file = FileUserDefaults.standard() { return UncheckedDefaults(wrappedValue: file) }
    #endif
    return UncheckedDefaults(wrappedValue: .standard)
  }()
  static var testValue: UncheckedDefaults {
    // Values in memory only, fresh in each test: a test never writes a defaults file.
    UncheckedDefaults(wrappedValue: InMemoryUserDefaults(suiteName: nil) ?? .standard)
  }
}

extension DependencyValues {
  /// The `UserDefaults` that `.appStorage` keys use: the program's defaults in an app, fresh
  /// in-memory defaults in each test.
  ///
  /// The program's defaults are `.standard` on Apple platforms. Elsewhere they are defaults of this
  /// library's own, kept in `$XDG_CONFIG_HOME/<suite>.plist` (`~/.config/…` when it is unset), the
  /// suite being the bundle identifier or else the executable's name (the file `.standard` reads),
  /// where each write is on disk when it returns and two processes do not lose each other's writes.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].wrappedValue }
    set { self[DefaultAppStorageKey.self] = UncheckedDefaults(wrappedValue: newValue) }
  }
}
