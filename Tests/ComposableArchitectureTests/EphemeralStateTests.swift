import ComposableArchitecture
import Testing

/// `_EphemeralState<Action>`: alerts and dialogs name the actions that dismiss them.
@Suite("_EphemeralState")
struct EphemeralStateTests {
  enum Alert: Equatable { case confirm }

  /// A function generic over ephemeral states of one action type, as TCA's constraint reads.
  func actionType<S: _EphemeralState<Alert>>(of _: S.Type) -> Any.Type { S.actionType }

  @Test func alertsAndDialogsAreEphemeralStatesOfTheirActions() {
    #expect(ObjectIdentifier(actionType(of: AlertState<Alert>.self)) == ObjectIdentifier(Alert.self))
    #expect(ObjectIdentifier(actionType(of: ConfirmationDialogState<Alert>.self)) == ObjectIdentifier(Alert.self))
  }
}
