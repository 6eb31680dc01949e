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

  /// The asynchronous work of a `.run` effect, with where it was built, for reports.
  @usableFromInline
  struct Run: Sendable {
    let priority: TaskPriority?
    /// The work, isolated to the main actor, where the store starts and finishes it: what wraps a
    /// user's closure (dependencies, error handling, `map`, tracing) runs there, and only the user's
    /// nonisolated closure moves to the cooperative pool. A user's closure that ends right after
    /// sending an action thus ends where the store carries on, with no hop back and forth.
    let operation: @MainActor @Sendable (Send<Action>) async throws -> Void
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }
}

/// A store's name for one running effect: a user's cancellation id, or a component of the path of the
/// state the effect belongs to. Type-erased and `Sendable`.
///
/// Ids of different types are different ids (as in TCA, whose cancellation ids carry their type), so
/// comparing two ids compares their types and then their values with the type's own `==`, without a
/// dynamic cast; the hash is computed once, when the id is made, since a registry looks an id up
/// several times in the life of one effect.
@usableFromInline
struct EffectID: Hashable, Sendable {
  private let box: any EffectIDBox
  private let type: ObjectIdentifier
  private let hash: Int

  init<ID: Hashable & Sendable>(_ id: ID) {
    self.box = TypedEffectIDBox(id)
    self.type = ObjectIdentifier(ID.self)
    self.hash = id.hashValue
  }

  /// The id, type-erased.
  var base: AnyHashable { box.base }

  /// Whether the id is the store's own bookkeeping rather than a user's (a presented destination's
  /// lifetime or dismissal signal, whose types have one value each): a comparison of types, with no
  /// hashing.
  var isBackground: Bool {
    type == ObjectIdentifier(NavigationLifetimeID.self)
      || type == ObjectIdentifier(NavigationDismissID.self)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.type == rhs.type && (lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box))
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// An ``EffectID``'s value, in a box that knows the value's type.
protocol EffectIDBox: AnyObject, Sendable {
  /// The value, type-erased.
  var base: AnyHashable { get }

  /// Whether the value equals `other`'s, which holds a value of the same type.
  func isEqual(to other: any EffectIDBox) -> Bool
}

/// An ``EffectID``'s value of type `ID`.
final class TypedEffectIDBox<ID: Hashable & Sendable>: EffectIDBox {
  let value: ID

  init(_ value: ID) {
    self.value = value
  }

  var base: AnyHashable { AnyHashable(value) }

  func isEqual(to other: any EffectIDBox) -> Bool {
    // ``EffectID`` compares the types first: `other` is a box of `ID` too.
    value == unsafeDowncast(other as AnyObject, to: TypedEffectIDBox<ID>.self).value
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

  /// Whether this is ``none``.
  @usableFromInline
  var isNone: Bool {
    if case .none = node { return true }
    return false
  }
}
