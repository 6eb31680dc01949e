#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What a button does when tapped: the action to send, if any, and how the change it makes is
/// animated.
///
/// ```swift
/// ButtonState(role: .destructive, action: .send(.delete, animation: .default)) {
///   TextState("Delete")
/// }
/// ```
///
/// Two button actions are equal when their actions and animations are equal.
public struct ButtonStateAction<Action> {
  /// The kind of a button action. Read ``action`` for the action itself.
  public let type: _ActionType

  /// A button action that sends `action` (nothing for `nil`) without animation.
  ///
  /// - Parameter action: The action to send, or `nil` to only dismiss.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// A button action that sends `action` (nothing for `nil`) with an animation.
  ///
  /// Without SwiftUI there is nothing to draw: the animation is kept, compared and dumped, and the
  /// action is performed as is.
  ///
  /// - Parameters:
  ///   - action: The action to send, or `nil` to only dismiss.
  ///   - animation: The animation of the change the action makes.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action the button sends, or `nil` when it only dismisses.
  public var action: Action? {
    switch type {
    case let .send(action), let .animatedSend(action, animation: _):
      return action
    }
  }

  /// The same button action for a new action type, keeping its animation.
  ///
  /// - Parameter transform: Turns the optional action into an optional new action.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    switch type {
    case let .send(action):
      return .send(transform(action))
    case let .animatedSend(action, animation):
      return .send(transform(action), animation: animation)
    }
  }

  /// The kind of a button action: plain or animated.
  public enum _ActionType {
    /// Sends the action without animation.
    case send(Action?)
    /// Sends the action with an animation.
    case animatedSend(Action?, animation: Animation?)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}

extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {
  /// Hashes the action only: two button actions that differ only by animation hash alike.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .send(action), let .animatedSend(action, animation: _):
      hasher.combine(action)
    }
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}
