import Foundation

/// A shared key that reads and writes a property of `UserDefaults` by key path, a property an app
/// declares on `UserDefaults` itself:
///
/// ```swift
/// extension UserDefaults {
///   var isHapticsEnabled: Bool {
///     get { bool(forKey: "isHapticsEnabled") }
///     set { set(newValue, forKey: "isHapticsEnabled") }
///   }
/// }
///
/// @Shared(.appStorage(\.isHapticsEnabled)) var isHapticsEnabled = false
/// ```
///
/// The defaults are the `defaultAppStorage` dependency (fresh in-memory defaults in each test), as
/// with string keys. Writes made to the defaults directly are not observed (on Linux there is no
/// key-value observing).
@available(*, deprecated)
public struct AppStorageKeyPathKey<Value: Sendable>: Sendable {
  private let keyPath: _SendableReferenceWritableKeyPath<UserDefaults, Value>
  private let store: UncheckedSendable<UserDefaults>

  /// A key reading and writing the property at `keyPath` of the `defaultAppStorage` defaults.
  public init(_ keyPath: _SendableReferenceWritableKeyPath<UserDefaults, Value>) {
    @Dependency(\.defaultAppStorage) var store
    self.keyPath = keyPath
    self.store = UncheckedSendable(store)
  }
}

@available(*, deprecated)
extension AppStorageKeyPathKey: SharedKey, Hashable {
  /// Reads the property from the defaults.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(returning: store.value[keyPath: keyPath])
  }

  /// All holders of a key share one value; writes made to the defaults directly are not observed.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Writes the property to the defaults.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    store.value[keyPath: keyPath] = value
    continuation.resume()
  }

  /// Whether the two keys name the same property of the same defaults.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.store.value === rhs.store.value
  }

  /// Hashes the key path and the defaults' identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
    hasher.combine(ObjectIdentifier(store.value))
  }
}

@available(*, deprecated)
extension SharedReaderKey {
  /// A key reading and writing the property at `keyPath` of the `defaultAppStorage` defaults; see
  /// ``AppStorageKeyPathKey``.
  ///
  /// ```swift
  /// @Shared(.appStorage(\.isHapticsEnabled)) var isHapticsEnabled = false
  /// ```
  @available(*, deprecated)
  public static func appStorage<Value>(
    _ keyPath: _SendableReferenceWritableKeyPath<UserDefaults, Value>
  ) -> Self where Self == AppStorageKeyPathKey<Value> {
    AppStorageKeyPathKey(keyPath)
  }
}
