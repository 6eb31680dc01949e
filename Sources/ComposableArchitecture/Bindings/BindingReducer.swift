/// Applies the writes that binding actions carry to the state.
///
/// Place it first in a body, so the reducers after it see the new value:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.email):
///       state.isEmailValid = state.email.contains("@")  // already the new value
///       return .none
///     default:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When the binding case lives in a nested enum (a `View` action enum), point the reducer at it:
/// `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  @usableFromInline
  let toViewAction: (Action) -> ViewAction?

  /// A binding reducer for an action that is itself bindable.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A binding reducer for the bindable actions in the case at `toViewAction`.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let casePath = AnyCasePath(toViewAction)
    self.toViewAction = { casePath.extract(from: $0) }
  }

  /// Applies the write of a binding action; other actions are left to the reducers after it.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = toViewAction(action)?.binding else { return .none }
    bindingAction.apply(to: &state)
    return .none
  }
}
