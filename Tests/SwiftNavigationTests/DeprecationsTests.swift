import SwiftNavigation
import Testing

/// The deprecated spellings still build the same values as the current ones.
///
/// The checks live in deprecated methods (so using deprecated API raises no warning) that witness the
/// requirements of a protocol; the tests call them through the protocol, which is not deprecated.
protocol DeprecatedSpellingChecks {
  func alertStateWithButtons()
  func alertStateWithDismissOrTwoButtons()
  func confirmationDialogStateWithButtons()
  func observationTokenIsTheObserveToken()
}

@Suite("Deprecated spellings")
struct DeprecationsTests {
  let checks: any DeprecatedSpellingChecks = DeprecatedSpellings()

  @Test func alertStateWithButtons() { checks.alertStateWithButtons() }
  @Test func alertStateWithDismissOrTwoButtons() { checks.alertStateWithDismissOrTwoButtons() }
  @Test func confirmationDialogStateWithButtons() { checks.confirmationDialogStateWithButtons() }
  @Test func observationTokenIsTheObserveToken() { checks.observationTokenIsTheObserveToken() }
}

struct DeprecatedSpellings: DeprecatedSpellingChecks {
  @available(*, deprecated)
  func observationTokenIsTheObserveToken() {
    let token: ObservationToken = ObserveToken {}
    #expect(type(of: token) == ObserveToken.self)
    token.cancel()
  }

  @available(*, deprecated)
  func alertStateWithButtons() {
    let alert = AlertState<AlertAction>(
      title: TextState("Delete?"),
      message: TextState("Sure?"),
      buttons: [
        .destructive(TextState("Delete"), action: .send(.delete(id: 1))),
        .cancel(TextState("Cancel")),
      ]
    )
    #expect(
      alert
        == AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .delete(id: 1)) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("Sure?")
        }
    )
  }

  @available(*, deprecated)
  func alertStateWithDismissOrTwoButtons() {
    #expect(AlertState<AlertAction>(title: TextState("Saved")) == AlertState { TextState("Saved") })
    let dismiss = AlertState<AlertAction>(
      title: TextState("Saved"), dismissButton: .default(TextState("OK"), action: .send(.confirm))
    )
    #expect(dismiss.buttons == [ButtonState(action: .confirm) { TextState("OK") }])
    let two = AlertState<AlertAction>(
      title: TextState("Delete?"),
      primaryButton: .destructive(TextState("Delete")),
      secondaryButton: .cancel(TextState("Cancel"))
    )
    #expect(two.buttons.map(\.role) == [.destructive, .cancel])
  }

  @available(*, deprecated)
  func confirmationDialogStateWithButtons() {
    let dialog = ConfirmationDialogState<AlertAction>(
      title: TextState("Share"),
      titleVisibility: .visible,
      buttons: [.default(TextState("Copy"), action: .send(.confirm))]
    )
    #expect(
      dialog
        == ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Share")
        } actions: {
          ButtonState(action: .confirm) { TextState("Copy") }
        }
    )
    let sheet = ActionSheetState<AlertAction>(title: TextState("Share"), message: TextState("How?"))
    #expect(sheet.titleVisibility == .automatic)
    #expect(sheet.message == TextState("How?"))
  }
}
