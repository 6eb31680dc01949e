/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every effect must be asserted. The default.
  case on

  /// Only what the test asserts is checked: unasserted state changes, received actions the test does
  /// not wait for, and effects still running at the end are allowed. With `showSkippedAssertions`,
  /// what was skipped is listed as known issues (not failures).
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without listing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
