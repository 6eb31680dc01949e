@_spi(SharedChangeTracking) import Sharing
import Foundation

extension TestStore {
  /// Waits for every effect still running to finish, reporting those still running after `timeout`
  /// of real time without progress (by default ``timeout``), each with the action that started it.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await clock.advance(by: .seconds(1))
  /// await store.finish()
  /// ```
  ///
  /// Actions received and not asserted by then (before or while waiting) are reported, as TCA does;
  /// an effect reported here as still running is not reported again when the store goes away.
  /// Once every effect ended, a shared value the state holds that changed and was never asserted is
  /// reported too ("Test store finished before asserting against changes to shared state"), as in
  /// TCA: assert such a change before (`await store.send(.sync).finish()`, then
  /// `store.assert { … }`). A change the state does not hold is not reported.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = timeout ?? self.timeout
    var deadline = ProgressDeadline(
      limit: limit, progress: core.registry.progress, marks: [core.registry.count])
    while core.registry.count > 0 {
      if deadline.hasPassed(marks: [core.registry.count]) {
        reportReceivedActions(location: location)
        reportInFlightEffects(location: location)
        return
      }
      await deadline.yield()
    }
    // An action an effect sent as it ended may still be on its way to the main actor.
    await InterleavingExplorer.settle()
    reportReceivedActions(location: location)
    // Every effect ended: a shared value the state holds, changed and not asserted by now, never
    // will be but by `store.assert` (as TCA; not when an effect is still running, reported above
    // instead).
    reportUnassertedSharedChanges(location: location)
  }

  /// Reports the actions received and not asserted, then counts them as skipped.
  private func reportReceivedActions(location: IssueLocation) {
    guard let last = reducer.receivedActions.last else { return }
    fail(
      Self.unexpectedActionsMessage(reducer.receivedActions.map(\.action)),
      skippable: true, location: location
    )
    assertedState = last.state
    reducer.receivedActions.removeAll()
  }

  /// Asserts nothing about the actions received so far, and drops them.
  ///
  /// - Parameter strict: Whether to report an issue when there was nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let last = reducer.receivedActions.last else {
      if strict {
        reportIssue(
          "There were no received actions to skip.", fileID: fileID, filePath: filePath,
          line: line, column: column
        )
      }
      return
    }
    if case .off(showSkippedAssertions: true) = exhaustivity {
      let list = reducer.receivedActions.map { describe($0.action) }.joined(separator: "\n\n")
      fail("Skipped received actions:\n\n\(list)", skippable: true, location: location)
    }
    assertedState = last.state
    reducer.receivedActions.removeAll()
    sharedChanges.skipChanges()
  }

  /// Stops tracking every effect still running, asserting nothing about it, as TCA 1.25.5 does.
  ///
  /// The effects are *forgotten*, not cancelled: they keep running, and an action one of them sends
  /// afterwards is still received (and, in an exhaustive store, must be asserted with `receive`).
  /// They are no longer waited for by `finish()` nor reported as still running when the test ends.
  /// To stop an effect, cancel it from the feature (`.cancel(id:)`) instead.
  ///
  /// ```swift
  /// await store.send(.startTimer)
  /// await store.skipInFlightEffects()  // the timer keeps ticking, unreported
  /// ```
  ///
  /// - Parameter strict: Whether to report an issue when no effect was running.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let running = core.registry.origins
    guard !running.isEmpty else {
      if strict {
        reportIssue(
          "There were no in-flight effects to skip.", fileID: fileID, filePath: filePath,
          line: line, column: column
        )
      }
      return
    }
    if case .off(showSkippedAssertions: true) = exhaustivity {
      fail(
        "Skipped \(running.count) in-flight effect\(running.count == 1 ? "" : "s"):\n\n"
          + running.joined(separator: "\n\n"),
        skippable: true, location: location
      )
    }
    core.registry.forgetRunning()
  }
}
