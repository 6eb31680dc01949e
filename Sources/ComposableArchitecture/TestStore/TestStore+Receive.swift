@_spi(SharedChangeTracking) import Sharing
import Foundation

extension TestStore where Action: Equatable {
  /// Asserts that an effect sent `expectedAction` back, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(.factResponse(.success("42 is a good number"))) {
  ///   $0.fact = "42 is a good number"
  /// }
  /// ```
  ///
  /// Waits up to `timeout` of real time (by default ``timeout``) for the action to arrive.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      failureMessage: """
        Expected to receive the following action, but didn't:

        \(describe(expectedAction))
        """,
      expected: describe(expectedAction),
      mismatch: { received in
        diff(expectedAction, received, format: .proportional).map {
          "\($0.indented(by: 4))\n\n(Expected: −, Received: +)"
        } ?? "  \(self.describe(received))"
      },
      timeout: timeout, assert: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that an effect sent back an action that `isMatching` accepts, and how it changed the
  /// state.
  ///
  /// ```swift
  /// await store.receive { $0 == .tick } { $0.seconds = 1 }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
      mismatch: { self.describe($0) },
      timeout: timeout, assert: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent back an action in the case at `actionCase`, whatever its associated
  /// value, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(\.response.success) { $0.items = ["a"] }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receiveCase(
      AnyCasePath(actionCase), timeout: timeout, assert: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Receives an action in the case of `casePath`, whatever its associated value: what the
  /// case-key-path `receive` and the deprecated case-path one share.
  func receiveCase<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    location: IssueLocation
  ) async {
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      mismatch: { self.describe($0) },
      timeout: timeout, assert: updateStateToExpectedResult,
      location: location
    )
  }

  /// Asserts that an effect sent back the case at `actionCase` with associated value `value`, and how
  /// it changed the state.
  ///
  /// ```swift
  /// await store.receive(\.tick, 1) { $0.seconds = 1 }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      matching: { casePath.extract(from: $0) == value },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      mismatch: { received in
        // The whole action is compared, so the report shows where in it the value differs.
        if casePath.extract(from: received) != nil,
          let difference = diff(casePath.embed(value), received, format: .proportional)
        {
          return "\(difference.indented(by: 2))\n\n(Expected: −, Actual: +)"
        }
        return self.describe(received)
      },
      timeout: timeout, assert: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits for a received action, checks it, and checks the state after it.
  ///
  /// - Parameters:
  ///   - failureMessage: The report when nothing running can send the action.
  ///   - expected: The expected action, described, when the assertion names one: a timeout's report
  ///     shows it under its first line.
  func receiveAction(
    matching isMatching: (Action) -> Bool,
    failureMessage: String,
    expected: String? = nil,
    mismatch: (Action) -> String,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    location: IssueLocation
  ) async {
    let limit = timeout ?? self.timeout
    var deadline = ProgressDeadline(
      limit: limit, progress: core.registry.progress,
      marks: [core.registry.count, reducer.receivedActions.count])
    while true {
      if let index = matchIndex(isMatching) {
        let skipped = reducer.receivedActions.prefix(index)
        if !skipped.isEmpty {
          let list = skipped.map { describe($0.action) }.joined(separator: "\n\n")
          fail(
            "Skipped receiving \(skipped.count) action\(skipped.count == 1 ? "" : "s"):\n\n\(list)",
            skippable: true, location: location
          )
          assertedState = skipped.last?.state ?? assertedState
        }
        let (_, stateAfter) = reducer.receivedActions[index]
        reducer.receivedActions.removeFirst(index + 1)
        checkState(
          before: assertedState, after: stateAfter, modify: updateStateToExpectedResult,
          step: "receive", location: location
        )
        assertedState = stateAfter
        // Let running effects move on to their next suspension before the test's next step.
        if core.registry.count > 0 {
          await MainSerialExecutor.yieldUntilMainIsIdle()
        }
        return
      }
      if case .on = exhaustivity, let first = reducer.receivedActions.first {
        let matchingLater = reducer.receivedActions.dropFirst().contains { isMatching($0.action) }
        reportIssue(
          """
          Received unexpected action\(matchingLater ? " before this one" : ""):

          \(mismatch(first.action))
          """, at: location)
        // The action is consumed, so the test can go on from the state it produced.
        assertedState = first.state
        reducer.receivedActions.removeFirst()
        return
      }
      if deadline.hasPassed(marks: [core.registry.count, reducer.receivedActions.count]) {
        reportIssue(
          Self.receiveTimeoutMessage(
            expected: expected, exhaustive: exhaustivity == .on, waited: limit,
            isDefaultTimeout: timeout == nil || timeout == self.timeout),
          at: location)
        return
      }
      if core.registry.count == 0 {
        // Nothing running can send it (and nothing received matches): give in-flight hops one
        // more chance, then fail at once rather than after the timeout.
        let received = reducer.receivedActions.count
        await Task.megaYield()
        await InterleavingExplorer.settle()
        if core.registry.count == 0 && reducer.receivedActions.count == received {
          reportIssue(failureMessage, at: location)
          return
        }
        continue
      }
      await deadline.yield()
    }
  }

  /// The report of a `receive` that waited `waited` for an action while effects were in flight, in
  /// TCA 1.x's words; said once: the expected action, when there is one, is shown under TCA's first
  /// line rather than in a second "Expected to receive" sentence.
  nonisolated static func receiveTimeoutMessage(
    expected: String?, exhaustive: Bool, waited: Duration, isDefaultTimeout: Bool
  ) -> String {
    let after = waited > .zero ? " after \(waited)" : ""
    let headline =
      "Expected to receive \(exhaustive ? "an action" : "a matching action"), but received none\(after)"
      + (expected.map { ":\n\n\($0)" } ?? ".")
    let timeoutAdvice =
      isDefaultTimeout
      ? #"configure this assertion with an explicit "timeout""#
      : #"try increasing the duration of this assertion's "timeout""#
    return """
      \(headline)

      There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
      (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it to \
      perform the effect. If you are using a test clock/scheduler, advance it so that the effects may \
      complete, or consider using an immediate clock/scheduler to immediately perform the effect \
      instead.

      If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \(timeoutAdvice).
      """
  }

  private func matchIndex(_ isMatching: (Action) -> Bool) -> Int? {
    switch exhaustivity {
    case .on:
      guard let first = reducer.receivedActions.first, isMatching(first.action) else { return nil }
      return 0
    case .off:
      return reducer.receivedActions.firstIndex { isMatching($0.action) }
    }
  }
}
