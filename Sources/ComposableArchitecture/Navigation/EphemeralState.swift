import SwiftNavigation

/// A state that lives only until one of its actions is sent, such as an alert: its presentation ends
/// by itself when the user taps one of its buttons. `AlertState` and `ConfirmationDialogState` are
/// ephemeral.
///
/// An ephemeral destination runs no reducer and starts no effects; any of its actions dismisses it.
@_documentation(visibility: public)
public protocol _EphemeralState<Action> {
  /// The actions of the state (an alert's buttons): any of them dismisses it.
  associatedtype Action

  /// The type of the actions that dismiss the state.
  static var actionType: Any.Type { get }
}

extension _EphemeralState {
  /// The state's `Action` type.
  public static var actionType: Any.Type { Action.self }
}

/// How presentation reducers recognise ephemeral destinations, directly (`AlertState<A>?`) or in a
/// case of an enum destination (`Destination.State.alert(AlertState<A>)`).
enum EphemeralStates {
  /// The ephemeral type of `state`, or of the payload of the case it is in; `nil` when it is not
  /// ephemeral.
  static func type(of state: Any) -> (any _EphemeralState.Type)? {
    if let ephemeral = Swift.type(of: state) as? any _EphemeralState.Type { return ephemeral }
    guard EnumTypes.isEnum(state) else { return nil }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return nil }
    return Swift.type(of: payload) as? any _EphemeralState.Type
  }

  /// Whether `state` is ephemeral.
  static func isEphemeral(_ state: Any) -> Bool {
    type(of: state) != nil
  }

  /// Whether `action` is one of the actions of the ephemeral state `state` (directly, or as the
  /// payload of a case of an enum action), so that sending it dismisses the state.
  static func isDismissed(_ state: Any, by action: Any) -> Bool {
    isDismissed(type(of: state), by: action)
  }

  /// Whether `action` is one of the actions of the ephemeral type `ephemeral` (see
  /// ``isDismissed(_:by:)``); `false` when `ephemeral` is `nil` (the state is not ephemeral).
  static func isDismissed(_ ephemeral: (any _EphemeralState.Type)?, by action: Any) -> Bool {
    guard let ephemeral else { return false }
    if Swift.type(of: action) == ephemeral.actionType { return true }
    guard EnumTypes.isEnum(action) else { return false }
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
      return false
    }
    return Swift.type(of: payload) == ephemeral.actionType
  }
}

extension AlertState: _EphemeralState {
  /// The actions of the alert's buttons.
  public static var actionType: Any.Type { Action.self }
}

extension ConfirmationDialogState: _EphemeralState {
  /// The actions of the dialog's buttons.
  public static var actionType: Any.Type { Action.self }
}
