extension Effect {
  /// Sends every action of this effect with `animation`, as `send(_:animation:)` does for one.
  ///
  /// ```swift
  /// case .refreshTapped:
  ///   return .run { send in
  ///     await send(.loaded(try await client.items()))
  ///   }
  ///   .animation()
  /// ```
  ///
  /// Without SwiftUI nothing is animated: the store applies the actions as usual, each carrying the
  /// animation in its ``Transaction``.
  ///
  /// - Parameter animation: The animation of the changes the effect's actions cause.
  /// - Returns: The effect, its actions animated.
  @available(
    *, deprecated,
    message: "Animate the actions where they are sent, instead: 'await send(action, animation: animation)'."
  )
  public func animation(_ animation: Animation? = .default) -> Self {
    carrying(Transaction(animation: animation))
  }

  /// Sends every action of this effect inside `transaction`, as `send(_:transaction:)` does for one.
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .default)
  /// transaction.disablesAnimations = true
  /// return .run { send in await send(.loaded(try await client.items())) }
  ///   .transaction(transaction)
  /// ```
  ///
  /// The effect's transaction is the one its actions carry, even those its work sends with a
  /// transaction of their own.
  ///
  /// - Parameter transaction: The transaction of the changes the effect's actions cause.
  /// - Returns: The effect, its actions sent in `transaction`.
  @available(
    *, deprecated,
    message: "Send the actions in a transaction where they are sent, instead: 'await send(action, transaction: transaction)'."
  )
  public func transaction(_ transaction: Transaction) -> Self {
    carrying(transaction)
  }

  /// This effect, each action it sends carrying `transaction`.
  func carrying(_ transaction: Transaction) -> Self {
    let carried = UncheckedSendable(transaction)
    switch node {
    case .none, .cancel:
      return self
    case let .send(action, _):
      return Self(.send(action, transaction))
    case let .run(run):
      return Self(
        .run(
          Run(
            priority: run.priority,
            operation: { @MainActor send in
              try await run.perform(Send { action, _ in send(action, transaction: carried.value) })
            },
            location: run.location
          )
        )
      )
    case let .merge(effects):
      return Self(.merge(EffectList(effects.map { effect in withSufficientStack { effect.carrying(transaction) } })))
    case let .concatenate(effects):
      return Self(
        .concatenate(EffectList(effects.map { effect in withSufficientStack { effect.carrying(transaction) } })))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        .cancellable(id: id, cancelInFlight: cancelInFlight, withSufficientStack { effect.carrying(transaction) }))
    case let .scoped(path, effect):
      return Self(.scoped(path, withSufficientStack { effect.carrying(transaction) }))
    case let .throttled(id, decide):
      return Self(.throttled(id) { throttling, key in decide(throttling, key).carrying(carried.value) })
    }
  }
}
