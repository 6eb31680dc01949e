import CustomDump
import Foundation
import IssueReporting

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A button of an alert or a confirmation dialog, described as a value: its label, its role and the
/// action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// Every button gets a fresh ``id``, which ``map(_:)`` keeps. Equality and hashing ignore the id:
/// two buttons are equal when their roles, actions and labels are.
public struct ButtonState<Action>: Identifiable {
  /// The identity of this button, made when it was created.
  public let id: UUID
  /// What the button does when tapped.
  public let action: ButtonStateAction<Action>
  /// The text of the button.
  public let label: TextState
  /// What the button is for, or `nil` for an ordinary choice.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// A button that performs a button action, which may be animated.
  ///
  /// ```swift
  /// ButtonState(action: .send(.retry, animation: .default)) {
  ///   TextState("Retry")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - role: What the button is for; `nil` (the default) for an ordinary choice.
  ///   - action: What the button does; by default it sends nothing and only dismisses.
  ///   - label: The text of the button.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// A button that sends `action` when tapped.
  ///
  /// ```swift
  /// ButtonState(action: .confirm) {
  ///   TextState("OK")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - role: What the button is for; `nil` (the default) for an ordinary choice.
  ///   - action: The action to send.
  ///   - label: The text of the button.
  public init(
    role: ButtonStateRole? = nil,
    action: Action,
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Performs the button's action: passes it (or `nil`, for a button that only dismisses) to
  /// `perform`, within the button's animation where SwiftUI can draw one.
  ///
  /// - Parameter perform: What to do with the action, typically sending it to a store.
  public func withAction(_ perform: (Action?) -> Void) {
    switch action.type {
    case let .send(action):
      perform(action)
    case let .animatedSend(action, animation):
      #if canImport(SwiftUI)
        withAnimation(animation) {
          perform(action)
        }
      #else
        _ = animation
        perform(action)
      #endif
    }
  }

  /// Performs the button's action in an asynchronous closure.
  ///
  /// An asynchronous closure cannot be animated: when the button's action is animated, an issue is
  /// reported and the action is performed without animation.
  ///
  /// - Parameter perform: What to do with the action.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    if case let .animatedSend(action, _) = action.type, action != nil {
      var dump = ""
      customDump(self.action, to: &dump, indent: 4)
      reportIssue(
        """
        An animated action was performed asynchronously: …

          Action:
        \(dump)

        Asynchronous actions cannot be animated. Evaluate this action in a synchronous closure, \
        or use 'SwiftUI.withAnimation' explicitly.
        """
      )
    }
    await perform(action.action)
  }

  /// The same button for a new action type: same id, role, label and animation.
  ///
  /// ```swift
  /// let button: ButtonState<Child.Action> = childButton.map { $0.map(Parent.Action.child) }
  /// ```
  ///
  /// - Parameter transform: Turns the optional action into an optional new action.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have the same role, action and label; their ids are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the role, action and label, not the id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps the role (when there is one), the action and the label; never the id.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role {
      children.append(("role", role))
    }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
