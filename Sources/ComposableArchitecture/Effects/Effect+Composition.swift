extension Effect {
  /// Runs `effects` concurrently. Their actions arrive in whatever order the work finishes.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs a sequence of effects concurrently. Merging only `.none`s is `.none`.
  ///
  /// Building a merge in a loop (`effect = effect.merge(with: next)`) costs constant time per step.
  @inlinable
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    combine(Array(effects), concatenating: false)
  }

  /// Runs this effect and `other` concurrently.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Runs `effects` one after another: each starts when the one before it has finished.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs a sequence of effects one after another. Concatenating only `.none`s is `.none`.
  ///
  /// Building a concatenation in a loop (`effect = .concatenate(effect, next)`) costs constant time
  /// per step.
  @inlinable
  public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
    combine(Array(effects), concatenating: true)
  }

  /// Flattens `effects` into one merge or concatenation, dropping `.none`s. The children of a first
  /// effect of the same kind are extended in place when possible (see ``EffectList``).
  ///
  /// Takes an array (not any sequence), and is inlinable, so that the loop runs specialized in the
  /// caller: this is on the path of every action whose reducer returns a merge.
  @inlinable
  static func combine(_ effects: [Self], concatenating: Bool) -> Self {
    var list: EffectList<Action>?
    var single: Self?
    for effect in effects {
      switch (effect.node, concatenating) {
      case (.none, _):
        continue
      case let (.merge(children), false), let (.concatenate(children), true):
        if let current = list {
          list = current.appending(contentsOf: children)
        } else if let first = single {
          list = EffectList([first]).appending(contentsOf: children)
          single = nil
        } else {
          list = children
        }
      default:
        if let current = list {
          list = current.appending(effect)
        } else if let first = single {
          list = EffectList([first, effect])
          single = nil
        } else {
          single = effect
        }
      }
    }
    if let list {
      if list.length == 1, let only = list.elements.first { return only }
      return Self(concatenating ? .concatenate(list) : .merge(list))
    }
    return single ?? .none
  }

  /// Runs this effect, then `other`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Transforms every action the effect sends.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: childAction).map(Action.child)
  /// ```
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch node {
    case .none:
      return .none
    case let .send(action, transaction):
      return Effect<T>(.send(transform(action), transaction))
    case let .run(run):
      return Effect<T>(
        .run(
          Effect<T>.Run(
            priority: run.priority,
            operation: { @MainActor send in
              try await run.perform(Send { action, transaction in send(transform(action), transaction: transaction) })
            },
            location: run.location
          )
        )
      )
    // An effect nests one level per scoping operator it went through: a feature presenting itself
    // thousands of levels deep returns effects as deep. The deepest levels are mapped on a fresh
    // stack.
    case let .merge(effects):
      return Effect<T>(.merge(EffectList(effects.map { effect in withSufficientStack { effect.map(transform) } })))
    case let .concatenate(effects):
      return Effect<T>(
        .concatenate(EffectList(effects.map { effect in withSufficientStack { effect.map(transform) } })))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(
        .cancellable(id: id, cancelInFlight: cancelInFlight, withSufficientStack { effect.map(transform) }))
    case let .cancel(ids):
      return Effect<T>(.cancel(ids))
    case let .scoped(path, effect):
      return Effect<T>(.scoped(path, withSufficientStack { effect.map(transform) }))
    case let .throttled(id, decide):
      let transform = UncheckedSendable(transform)
      return Effect<T>(.throttled(id) { throttling, key in decide(throttling, key).map(transform.value) })
    }
  }

  /// Attributes this effect to a part of the state tree, identified by `component` within the part
  /// its reducer runs in. Cancellation ids used inside are private to that part, and the whole part's
  /// effects can be cancelled at once with ``_cancelScope(_:)``.
  ///
  /// Used by scoping operators that own a child's lifetime (optional and collection children).
  public func _scoped(to component: some Hashable & Sendable) -> Self {
    if isNone { return self }
    // Scoped again: the component goes in front of the path the effect has (see EffectScopePath).
    if case let .scoped(path, inner) = node {
      return Self(.scoped(EffectScopePath(EffectID(component), inside: path), inner))
    }
    return Self(.scoped(EffectScopePath(EffectID(component)), self))
  }
}
