import ComposableArchitecture

/// A parent of lesson 3 (seed 002): it remembers the last name saved by its ``NameForm`` child.
///
/// `OrderSide` lists the child first (right): the parent reads the name the child normalized.
/// ``OrderSideParentFirst`` lists the parent first (wrong): it reads the name before the child ran.
@Reducer
public struct OrderSide {
  /// The parent's state.
  @ObservableState
  public struct State: Equatable {
    /// The child form.
    public var form = NameForm.State()
    /// The name the parent recorded at the last save.
    public var lastSaved: String?

    /// Creates the state.
    public init() {}
  }

  /// The parent's actions: only its child's.
  public enum Action: Equatable {
    /// An action of the form.
    case form(NameForm.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// Right order: children first, the parent's own logic after.
  public var body: some ReducerOf<Self> {
    Scope(state: \.form, action: \.form) { NameForm() }
    Reduce(Self.logic)
  }

  /// The parent's own logic, shared by both orders.
  public static func logic(_ state: inout State, _ action: Action) -> Effect<Action> {
    if case .form(.saveTapped) = action {
      state.lastSaved = state.form.name
      state.form.trace.append("parent recorded \"\(state.form.name)\"")
    }
    return .none
  }
}

/// The parent of lesson 3 (seed 002) in the wrong order: its logic before the child's `Scope`, and a child
/// whose `BindingReducer()` comes last.
public struct OrderSideParentFirst: Reducer {
  /// The same state as ``OrderSide``.
  public typealias State = OrderSide.State
  /// The same actions as ``OrderSide``.
  public typealias Action = OrderSide.Action

  /// Creates the reducer.
  public init() {}

  /// Wrong order: the parent reads the child's state before the child ran.
  public var body: some ReducerOf<Self> {
    Reduce(OrderSide.logic)
    Scope(state: \.form, action: \.form) { NameFormBindingLast() }
  }
}
