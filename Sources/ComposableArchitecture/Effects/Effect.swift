import Dependencies

/// Work for the store to do after a reducer ran: a description, not the work itself.
///
/// A reducer mutates its state synchronously and returns an `Effect`. Nothing in the effect runs until
/// the ``Store`` runs it, after the reducer returned; the actions it sends come back to the store, each
/// starting a new pass of the reducer.
///
/// ```swift
/// case .refreshTapped:
///   state.isLoading = true
///   return .run { send in
///     let articles = try await client.articles()
///     await send(.articlesLoaded(articles))
///   }
/// ```
///
/// Effects combine: ``merge(_:)-(Effect<Action>...)`` runs effects concurrently,
/// ``concatenate(_:)-(Effect<Action>...)`` one after another, ``cancellable(id:cancelInFlight:)`` gives one an
/// identity that ``cancel(id:)`` stops.
///
/// An effect may carry values of `Action`, which need not be `Sendable`; the store only ever hands them
/// back on the main actor, which is why `Effect` is `@unchecked Sendable`.
public struct Effect<Action>: @unchecked Sendable {
  @usableFromInline
  let node: Node

  @usableFromInline
  init(_ node: Node) {
    self.node = node
  }

  @usableFromInline
  indirect enum Node {
    case none
    case send(Action, Transaction?)
    case run(Run)
    case merge(EffectList<Action>)
    case concatenate(EffectList<Action>)
    case cancellable(id: EffectID, cancelInFlight: Bool, Effect)
    case cancel([EffectID])
    /// An effect attributed to the parts of the state tree `path` names (see ``_scoped(to:)``).
    case scoped(EffectScopePath, Effect)
    /// A throttled effect: what runs is decided when the store starts it, from the store's own
    /// record of when `id` last ran (under the key of `id` where the effect is started).
    case throttled(EffectID, @Sendable (Throttling, EffectKey) -> Effect)
  }

  /// A `.run` effect's work: a closure, whose layout needs no generic metadata to copy.
  typealias Operation = @MainActor @Sendable (Send<Action>) async throws -> Void

  /// The asynchronous work of a `.run` effect, with where it was built, for reports.
  @usableFromInline
  struct Run: Sendable {
    /// The priority's raw value: `TaskPriority` is a resilient type, whose layout is known only at
    /// run time, and storing it would make every generic function handling a `Run` look the type's
    /// metadata up (by hashing) to size it.
    private let priorityRawValue: UInt8?
    /// Whether `operation` is a user's closure as it was given, built where no dependency had an
    /// explicit value and with no `catch:` handler: nothing needs wrapping it, and the effect
    /// allocates no closure (see ``Effect/run(priority:name:operation:catch:fileID:filePath:line:column:)``).
    /// (Declared here, in the bytes after the priority. A `Run` is near the size past which the
    /// compiler copies it through its generic metadata, looked up by hashing on every effect the
    /// store starts: two more closure-sized fields crossed it.)
    let isUnwrapped: Bool
    /// The work (see ``perform(_:)``): a user's closure as it was given (its type only says that
    /// the main actor may call it, as it may call any nonisolated closure), or a closure that wraps
    /// it, isolated to the main actor.
    let operation: Operation
    /// Where the effect was built, in 48 bytes (see ``EffectLocation``): an effect in flight holds
    /// its `Run`.
    let location: EffectLocation

    /// Work of `Effect.run`, a user's closure as it was given (see ``isUnwrapped``), or wrapped.
    init(
      priority: TaskPriority?,
      operation: @escaping @MainActor @Sendable (Send<Action>) async throws -> Void,
      isUnwrapped: Bool = false, location: EffectLocation
    ) {
      self.priorityRawValue = priority?.rawValue
      self.operation = operation
      self.isUnwrapped = isUnwrapped
      self.location = location
    }

