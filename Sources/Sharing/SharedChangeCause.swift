/// Who is changing shared values in the current task, as the code that tracks the changes tells
/// (a test store: the reducer pass of an action it sent, of an action it received, or an effect).
///
/// A ``SharedChangeTracker`` records, with each change, who made it, so that a test store asks each
/// step for the changes it made: a `send` answers for what its action's reducer pass changed; a
/// change made by an effect, or by an action received from one, waits for the `receive` that
/// follows it (or `TestStore.assert`), and is reported when the test store finishes unasserted.
package enum SharedChangeCause: Sendable {
  /// The reducer pass of an action the test sent.
  case sentAction
  /// The reducer pass of an action an effect sent back.
  case receivedAction
  /// An effect.
  case effect(Effect)

  /// An effect, as a report names it: by the step that started it.
  package struct Effect: Sendable, CustomStringConvertible {
    private let describe: @Sendable () -> String

    /// An effect described, when a report needs it, by `describe` (such as
    /// `.saveButtonTapped, sent at MyAppTests/FeatureTests.swift:12`).
    package init(_ describe: @escaping @Sendable () -> String) {
      self.describe = describe
    }

    /// What started the effect.
    package var description: String { describe() }
  }

  /// Who is changing shared values in the current task, if the tracking code said.
  @TaskLocal package static var current: SharedChangeCause?

  var effect: Effect? {
    guard case .effect(let effect) = self else { return nil }
    return effect
  }
}
