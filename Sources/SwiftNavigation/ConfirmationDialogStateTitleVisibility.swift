/// Whether a confirmation dialog shows its title: SwiftUI's `Visibility`, as a value that can live in
/// state.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// The presentation decides, depending on the platform and context.
  case automatic

  /// The title is hidden.
  case hidden

  /// The title is shown.
  case visible
}
