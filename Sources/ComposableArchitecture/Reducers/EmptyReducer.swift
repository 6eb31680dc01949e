/// A reducer that does nothing: it changes no state and returns `.none`.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  @inlinable
  public init() {}

  /// Does nothing.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
