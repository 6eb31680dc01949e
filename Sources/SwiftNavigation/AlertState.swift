import CustomDump
import Foundation

/// An alert described as a value: its title, its buttons and an optional message. The `Action`
/// generic is what its buttons send.
///
/// Hold it in a feature's state (in TCA, as an `@Presents var alert: AlertState<Action.Alert>?`) so
/// that a reducer decides when an alert shows and a test can assert exactly which one:
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete \"\(item.name)\"?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) {
///     TextState("Delete")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Every alert gets a fresh ``id``, which ``map(_:)`` keeps. Equality and hashing ignore the id: two
/// alerts are equal when their titles, messages and buttons are. A dump shows the title, the buttons
/// (as `actions`) and the message, leaving out what is empty.
public struct AlertState<Action>: Identifiable {
  /// The identity of this alert, made when it was created.
  public let id: UUID
  /// The buttons of the alert, in order. With none, a presentation shows a single "OK" button.
  public var buttons: [ButtonState<Action>]
  /// The message under the title, if any.
  public var message: TextState?
  /// The title of the alert.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// An alert with a title, buttons built with ``ButtonStateBuilder`` and an optional message.
  ///
  /// - Parameters:
  ///   - title: The title of the alert.
  ///   - actions: The buttons of the alert; none by default.
  ///   - message: The message of the alert; none by default.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// The same alert for a new action type: same id, title, message, and buttons with their actions
  /// transformed.
  ///
  /// - Parameter transform: Turns each button's optional action into an optional new action.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id,
      buttons: buttons.map { $0.map(transform) },
      message: message,
      title: title
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have the same title, message and buttons; their ids are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons, not the id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps the title, the buttons as `actions` (when there are any) and the message (when there is
  /// one); never the id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty {
      children.append(("actions", buttons))
    }
    if let message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
