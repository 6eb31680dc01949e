import SwiftNavigation
import Testing

@Suite("ButtonStateBuilder")
struct ButtonStateBuilderTests {
  @ButtonStateBuilder<AlertAction>
  func buttons(ids: [Int], canUndo: Bool, confirm: Bool?, style: Int) -> [ButtonState<AlertAction>] {
    for id in ids {
      ButtonState(role: .destructive, action: .delete(id: id)) { TextState("Delete \(id)") }
    }
    if canUndo {
      ButtonState(action: .deny) { TextState("Undo") }
    }
    if let confirm {
      if confirm {
        ButtonState(action: .confirm) { TextState("Confirm") }
      } else {
        ButtonState(action: .deny) { TextState("Deny") }
      }
    }
    switch style {
    case 0:
      ButtonState(role: .cancel) { TextState("Cancel") }
    case 1:
      ButtonState(role: .cancel) { TextState("Close") }
    default:
      ButtonState(role: .cancel) { TextState("Dismiss") }
    }
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
      ButtonState(action: .confirm) { TextState("New") }
    }
  }

  func labels(_ buttons: [ButtonState<AlertAction>]) -> [String] {
    buttons.map { String(state: $0.label) }
  }

  @Test func loopsConditionsAndSwitchesBuildButtonsInOrder() {
    #expect(
      labels(buttons(ids: [1, 2], canUndo: true, confirm: true, style: 0))
        == ["Delete 1", "Delete 2", "Undo", "Confirm", "Cancel", "New"]
    )
    #expect(
      labels(buttons(ids: [], canUndo: false, confirm: false, style: 1))
        == ["Deny", "Close", "New"]
    )
    #expect(
      labels(buttons(ids: [3], canUndo: false, confirm: nil, style: 2))
        == ["Delete 3", "Dismiss", "New"]
    )
  }

  @Test func anEmptyBuilderBuildsNoButtons() {
    let alert = AlertState<AlertAction> {
      TextState("Done")
    } actions: {
    }
    #expect(alert.buttons.isEmpty)
  }
}
