import ComposableArchitecture

/// Lesson 3 (seed 002) — "El orden importa": the same features in the right and the wrong order, side by side.
///
/// Every key goes to both sides; each side's trace shows what each reducer saw.
@Reducer
public struct OrderLesson {
  /// The lesson's state.
  @ObservableState
  public struct State: Equatable {
    /// Children first, `BindingReducer()` first.
    public var right = OrderSide.State()
    /// Parent first, `BindingReducer()` last.
    public var wrong = OrderSide.State()

    /// The initial state.
    public init() {}
  }

  /// The lesson's actions.
  public enum Action: Equatable {
    /// An action of the right-order side.
    case right(OrderSide.Action)
    /// An action of the wrong-order side.
    case wrong(OrderSide.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// The two sides.
  public var body: some ReducerOf<Self> {
    Scope(state: \.right, action: \.right) { OrderSide() }
    Scope(state: \.wrong, action: \.wrong) { OrderSideParentFirst() }
  }
}
