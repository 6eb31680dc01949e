@available(*, deprecated)
extension TestStore where Action: BindableAction, State == Action.State {
  /// The test store's current state as a ``BindingViewStore``: what a view state's initializer
  /// takes, so that a test can check the view state the feature's view would compute.
  ///
  /// ```swift
  /// await store.send(.set(\.$email, "blob@pointfree.co")) { $0.email = "blob@pointfree.co" }
  /// #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
  /// ```
  ///
  /// The binding view store holds a snapshot of ``state``; writing through its bindings changes
  /// the snapshot, not the test store (send the binding action to the test store instead).
  public var bindings: BindingViewStore<State> {
    BindingViewStore(store: Store(initialState: state) { BindingReducer<State, Action, Action>() })
  }
}

@available(*, deprecated)
extension TestStore {
  /// The test store's current state as a ``BindingViewStore`` of a feature whose bindable actions
  /// are nested in `toViewAction` (a `view` case); see ``bindings``.
  ///
  /// ```swift
  /// #expect(LoginViewState(store.bindings(action: \.view)).isFormDisabled)
  /// ```
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: AnyCasePath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State {
    BindingViewStore(store: Store(initialState: state) { BindingReducer<State, ViewAction, ViewAction>() })
  }
}
