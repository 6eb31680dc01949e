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
    case scoped(EffectID, Effect)
  }

  /// The asynchronous work of a `.run` effect, with where it was built, for reports.
  @usableFromInline
  struct Run: Sendable {
    let priority: TaskPriority?
    let operation: @Sendable (Send<Action>) async throws -> Void
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }
}

/// A store's name for one running effect: a user's cancellation id, or a component of the path of the
/// state the effect belongs to. Type-erased and `Sendable`.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
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
