/// A reducer made of a closure: the building block of a body.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduceAction: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce` for each action.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduceAction = reduce
  }

  /// Erases a reducer to `Reduce`.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduceAction = reducer.reduce(into:action:)
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduceAction(&state, action)
  }
}
