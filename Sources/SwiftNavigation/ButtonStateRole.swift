/// What a button is for, so that a presentation can style and place it: SwiftUI's `ButtonRole`, as a
/// value that can live in state.
///
/// A button without a role (`nil`) is an ordinary choice.
public enum ButtonStateRole: Hashable, Sendable {
  /// The button cancels: it dismisses without doing anything else.
  case cancel

  /// The button deletes or destroys something.
  case destructive
}
