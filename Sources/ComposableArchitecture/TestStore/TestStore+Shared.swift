@_spi(SharedChangeTracking) import Sharing

// How a test store decides a shared-state failure, as TCA 1.25.5 does (`TestStore`'s
// `expectedStateShouldMatch` and `assertNoSharedChanges`, over swift-sharing's change tracker):
//
// - Every shared mutation the reducer and the effects make is recorded (``SharedChangeTracker``),
//   with the value it had before. Each step (`send`, `receive`, `assert`) compares the state it
//   expects with the actual state while the tracker asserts: a shared value the state holds
//   compares its recorded value, as the step's closure mutated it (`$0.$count.withLock { $0 = 1 }`),
//   with its actual value, through its own projection. The failure is the state's: "State was not
//   expected to change, but a change occurred." or "A state change does not match expectation.",
//   with the state's difference.
// - After the step, every recorded change is forgotten: a change the state does not hold (a value
//   only the reducer or an effect declares, an element the state's value no longer reaches) is
//   never a failure.
// - A non-exhaustive step forgets the recorded changes first: its closure starts from the actual
//   values, and only what it asserts can fail.
// - When the test store finishes (`finish()`, or when it goes away) with changes recorded, the
//   state is compared with itself while the tracker asserts: "Test store finished before asserting
//   against changes to shared state."
//
// OpenTCA adds, without changing what fails: a `send` answers for what its action's reducer pass
// changed; a change only effects (and the actions they sent back) made, not asserted in its
// closure, is left to the next `receive`, `assert` or the end of the test, where TCA would check
// it too (`SharedChangeCause`); and a report names the effect behind a value it shows changed.

extension TestStore {
  /// Compares `expected` with `actual` while the shared-change tracker asserts, and returns the
  /// difference a report shows (with the effects behind it), or `nil` when they are equal.
  ///
  /// - Parameter hidingChangesMadeOutsideSentAction: Whether a change that effects alone made, and
  ///   that no assertion touched, reads as its actual value (a `send`'s check).
  nonisolated static func sharedAwareDifference(
    expected: State, actual: State, tracker: SharedChangeTracker,
    hidingChangesMadeOutsideSentAction: Bool = false
  ) -> String? {
    let (difference, effects) = tracker.compare(
      hidingChangesMadeOutsideSentAction: hidingChangesMadeOutsideSentAction
    ) { () -> String? in
      guard expected != actual else { return nil }
      return stateDifference(expected: expected, actual: actual)
    }
    return difference.map { $0 + attribution(effects) }
  }

  /// The lines naming the effects that made the shared changes a report shows, if any.
  nonisolated static func attribution(_ effects: [SharedChangeAttribution]) -> String {
    guard let first = effects.first else { return "" }
    let descriptions = effects.map(\.effect.description)
    if descriptions.allSatisfy({ $0 == descriptions[0] }) {
      return "\n\nChanged by an effect of \(first.effect.description)."
    }
    return "\n\n"
      + effects.map { "\($0.sharedDescription) was changed by an effect of \($0.effect.description)." }
      .joined(separator: "\n")
  }

  /// Reports the shared values the state holds that changed and were never asserted, as the test
  /// store finishes (`finish()`), and forgets every recorded change.
  func reportUnassertedSharedChanges(location: IssueLocation) {
    Self.reportUnassertedSharedChanges(
      state: assertedState, sharedChanges, exhaustivity: exhaustivity, location: location)
  }

  /// Reports, with TCA's text ("Test store finished before asserting against changes to shared
  /// state"), the shared values `state` holds whose recorded and actual values differ, and forgets
  /// every recorded change. A non-exhaustive store reports none (it shows them as skipped with
  /// `showSkippedAssertions`).
  nonisolated static func reportUnassertedSharedChanges(
    state: State, _ sharedChanges: SharedChangeTracker, exhaustivity: Exhaustivity,
    location: IssueLocation
  ) {
    guard sharedChanges.hasChanges else { return }
    defer { sharedChanges.reset() }
    guard exhaustivity != .off(showSkippedAssertions: false) else { return }
    let expected = state
    let actual = state
    guard
      let difference = sharedAwareDifference(
        expected: expected, actual: actual, tracker: sharedChanges)
    else { return }
    fail(
      """
      Test store finished before asserting against changes to shared state.

      \(difference)

      Invoke "TestStore.assert" at the end of this test to assert against changes to shared state.
      """,
      skippable: true, exhaustivity: exhaustivity, location: location
    )
  }
}
