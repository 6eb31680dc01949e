import CustomDump
import SwiftNavigation
import Testing

@Suite("AlertState")
struct AlertStateTests {
  static func deleteAlert() -> AlertState<AlertAction> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.delete(id: 1), animation: .easeInOut)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func builderInitializerSetsTitleButtonsAndMessage() {
    let alert = Self.deleteAlert()
    #expect(alert.title == TextState("Delete?"))
    #expect(alert.message == TextState("This cannot be undone."))
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.delete(id: 1), nil])
  }

  @Test func actionsAndMessageAreOptional() {
    let alert = AlertState<AlertAction> { TextState("Saved") }
    #expect(alert.buttons.isEmpty)
    #expect(alert.message == nil)
    let withMessage = AlertState<AlertAction>(
      title: { TextState("Saved") }, message: { TextState("All good") }
    )
    #expect(withMessage.buttons.isEmpty)
    #expect(withMessage.message == TextState("All good"))
  }

  @Test func equalityIgnoresTheID() {
    let first = Self.deleteAlert()
    let second = Self.deleteAlert()
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    expectNoDifference(first, second)
  }

  @Test func equalityComparesTitleMessageAndButtons() {
    let alert = Self.deleteAlert()
    var other = alert
    other.title = TextState("Remove?")
    #expect(alert != other)
    other = alert
    other.message = nil
    #expect(alert != other)
    other = alert
    other.buttons.removeLast()
    #expect(alert != other)
    other = alert
    other.buttons.reverse()
    #expect(alert != other)
  }

  @Test func mapTransformsEveryButtonAndKeepsTheRest() {
    let alert = Self.deleteAlert()
    let mapped = alert.map { $0.map(ParentAction.alert) }
    #expect(mapped.id == alert.id)
    #expect(mapped.title == alert.title)
    #expect(mapped.message == alert.message)
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
    #expect(
      mapped.buttons.map(\.action)
        == [.send(.alert(.delete(id: 1)), animation: .easeInOut), .send(nil)]
    )
  }

  // Dumps OpenTCA's own `Animation`; SwiftUI's dumps as CustomDump sees it.
  #if !canImport(SwiftUI)
    @Test func dumpShowsTitleActionsAndMessage() {
      #expect(
        String(customDumping: Self.deleteAlert()) == """
          AlertState(
            title: "Delete?",
            actions: [
              [0]: ButtonState(
                role: .destructive,
                action: .send(
                  .delete(id: 1),
                  animation: Animation.easeInOut
                ),
                label: "Delete"
              ),
              [1]: ButtonState(
                role: .cancel,
                action: .send(nil),
                label: "Cancel"
              )
            ],
            message: "This cannot be undone."
          )
          """
      )
    }
  #endif

  @Test func dumpLeavesOutEmptyActionsAndMissingMessage() {
    #expect(
      String(customDumping: AlertState<AlertAction> { TextState("Saved") }) == """
        AlertState(title: "Saved")
        """
    )
  }

  @Test func diffShowsWhatChanged() {
    let alert = Self.deleteAlert()
    var other = alert
    other.message = TextState("Really?")
    #expect(
      diff(alert, other) == """
          AlertState(
            title: "Delete?",
            actions: […],
        -   message: "This cannot be undone."
        +   message: "Really?"
          )
        """
    )
  }

  @Test func isSendable() async {
    let alert = Self.deleteAlert()
    let received = await Task.detached { alert }.value
    #expect(received == alert)
    #expect(received.id == alert.id)
  }
}
