/// Sends actions back to the store from inside an effect.
///
/// A `Send` is callable; each call is a full pass of the reducer on the main actor, whose own effect
/// starts at once. A call from a cancelled effect is dropped: a cancelled effect sends nothing.
///
/// ```swift
/// return .run { send in
///   await send(.progress(0))
///   await send(.page(try await client.firstPage()), animation: .default)
/// }
/// ```
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action, Transaction?) -> Void

  /// A `Send` that calls `send` for each action.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = { action, _ in send(action) }
  }

  nonisolated init(_ send: @escaping @MainActor @Sendable (Action, Transaction?) -> Void) {
    self.send = send
  }

  /// Sends `action`, unless the effect was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action, nil)
  }

  /// Sends `action`, animating the change it causes, unless the effect was cancelled.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` inside `transaction`, unless the effect was cancelled.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    send(action, transaction)
  }

  func callAsFunction(_ action: Action, transaction: Transaction?) {
    guard !Task.isCancelled else { return }
    send(action, transaction)
  }
}

/// The ``Send`` type of a reducer: `Send<R.Action>`.
///
/// ```swift
/// func poll(_ send: SendOf<Feature>) async { await send(.tick) }
/// ```
public typealias SendOf<R: Reducer> = Send<R.Action>
