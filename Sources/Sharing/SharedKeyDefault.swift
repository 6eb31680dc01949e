extension SharedReaderKey {
  /// A key paired with a default value, so holders can be declared without one.
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<[SyncUp]>.Default {
  ///   static var syncUps: Self {
  ///     Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
  ///   }
  /// }
  /// @Shared(.syncUps) var syncUps
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value: see ``SharedReaderKey/Default``.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// Pairs `key` with the value its holders start from when it stores none.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The key's default: the value a holder declared without one starts from.
  ///
  /// ```swift
  /// #expect(InMemoryKey<Bool>.Default.isOn.initialValue == false)
  /// ```
  public var initialValue: Base.Value { defaultValue() }

  /// The identity of the key it wraps: a holder with and one without the default share one value.
  public var id: Base.ID { base.id }

  /// Loads through the wrapped key. When it stores nothing, a holder declared with its own value
  /// (`@Shared(.syncUps) var syncUps = [syncUp]`) keeps that value; otherwise the default is used.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    let holderHasValue = context.initialValue != nil
    base.load(
      context: context,
      continuation: LoadContinuation(String(describing: base)) { result in
        continuation.resume(with: result.map { $0 ?? (holderHasValue ? nil : defaultValue()) })
      }
    )
  }

  /// Subscribes through the wrapped key.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the wrapped key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

/// A key that wraps another and shares its storage: holders of both share one reference.
protocol WrappingKey {
  var storageKeyType: ObjectIdentifier { get }
}

extension _SharedKeyDefault: WrappingKey {
  var storageKeyType: ObjectIdentifier {
    (base as? any WrappingKey)?.storageKeyType ?? ObjectIdentifier(Base.self)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// How the key is written: `AppStorageKey<Int>.Default[.appStorage("count"), default: 0]`.
  public var description: String {
    "\(Base.self).Default[\(base), default: \(String(reflecting: initialValue))]"
  }
}

extension Shared {
  /// Shares the value `key` stores, or the key's default when it stores none.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  public init(_ key: (some SharedKey<Value>).Default) {
    self.init(wrappedValue: key.initialValue, key)
  }

  /// Shares the value `key` stores, or `wrappedValue` (in place of the key's default).
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: (some SharedKey<Value>).Default) {
    self.init(reference: PersistentReferences.reference(for: key, initialValue: wrappedValue))
  }
}

extension SharedReader {
  /// Reads the value `key` stores, or the key's default when it stores none.
  public init(_ key: (some SharedReaderKey<Value>).Default) {
    self.init(wrappedValue: key.initialValue, key)
  }

  /// Reads the value a ``SharedKey`` with a default stores, or the default when it stores none.
  @_disfavoredOverload
  public init(_ key: (some SharedKey<Value>).Default) {
    self.init(wrappedValue: key.initialValue, key)
  }

  /// Reads the value `key` stores, or `wrappedValue` (in place of the key's default).
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: (some SharedReaderKey<Value>).Default) {
    self.init(reference: PersistentReferences.reference(for: key, initialValue: wrappedValue))
  }

  /// Reads the value a ``SharedKey`` stores, or `wrappedValue` (in place of the key's default).
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: (some SharedKey<Value>).Default) {
    self.init(reference: PersistentReferences.reference(for: key, initialValue: wrappedValue))
  }
}
