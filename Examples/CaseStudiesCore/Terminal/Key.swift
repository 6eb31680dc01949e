/// A key press, as the app understands it.
public enum Key: Equatable, Hashable, Sendable {
  /// A printable character (space included).
  case character(Character)
  /// Enter / return.
  case enter
  /// Escape.
  case escape
  /// Tab.
  case tab
  /// Backspace / delete.
  case backspace
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page up: scrolls the action log back.
  case pageUp
  /// Page down: scrolls the action log forward.
  case pageDown
  /// Ctrl-C: quits.
  case interrupt
}
