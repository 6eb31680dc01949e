import CustomDump
import SwiftNavigation
import Testing

@Suite("ConfirmationDialogState")
struct ConfirmationDialogStateTests {
  static func dialog(
    _ visibility: ConfirmationDialogStateTitleVisibility = .automatic
  ) -> ConfirmationDialogState<AlertAction> {
    ConfirmationDialogState(titleVisibility: visibility) {
      TextState("Share")
    } actions: {
      ButtonState(action: .confirm) {
        TextState("Copy link")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("Choose how to share.")
    }
  }

  @Test func initializersSetTheTitleVisibility() {
    #expect(Self.dialog(.visible).titleVisibility == .visible)
    let automatic = ConfirmationDialogState<AlertAction> { TextState("Share") }
    #expect(automatic.titleVisibility == .automatic)
    #expect(automatic.buttons.isEmpty)
    #expect(automatic.message == nil)
    #expect(Self.dialog().buttons.map(\.action.action) == [.confirm, nil])
    #expect(Self.dialog().message == TextState("Choose how to share."))
  }

  @Test func equalityIgnoresTheIDButNotTheVisibility() {
    #expect(Self.dialog().id != Self.dialog().id)
    #expect(Self.dialog() == Self.dialog())
    #expect(Self.dialog(.hidden).hashValue == Self.dialog(.hidden).hashValue)
    #expect(Self.dialog(.hidden) != Self.dialog(.visible))
    var other = Self.dialog()
    other.buttons.removeFirst()
    #expect(other != Self.dialog())
  }

  @Test func mapTransformsEveryButtonAndKeepsTheRest() {
    let dialog = Self.dialog(.hidden)
    let mapped = dialog.map { $0.map(ParentAction.alert) }
    #expect(mapped.id == dialog.id)
    #expect(mapped.titleVisibility == .hidden)
    #expect(mapped.title == dialog.title)
    #expect(mapped.message == dialog.message)
    #expect(mapped.buttons.map(\.action.action) == [.alert(.confirm), nil])
  }

  @Test func dumpLeavesOutAnAutomaticVisibility() {
    let dialog = ConfirmationDialogState<AlertAction> {
      TextState("Share")
    } actions: {
      ButtonState {
        TextState("Copy link")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("Choose how to share.")
    }
    #expect(
      String(customDumping: dialog) == """
        ConfirmationDialogState(
          title: "Share",
          actions: [
            [0]: ButtonState(
              action: .send(nil),
              label: "Copy link"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "Choose how to share."
        )
        """
    )
  }

  @Test func dumpShowsAnExplicitVisibility() {
    #expect(
      String(
        customDumping: ConfirmationDialogState<AlertAction>(titleVisibility: .visible) {
          TextState("Share")
        }
      )
        == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Share"
        )
        """
    )
  }

  @Test func isSendable() async {
    let dialog = Self.dialog()
    let received = await Task.detached { dialog }.value
    #expect(received == dialog)
  }
}
