import ComposableArchitecture
import Testing

/// A feature that keeps an alert and a confirmation dialog in its state, with only
/// `import ComposableArchitecture` (which re-exports SwiftNavigation).
private struct Inventory: Reducer {
  struct State: Equatable {
    var items = ["Hammer", "Saw"]
    var alert: AlertState<Action.Alert>?
    var dialog: ConfirmationDialogState<Action.Dialog>?
  }

  enum Action: Equatable {
    case deleteTapped(Int)
    case alert(Alert)
    case alertDismissed
    case shareTapped
    case dialog(Dialog)

    enum Alert: Equatable, Sendable {
      case confirmDeletion(Int)
    }
    enum Dialog: Equatable, Sendable {
      case copyLink
    }
  }

  static func deleteAlert(index: Int, name: String) -> AlertState<Action.Alert> {
    AlertState {
      TextState("Delete \(name)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(index)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .deleteTapped(index):
      state.alert = Self.deleteAlert(index: index, name: state.items[index])
      return .none
    case let .alert(.confirmDeletion(index)):
      state.items.remove(at: index)
      state.alert = nil
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    case .shareTapped:
      state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Share")
      } actions: {
        ButtonState(action: .copyLink) { TextState("Copy link") }
      }
      return .none
    case .dialog(.copyLink):
      state.dialog = nil
      return .none
    }
  }
}

@MainActor
@Suite("SwiftNavigation state in a TestStore")
struct AlertStateInStateTests {
  @Test func aTestAssertsTheAlertItExpectsDespiteFreshIDs() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.deleteTapped(1)) {
      $0.alert = AlertState {
        TextState("Delete Saw?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion(1)) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      } message: {
        TextState("This cannot be undone.")
      }
    }
    guard let button = store.state.alert?.buttons.first else {
      Issue.record("The alert has no buttons")
      return
    }
    await button.withAction { action in
      guard let action else { return }
      await store.send(.alert(action)) {
        $0.items = ["Hammer"]
        $0.alert = nil
      }
    }
  }

  @Test func aWrongAlertFailsWithADiffOfItsText() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await withKnownIssue {
      await store.send(.deleteTapped(0)) {
        $0.alert = Inventory.deleteAlert(index: 0, name: "Saw")
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("A state change does not match expectation")
          && $0.rawValue.contains(#"title: "Delete Saw?","#)
          && $0.rawValue.contains(#"title: "Delete Hammer?","#)
          && $0.rawValue.contains(#"message: "This cannot be undone.""#)
      }
    }
  }

  @Test func aDialogWithAVisibleTitle() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.shareTapped) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Share")
      } actions: {
        ButtonState(action: .copyLink) { TextState("Copy link") }
      }
    }
    await store.send(.dialog(.copyLink)) {
      $0.dialog = nil
    }
  }
}
