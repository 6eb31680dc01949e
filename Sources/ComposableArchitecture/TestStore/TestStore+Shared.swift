@_spi(SharedChangeTracking) import Sharing
extension TestStore {
  /// Reports the shared values whose change in the last step the test did not assert, or asserted
  /// wrongly, and starts the next step with nothing recorded.
  ///
  /// A step records every shared mutation made by the reducer and the effects (``SharedChangeTracker``);
  /// its assertion closure mutates snapshots of those values (`$0.$count.withLock { $0 = 1 }`), which
  /// must then match the actual values. A non-exhaustive store checks only the values it asserted.
  func checkSharedChanges(location: IssueLocation) {
    let mismatches = sharedChanges.checkChanges(
      exhaustive: exhaustivity != .off(showSkippedAssertions: false)
    )
    for mismatch in mismatches {
      fail(mismatch.message, skippable: !mismatch.isAsserted, location: location)
    }
  }
}
