/// A type holding a store whose actions are ``ViewAction``s, that sends view actions without
/// wrapping them: `send(.saveTapped)` for `store.send(.view(.saveTapped))`.
///
/// `@ViewAction(for: Feature.self)` conforms a type to it; a type can conform itself too:
///
/// ```swift
/// @MainActor
/// struct FeatureScreen: ViewActionSending {
///   let store: StoreOf<Feature>
///   func saveTapped() { send(.saveTapped) }
/// }
/// ```
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState
  /// The actions of the store, which carry the view's actions.
  associatedtype StoreAction: ViewAction

  /// The store the view actions are sent to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends a view action to the store, animating the change it causes.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    store.send(.view(action), animation: animation)
  }

  /// Sends a view action to the store inside `transaction`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    store.send(.view(action), transaction: transaction)
  }
}
