import CustomDump
import Foundation

/// A confirmation dialog (an action sheet) described as a value: its title and whether it shows, its
/// buttons and an optional message. The `Action` generic is what its buttons send.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share \"\(item.name)\"")
/// } actions: {
///   ButtonState(action: .copyLink) {
///     TextState("Copy link")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// }
/// ```
///
/// Every dialog gets a fresh ``id``, which ``map(_:)`` keeps. Equality and hashing ignore the id: two
/// dialogs are equal when their title visibilities, titles, messages and buttons are. A dump shows
/// the title visibility (unless `.automatic`), the title, the buttons (as `actions`) and the message,
/// leaving out what is empty.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The identity of this dialog, made when it was created.
  public let id: UUID
  /// The buttons of the dialog, in order.
  public var buttons: [ButtonState<Action>]
  /// The message under the title, if any.
  public var message: TextState?
  /// The title of the dialog.
  public var title: TextState
  /// Whether the dialog shows its title.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// A dialog with a title visibility, a title, buttons built with ``ButtonStateBuilder`` and an
  /// optional message.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the dialog shows its title.
  ///   - title: The title of the dialog.
  ///   - actions: The buttons of the dialog; none by default.
  ///   - message: The message of the dialog; none by default.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      buttons: actions(),
      message: message?(),
      title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// A dialog whose title shows as the presentation decides (`.automatic`), with buttons built with
  /// ``ButtonStateBuilder`` and an optional message.
  ///
  /// - Parameters:
  ///   - title: The title of the dialog.
  ///   - actions: The buttons of the dialog; none by default.
  ///   - message: The message of the dialog; none by default.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// The same dialog for a new action type: same id, title, visibility, message, and buttons with
  /// their actions transformed.
  ///
  /// - Parameter transform: Turns each button's optional action into an optional new action.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id,
      buttons: buttons.map { $0.map(transform) },
      message: message,
      title: title,
      titleVisibility: titleVisibility
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have the same title visibility, title, message and buttons; their ids are
  /// not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the title visibility, title, message and buttons, not the id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps the title visibility (unless `.automatic`), the title, the buttons as `actions` (when
  /// there are any) and the message (when there is one); never the id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if titleVisibility != .automatic {
      children.append(("titleVisibility", titleVisibility))
    }
    children.append(("title", title))
    if !buttons.isEmpty {
      children.append(("actions", buttons))
    }
    if let message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
