import Foundation

/// Writes a tracked field of an observable state in place, through its storage, and then tells the
/// field's observers if it changed.
///
/// A write through the field's own key path would go through its setter and copy the whole value;
/// ``Scope`` writes through this instead, so a child action costs the same however large the parent's
/// state is.
final class ObservedStoragePath<Root: ObservableState, Value>: InPlacePath<Root, Value>, @unchecked Sendable {
  let baseline: (Value) -> _$ModifyBaseline<Value>
  let registrar: WritableKeyPath<Root, ObservationStateRegistrar>
  let notify: (ObservationStateRegistrar, Root) -> Void

  /// Whether, inside a store's pass, the field's baseline is always unknown (a value whose changes
  /// cannot be told apart: a string, a collection of states), so a pass need not build it: any change
  /// is notified.
  let isUnknownInPass: Bool

  /// Reads the identity of the field's value in place, when its baseline is its identity (an
  /// observable state, or an optional one): a pass compares identities through this rather than
  /// through ``baseline``, whose result type, generic over `Value`, this unspecialized class would
  /// look up by hashing on every write.
  let identityInPass: ((inout Value) -> ObservableStateID?)?

  init(
    storage: WritableKeyPath<Root, Value>,
    baseline: @escaping (Value) -> _$ModifyBaseline<Value>,
    registrar: WritableKeyPath<Root, ObservationStateRegistrar>,
    notify: @escaping (ObservationStateRegistrar, Root) -> Void
  ) {
    self.baseline = baseline
    self.registrar = registrar
    self.notify = notify
    self.isUnknownInPass = !_isPOD(Value.self) && !(Value.self is any ObservableState.Type)
      && !(Value.self is any OptionalOfObservableState.Type)
    if let state = Value.self as? any ObservableState.Type {
      self.identityInPass = Self.identityReader(of: state)
    } else if let optional = Value.self as? any OptionalOfObservableState.Type {
      self.identityInPass = Self.identityReader(of: optional)
    } else {
      self.identityInPass = nil
    }
    super.init(storage: storage)
  }

  /// Runs `body` on the field's stored value, in place. If the field changed (another child state, or
  /// any change of a value whose changes cannot be told apart), its observers are notified, as for a
  /// change made through the field's own accessors (see ``ObservationStateRegistrar``).
  override func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    // Inside a store's pass (where scoping reducers run): the hot path, kept apart from the others.
    guard LiveMutation.isActive else { return modifyOutsidePass(&root, body) }
    if isUnknownInPass {
      let result = body(&root[keyPath: storage])
      notify(root[keyPath: registrar], root)
      return result
    }
    var changed = false
    let result: Result
    if let identityInPass {
      result = Self.modify(&root[keyPath: storage], identity: identityInPass, changed: &changed, body)
    } else {
      result = Self.modify(&root[keyPath: storage], baseline: baseline, changed: &changed, body)
    }
    if changed {
      notify(root[keyPath: registrar], root)
    }
    return result
  }

  /// Reads the identity of an observable state of type `State`, which is `Value`, in place.
  private static func identityReader<State: ObservableState>(
    of _: State.Type
  ) -> (inout Value) -> ObservableStateID? {
    let read: (inout State) -> ObservableStateID? = { $0._$id }
    return unsafeBitCast(read, to: ((inout Value) -> ObservableStateID?).self)
  }

  /// Reads the identity of an optional observable state of type `Optional`, which is `Value`, in
  /// place.
  private static func identityReader<Optional: OptionalOfObservableState>(
    of _: Optional.Type
  ) -> (inout Value) -> ObservableStateID? {
    unsafeBitCast(Optional.identityReader, to: ((inout Value) -> ObservableStateID?).self)
  }

  /// ``modify(_:_:)`` outside a store's pass (a reducer run by hand), as the field's own `_modify`
  /// accessor does it: outside an assertion, the root gets a new identity, the change is logged (see
  /// ``InPlaceIdentityLog``) and notified; inside a `TestStore`'s assertion, the root gets a new
  /// identity if the field changed, and nobody is notified.
  @inline(never)
  private func modifyOutsidePass<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard LiveMutation.mode == .outside else {
      var changed = false
      let result = Self.modify(&root[keyPath: storage], baseline: baseline, changed: &changed, body)
      if changed {
        root[keyPath: registrar]._$willModify()
      }
      return result
    }
    root[keyPath: registrar].changeIdentityInPlace()
    InPlaceIdentityLog.open()
    var before = _$ModifyBaseline<Value>.unknown
    var after = _$ModifyBaseline<Value>.unknown
    let result = Self.modify(&root[keyPath: storage], baseline: baseline, before: &before, after: &after, body)
    if !before.matches(after, mappingBack: InPlaceIdentityLog.close()) {
      notify(root[keyPath: registrar], root)
    }
    return result
  }

  /// Runs `body` on `value`, returning its baselines before and after (read in place, never copied).
  private static func modify<Result>(
    _ value: inout Value, baseline: (Value) -> _$ModifyBaseline<Value>,
    before: inout _$ModifyBaseline<Value>, after: inout _$ModifyBaseline<Value>,
    _ body: (inout Value) -> Result
  ) -> Result {
    before = baseline(value)
    let result = body(&value)
    after = baseline(value)
    return result
  }

  /// Runs `body` on `value`, comparing its identities before and after (read in place, never
  /// copied), as its baselines would be.
  private static func modify<Result>(
    _ value: inout Value, identity: (inout Value) -> ObservableStateID?, changed: inout Bool,
    _ body: (inout Value) -> Result
  ) -> Result {
    let before = identity(&value)
    let result = body(&value)
    changed = before != identity(&value)
    return result
  }

  /// Runs `body` on `value`, comparing its baselines before and after (read in place, never copied).
  private static func modify<Result>(
    _ value: inout Value, baseline: (Value) -> _$ModifyBaseline<Value>, changed: inout Bool,
    _ body: (inout Value) -> Result
  ) -> Result {
    let before = baseline(value)
    let result = body(&value)
    changed = !before.matches(baseline(value))
    return result
  }
}