    /// Runs the work on the main actor, where the store starts and finishes it: what surrounds a
    /// user's closure (its dependencies, its error handling, an operator's wrapping) runs there,
    /// and only the user's nonisolated closure moves to the cooperative pool. A user's closure that
    /// ends right after sending an action thus ends where the store carries on, with no hop back
    /// and forth.
    ///
    /// An unwrapped closure runs in the dependencies it was built in: the default values, in force
    /// already unless the task was started where some had explicit values. A cancellation error
    /// never leaves it; another error is rethrown, for the store to report.
    @MainActor
    func perform(_ send: Send<Action>) async throws {
      guard isUnwrapped else {
        try await operation(send)
        return
      }
      do {
        if DependencyValues.currentHasNoExplicitValues {
          try await operation(send)
        } else {
          try await DependencyValues.$_current.withValue(.defaultValues) {
            try await operation(send)
          }
        }
      } catch is CancellationError {
        return
      }
    }

    /// The priority of the effect's task. Inlined: a call would take the metadata of this generic
    /// type, looked up by hashing in the store's unspecialized code.
    @inline(__always)
    var priority: TaskPriority? {
      priorityRawValue.map(TaskPriority.init(rawValue:))
    }
  }
}

/// A store's name for one running effect: a user's cancellation id, or a component of the path of the
/// state the effect belongs to. Type-erased and `Sendable`.
///
/// Ids of different types are different ids (as in TCA, whose cancellation ids carry their type), so
/// comparing two ids compares their types and then their values with the type's own `==`, without a
/// dynamic cast.
///
/// An id whose value is plain data of at most 8 bytes (an enum case, an integer, a small struct of
/// such) is kept inline, with its type: such an id costs no allocation, and copying it (as an
/// effect's keys are copied on their way to the registry) no reference counting; it is hashed only
/// when a registry needs its hash (a debounce, whose key the registry remembers, never does). Any
/// other value is boxed, with its hash, computed once: the components of a deep effect path are
/// boxed, and a registry mixes their hashes on every look-up.
@usableFromInline
struct EffectID: Hashable, Sendable {
  /// The value's bytes, when it is kept inline (`box` is `nil`).
  @usableFromInline let bits: UInt64
  /// The value, when it is not kept inline.
  @usableFromInline let box: EffectIDBox?
  /// The type of the id's value: ids of different types are different.
  @usableFromInline let valueType: any (Hashable & Sendable).Type

  /// Inlinable, so that the reducer that names an id specializes it: the choice between inline
  /// and boxed is made when it is compiled, and no metadata is looked up by hashing.
  @inlinable
  init<ID: Hashable & Sendable>(_ id: ID) {
    if _isPOD(ID.self) && MemoryLayout<ID>.size <= MemoryLayout<UInt64>.size {
      var bits: UInt64 = 0
      withUnsafeMutableBytes(of: &bits) { $0.storeBytes(of: id, as: ID.self) }
      self.bits = bits
      self.box = nil
    } else {
      self.bits = 0
      self.box = TypedEffectIDBox(id)
    }
    self.valueType = ID.self
  }

  /// The type of the id's value, as an identity.
  var type: ObjectIdentifier { ObjectIdentifier(valueType) }

  /// The id, type-erased.
  var base: AnyHashable {
    if let box { return box.base }
    return Self.inlineValue(of: valueType, bits: bits)
  }

  /// The inline value of type `T` in `bits`.
  private static func load<T>(_ bits: UInt64, as type: T.Type) -> T {
    withUnsafeBytes(of: bits) { $0.load(as: T.self) }
  }

  /// The inline value of type `T` in `bits`, type-erased.
  private static func inlineValue<T: Hashable & Sendable>(of type: T.Type, bits: UInt64) -> AnyHashable {
    AnyHashable(load(bits, as: T.self))
  }

  /// Whether the id is the store's own bookkeeping rather than a user's (a presented destination's
  /// lifetime or dismissal signal, whose types have one value each): a comparison of types, with no
  /// hashing.
  var isBackground: Bool {
    type == ObjectIdentifier(NavigationLifetimeID.self)
      || type == ObjectIdentifier(NavigationDismissID.self)
  }

