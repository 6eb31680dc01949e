/// Groups reducers, run top to bottom, into one: useful to apply a modifier to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.profile, action: \.profile) { Profile() }
///   Reduce { state, action in … }
/// }
/// .dependency(\.apiClient, .staging)
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers built by `build`.
  @inlinable
  public init(
    @ReducerBuilder<State, Action> _ build: () -> Reducers
  ) {
    self.reducers = build()
  }

  /// Runs the combined reducers.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
