extension Store where Action: BindableAction, Action.State == State {
  /// Reads and writes a field of a feature whose actions are ``BindableAction``s.
  ///
  /// Writing sends the binding action, as a SwiftUI binding would:
  ///
  /// ```swift
  /// store.count = 42  // sends .binding(.set(\.count, 42))
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get {
      access.accessState(whole: false)
      return access.state[keyPath: keyPath]
    }
    set {
      // Reported when the action goes away unapplied: the feature has no `BindingReducer`.
      let check = UnhandledBindingCheck<Action>(value: newValue)
      send(.binding(.set(keyPath, newValue, check: check)))
    }
  }
}