  /// Whether the id is one a user names (`.cancellable(id:)`, `.cancel(id:)`), not the store's own:
  /// what a parent's `.cancel(id:)` looks for below it (a scope's own id, and a destination's
  /// lifetime and dismissal signals, are each cancelled at their place only).
  var isUserID: Bool {
    type != ObjectIdentifier(ScopeCancellation.self) && !isBackground
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.type == rhs.type else { return false }
    // Ids of one type are all inline or all boxed. The same bytes, as the same box, are the same
    // id (`Equatable` requires reflexivity; without it, a registry could not find an effect
    // filed under a NaN again).
    guard let left = lhs.box, let right = rhs.box else {
      return lhs.bits == rhs.bits || inlineValuesEqual(lhs.valueType, lhs.bits, rhs.bits)
    }
    return left === right || (left.hash == right.hash && left.isEqual(to: right))
  }

  /// Whether two inline values of type `T` are equal, by `T`'s own `==`.
  private static func inlineValuesEqual<T: Hashable & Sendable>(
    _ type: T.Type, _ lhs: UInt64, _ rhs: UInt64
  ) -> Bool {
    load(lhs, as: T.self) == load(rhs, as: T.self)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    if let box {
      hasher.combine(box.hash)
    } else {
      Self.hashInlineValue(valueType, bits, into: &hasher)
    }
  }

  /// Feeds an inline value of type `T` to `hasher`, as `T` hashes it.
  private static func hashInlineValue<T: Hashable & Sendable>(
    _ type: T.Type, _ bits: UInt64, into hasher: inout Hasher
  ) {
    hasher.combine(load(bits, as: T.self))
  }
}

/// An ``EffectID``'s value, in a box that knows the value's type.
///
/// A class, not a protocol: an id holds one reference to its box (8 bytes, not an existential's
/// 16), and every running effect's keys hold ids.
@usableFromInline
class EffectIDBox: @unchecked Sendable {
  /// The value's hash, computed once, when the box was made.
  @usableFromInline final let hash: Int

  /// Only ``TypedEffectIDBox``, which overrides everything below, makes one.
  fileprivate init(hash: Int) {
    self.hash = hash
  }

  /// The value, type-erased.
  @usableFromInline
  var base: AnyHashable {
    preconditionFailure("unreachable: every box is a TypedEffectIDBox, which overrides base")
  }

  /// Whether the value equals `other`'s, which holds a value of the same type.
  @usableFromInline
  func isEqual(to other: EffectIDBox) -> Bool {
    preconditionFailure("unreachable: every box is a TypedEffectIDBox, which overrides isEqual(to:)")
  }
}

/// An ``EffectID``'s value of type `ID`.
@usableFromInline
final class TypedEffectIDBox<ID: Hashable & Sendable>: EffectIDBox, @unchecked Sendable {
  let value: ID

  @usableFromInline
  init(_ value: ID) {
    self.value = value
    super.init(hash: value.hashValue)
  }

  @usableFromInline
  override var base: AnyHashable { AnyHashable(value) }

  @usableFromInline
  override func isEqual(to other: EffectIDBox) -> Bool {
    // ``EffectID`` compares the types first: `other` is a box of `ID` too.
    value == unsafeDowncast(other, to: TypedEffectIDBox<ID>.self).value
  }
}

extension Effect {
  /// The effect that does nothing. Returning it costs no allocation.
  @inlinable
  public static var none: Self { Self(.none) }

  /// An effect that sends `action` synchronously: when the `store.send` that started the reducer
  /// returns, `action` has been reduced too. It starts no task.
  ///
  /// Prefer calling shared logic directly; `.send` is most useful for a parent to tell a child
  /// something.
  public static func send(_ action: Action) -> Self {
    Self(.send(action, nil))
  }

  /// An effect that sends `action` synchronously, animating the change it causes.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    Self(.send(action, Transaction(animation: animation)))
  }

  /// An effect that sends `action` synchronously, inside `transaction`.
  public static func send(_ action: Action, transaction: Transaction) -> Self {
    Self(.send(action, transaction))
  }

  /// Whether this is a `.run` effect.
  var isRun: Bool {
    if case .run = node { return true }
    return false
  }

  /// Whether this is ``none``.
  @usableFromInline
  var isNone: Bool {
    if case .none = node { return true }
    return false
  }
}

/// The effect type of a reducer: `Effect<R.Action>`.
///
/// ```swift
/// func load(_ id: Item.ID) -> EffectOf<Feature> {
///   .run { send in await send(.loaded(try await client.item(id))) }
/// }
/// ```
public typealias EffectOf<R: Reducer> = Effect<R.Action>
