/// An action whose cases sent by a view are grouped in a nested enum, reached through a `view` case.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case _internal(Internal)
///
///   enum View: BindableAction {
///     case binding(BindingAction<State>)
///     case saveTapped
///   }
/// }
/// ```
///
/// The `view(_:)` requirement is met by the enum case itself.
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// An action that carries a view action.
  static func view(_ action: ViewAction) -> Self
}

extension Store where Action: ViewAction {
  /// Sends a view action: `store.send(.saveTapped)` for `store.send(.view(.saveTapped))`.
  @discardableResult
  public func send(_ action: Action.ViewAction) -> StoreTask {
    send(.view(action))
  }
}
