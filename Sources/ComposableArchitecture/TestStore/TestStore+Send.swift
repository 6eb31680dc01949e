@_spi(Internals) import CasePaths
@_spi(SharedChangeTracking) import Sharing
import ConcurrencyExtras
extension TestStore {
  /// Sends an action and asserts how the state changed, as `assert` describes it.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// Before sending, every action received from effects must have been asserted. A test store whose
  /// feature dismissed it (``isDismissed``) accepts no more actions: sending one is reported.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Changes a copy of the state before the action into the state
  ///     expected after it. Omit it when the action changes nothing.
  /// - Returns: The work the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      reportIssue("Can't send action to dismissed test store.", at: location)
      return TestStoreTask(rawValue: nil, timeout: timeout, progress: core.registry.progress)
    }
    var before = assertedState
    if !reducer.receivedActions.isEmpty {
      fail(
        """
        Must handle \(reducer.receivedActions.count) received \
        action\(reducer.receivedActions.count == 1 ? "" : "s") before sending an action.

        Unhandled actions: \(Self.dumpActions(reducer.receivedActions.map(\.action)))
        """,
        skippable: true, location: location
      )
      switch exhaustivity {
      case .on:
        // The actions stay pending: the next `receive` asserts them, without a second failure.
        // This send's own change is checked from the state they produced.
        before = reducer.receivedActions.last?.state ?? before
      case .off:
        // A non-exhaustive test skips them.
        assertedState = reducer.receivedActions.last?.state ?? assertedState
        before = assertedState
        reducer.receivedActions.removeAll()
      }
    }

    reducer.lastSentState = nil
    // The assertion pushes stack elements with the ids this send gave them: it runs with the id
    // generator as it was before the send.
    let stackIDsBefore = core.passContext.stackIDs.copy()
    // The work is collected with the location of this send, where reports about its effects point.
    let started = TaskCollector.make(location: location, lock: core.registry.lock)
    // The shared values its effects change are recorded as theirs: a report names this step.
    let effects = SharedChangeCause.effect(
      SharedChangeCause.Effect { [action = UncheckedSendable(action)] in
        "\(debugCaseOutput(action.value, abbreviated: true)), sent at \(location.fileID):\(location.line)"
      })
    let stateBeforeSend = core.state
    let bindingApplications = LockIsolated(0)
    sharedChanges.track {
      SharedChangeCause.$current.withValue(effects) {
        UnappliedBindingReport.$applications.withValue(bindingApplications) {
          core.send(.send(action), collector: started)
        }
      }
    }
    let collector = started.hasStartedTasks ? started : nil
    let after = reducer.lastSentState ?? core.state
    UnappliedBindingReport.check(
      action, before: stateBeforeSend, after: after, bindingReducerRan: bindingApplications.value > 0,
      location: location)
    checkState(
      before: before, after: after, modify: updateStateToExpectedResult,
      step: "send", location: location, stackIDs: stackIDsBefore
    )
    assertedState = after

    // Let the effects just started reach their first suspension, and the ones just cancelled wind
    // down (nothing to wait for when no effect is running).
    if core.registry.count > 0 {
      await MainSerialExecutor.yieldUntilMainIsIdle()
      // Under an exploration of interleavings, cancelled effects wind down before the test goes
      // on, whatever the order: a cancelled effect ends without anything else happening first.
      if InterleavingExplorer.isScheduled && core.registry.hasCancelledEffectsRunning {
        await InterleavingExplorer.settle()
      }
    }
    return TestStoreTask(
      rawValue: collector.map { collector in
        let task = Task { await collector.waitForAll() }
        InterleavingExplorer.adopt(task)
        return task
      },
      timeout: timeout,
      progress: core.registry.progress
    )
  }

  /// Sends the case at a case key path that has no associated value.
  ///
  /// ```swift
  /// await store.send(\.incrementButtonTapped) { $0.count = 1 }
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      action(), assert: updateStateToExpectedResult, fileID: fileID, file: filePath,
      line: line, column: column
    )
  }

  /// Sends the case at a case key path with `value` as its associated value.
  ///
  /// ```swift
  /// await store.send(\.queryChanged, "blob") { $0.query = "blob" }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      action(value), assert: updateStateToExpectedResult, fileID: fileID, file: filePath,
      line: line, column: column
    )
  }

  /// Compares the state after a step with the state the test expects, shared values included, as
  /// TCA does (see `TestStore+Shared.swift`), then forgets the shared changes recorded so far.
  func checkState(
    before: State,
    after: State,
    modify: ((inout State) throws -> Void)?,
    step: String,
    location: IssueLocation,
    stackIDs: StackElementIDGenerator? = nil
  ) {
    // The assertion runs with the store's dependencies (`$0.path.append(…)` takes the store's next
    // stack element id, as the reducer did), and against the recorded shared values: it mutates
    // their recorded values (`$0.$count.withLock { $0 = 1 }`), not the actual ones.
    // Each run of the closure (a store showing skipped assertions runs it twice) starts from the
    // same ids.
    let stackIDs = stackIDs ?? core.passContext.stackIDs.copy()
    let storeDependencies = core.dependencies
    let tracker = sharedChanges
    // The closure changes a copy of the store's state, which shares its observation registrars with
    // the store's own: it runs detached, so that its changes notify none of the store's observers.
    let isExhaustive = exhaustivity == .on
    let modify = modify.map { modify in
      { (state: inout State) throws in
        var dependencies = storeDependencies
        dependencies.stackElementID = stackIDs.copy()
        return try LiveMutation.detached {
          try Dependencies.withDependencies({ $0 = dependencies }) {
            // `XCTModify` in a non-exhaustive store's closure may leave the value unchanged.
            try XCTModifyLocals.$isExhaustive.withValue(isExhaustive) {
              try tracker.assert { try modify(&state) }
            }
          }
        }
      }
    }
    // A `send` answers for what its action changed: a change effects alone made waits for a later
    // step, unless the closure asserts it.
    let hidesEffectChanges = step == "send"
    let hadSharedChanges = sharedChanges.hasChanges

    // What an exhaustive store would have reported, shown as skipped (never a failure).
    var skippedDifference: String?
    if case .off(showSkippedAssertions: true) = exhaustivity {
      var exhaustiveExpected = before
      do {
        try modify?(&exhaustiveExpected)
        skippedDifference = Self.sharedAwareDifference(
          expected: exhaustiveExpected, actual: after, tracker: tracker,
          hidingChangesMadeOutsideSentAction: hidesEffectChanges)
      } catch {
        // Reported below, by the check that counts.
      }
    }

    var expected: State
    if isExhaustive {
      expected = before
    } else {
      // Only what the closure asserts is checked: apply it to the actual state, shared values
      // included (TCA forgets the recorded changes first).
      sharedChanges.forgetRecordedValues()
      expected = after
    }
    do {
      try modify?(&expected)
    } catch {
      reportIssue("Threw error: \(error)", at: location)
      return
    }

    let difference = Self.sharedAwareDifference(
      expected: expected, actual: after, tracker: tracker,
      hidingChangesMadeOutsideSentAction: isExhaustive && hidesEffectChanges)
    sharedChanges.forgetChanges(
      keepingChangesMadeOutsideSentAction: isExhaustive && hidesEffectChanges)

    if let difference {
      let header =
        modify == nil
        ? "State was not expected to change, but a change occurred."
        : "A state change does not match expectation."
      reportIssue("\(header)\n\n\(difference)", at: location)
      return
    }

    if let skippedDifference {
      fail(
        """
        A state change was not asserted (skipped, the store is not exhaustive).

        \(skippedDifference)
        """,
        skippable: true, location: location
      )
    }

    if isExhaustive, modify != nil, before == after, step != "assert", !hadSharedChanges {
      reportIssue(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """, at: location)
    }
  }
}

extension TestStore {
  /// The difference between the expected and the actual state, as a report shows it.
  nonisolated static func stateDifference(expected: State, actual: State) -> String {
    if let difference = diff(expected, actual, format: .proportional) {
      return "\(difference.indented(by: 4))\n\n(Expected: −, Actual: +)"
    }
    var expectedText = ""
    var actualText = ""
    customDump(expected, to: &expectedText)
    customDump(actual, to: &actualText)
    return """
      Expected:
      \(expectedText.indented(by: 2))

      Actual:
      \(actualText.indented(by: 2))
      """
  }
}

extension String {
  func indented(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}
