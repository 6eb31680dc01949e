import ComposableArchitecture
import Foundation

/// The child of lesson 3 (seed 002): a name field validated as you type, normalized when saved.
///
/// `NameForm` lists `BindingReducer()` first (right); ``NameFormBindingLast`` lists it last (wrong).
/// Both write what they see to `trace`.
@Reducer
public struct NameForm {
  /// The form's state.
  @ObservableState
  public struct State: Equatable {
    /// The name typed.
    public var name = ""
    /// Whether the name has at least 3 letters, as the validation saw it.
    public var isValid = false
    /// What each reducer saw, in order (the parent writes to it too).
    public var trace: [String] = []

    /// Creates the state.
    public init(name: String = "") {
      self.name = name
    }
  }

  /// The form's actions.
  public enum Action: BindableAction, Equatable {
    /// A write to a field.
    case binding(BindingAction<State>)
    /// `enter`: saves the name.
    case saveTapped
  }

  /// Creates the reducer.
  public init() {}

  /// Right order: the binding is written before the validation reads it.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce(Self.logic)
  }

  /// The form's own logic, shared by both orders.
  public static func logic(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .binding(\.name):
      state.isValid = state.name.count >= 3
      state.trace.append("validate saw \"\(state.name)\": \(state.isValid ? "valid" : "too short")")
      return .none
    case .binding:
      return .none
    case .saveTapped:
      state.name = normalized(state.name)
      state.trace.append("child saved \"\(state.name)\"")
      return .none
    }
  }

  /// The saved form of a name: trimmed, first letter capitalized.
  public static func normalized(_ name: String) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    return trimmed.prefix(1).uppercased() + trimmed.dropFirst()
  }
}

/// The child of lesson 3 (seed 002) in the wrong order: `BindingReducer()` after the logic, which therefore
/// validates the previous value (always one key behind).
public struct NameFormBindingLast: Reducer {
  /// The same state as ``NameForm``.
  public typealias State = NameForm.State
  /// The same actions as ``NameForm``.
  public typealias Action = NameForm.Action

  /// Creates the reducer.
  public init() {}

  /// Wrong order: the logic runs before the binding is written.
  public var body: some ReducerOf<Self> {
    Reduce(NameForm.logic)
    BindingReducer()
  }
}
