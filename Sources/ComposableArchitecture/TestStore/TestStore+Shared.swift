@_spi(SharedChangeTracking) import Sharing

extension TestStore {
  /// Reports the shared values whose change the test did not assert in this step, or asserted
  /// wrongly, and forgets them.
  ///
  /// Every shared mutation made by the reducer and the effects is recorded (``SharedChangeTracker``),
  /// with who made it (``SharedChangeCause``); a step's assertion closure mutates snapshots of those
  /// values (`$0.$count.withLock { $0 = 1 }`), which must then match the actual values. A
  /// non-exhaustive store checks only the values it asserted.
  ///
  /// A `receive` or an `assert` answers for every change recorded so far: a change an effect made
  /// before sending the received action is asserted there, as in TCA. A `send` answers for what
  /// its action's reducer pass changed (`isSend`): the changes effects made before it, and those of
  /// the actions they sent, may be asserted in its closure, and otherwise wait for the next
  /// `receive` or `assert`, or for the end of the test (``reportUnassertedSharedChanges(location:)``).
  func checkSharedChanges(location: IssueLocation, isSend: Bool = false) {
    let mismatches = sharedChanges.checkChanges(
      exhaustive: exhaustivity != .off(showSkippedAssertions: false),
      keepingChangesMadeOutsideSentAction: isSend
    )
    for mismatch in mismatches {
      fail(mismatch.message, skippable: !mismatch.isAsserted, location: location)
    }
  }

  /// Reports the shared values changed and never asserted, as the test store finishes (`finish()`),
  /// and forgets them.
  func reportUnassertedSharedChanges(location: IssueLocation) {
    Self.reportUnassertedSharedChanges(
      sharedChanges, exhaustivity: exhaustivity, location: location)
  }

  /// Reports the shared values changed and never asserted, with TCA's text ("Test store finished
  /// before asserting against changes to shared state"), and forgets them. A non-exhaustive store
  /// reports none (shows them as skipped with `showSkippedAssertions`).
  nonisolated static func reportUnassertedSharedChanges(
    _ sharedChanges: SharedChangeTracker, exhaustivity: Exhaustivity, location: IssueLocation
  ) {
    let mismatches = sharedChanges.checkChanges(
      exhaustive: exhaustivity != .off(showSkippedAssertions: false))
    for mismatch in mismatches {
      fail(
        mismatch.unassertedAtEndMessage, skippable: true, exhaustivity: exhaustivity,
        location: location)
    }
  }
}