/// An optional observable state, whose baseline is its identity (see `_$modifyBaseline`).
protocol OptionalOfObservableState {
  /// Reads the identity of a value of this type in place: the wrapped state's, or `nil`.
  static var identityReader: (inout Self) -> ObservableStateID? { get }
}

extension Optional: OptionalOfObservableState where Wrapped: ObservableState {
  static var identityReader: (inout Self) -> ObservableStateID? {
    { $0?._$id }
  }
}

/// A stored part of a `Root`, changed in place through its key path. The base of
/// ``ObservedStoragePath``, without constraints, so scoping code that knows nothing of `Root` can cast
/// to it.
class InPlacePath<Root, Value>: @unchecked Sendable {
  /// The key path of the stored value.
  let storage: WritableKeyPath<Root, Value>

  init(storage: WritableKeyPath<Root, Value>) {
    self.storage = storage
  }

  /// Runs `body` on the stored value, in place.
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    body(&root[keyPath: storage])
  }
}

/// The storage path behind a key path into an observable state, looked up once per key path.
enum StoragePaths {
  /// The in-place path for the field at `keyPath`, or `nil` when `Root` is not an observable state or
  /// `keyPath` is not one of its tracked fields.
  static func path<Root, Value>(for keyPath: WritableKeyPath<Root, Value>) -> InPlacePath<Root, Value>? {
    let key = ObjectIdentifier(keyPath)
    lock.lock()
    if let entry = cache[key], entry.keyPath === keyPath {
      lock.unlock()
      // Cached for this very key path, so for these `Root` and `Value` (a checked cast would look
      // the generic class up at run time).
      guard let path = entry.path else { return nil }
      return unsafeDowncast(path, to: InPlacePath<Root, Value>.self)
    }
    lock.unlock()

    let path = lookUp(keyPath)
    lock.lock()
    // Entries keep their key path alive, so an identifier is never reused by another key path while it
    // is cached; the cap bounds the memory held for key paths built at run time.
    let typed = path as? InPlacePath<Root, Value>
    if cache.count < capacity {
      cache[key] = Entry(keyPath: keyPath, path: typed)
    }
    lock.unlock()
    return typed
  }

  private static func lookUp<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>) -> AnyObject? {
    guard let type = Root.self as? any ObservableState.Type else { return nil }
    return storagePath(type, keyPath)
  }

  private static func storagePath<State: ObservableState>(_: State.Type, _ keyPath: AnyKeyPath) -> AnyObject? {
    ObservableStateFieldTable<State>.shared.field(for: keyPath)?.storagePath
  }

  private struct Entry {
    let keyPath: AnyKeyPath
    let path: AnyObject?
  }

  private static let capacity = 4096
  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [ObjectIdentifier: Entry] = [:]
}
