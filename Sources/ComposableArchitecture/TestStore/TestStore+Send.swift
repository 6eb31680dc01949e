extension TestStore {
  /// Sends an action and asserts how the state changed, as `assert` describes it.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// Before sending, every action received from effects must have been asserted.
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
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !reducer.receivedActions.isEmpty {
      let actions = reducer.receivedActions.map { describe($0.action) }.joined(separator: "\n\n")
      fail(
        """
        Must handle \(reducer.receivedActions.count) received \
        action\(reducer.receivedActions.count == 1 ? "" : "s") before sending an action:

        \(actions)
        """,
        skippable: true, location: location
      )
      // Consume them, so that the test goes on from the state they produced.
      assertedState = reducer.receivedActions.last?.state ?? assertedState
      reducer.receivedActions.removeAll()
    }

    let before = assertedState
    reducer.lastSentState = nil
    let collector = sharedChanges.track { core.send(.send(action)) }
    let after = reducer.lastSentState ?? state
    checkState(
      before: before, after: after, modify: sharedChanges.asserting(updateStateToExpectedResult),
      step: "send", location: location
    )
    checkSharedChanges(location: location)
    assertedState = after

    // Let the effects just started reach their first suspension, and the ones just cancelled wind
    // down (nothing to wait for when no effect is running).
    if core.registry.count > 0 {
      await Task.megaYield()
    }
    return TestStoreTask(
      rawValue: collector.map { collector in Task { await collector.waitForAll() } },
      timeout: timeout
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
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      action(), assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath,
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
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      action(value), assert: updateStateToExpectedResult, fileID: fileID, filePath: filePath,
      line: line, column: column
    )
  }

  /// Compares the state after a step with the state the test expects.
  func checkState(
    before: State,
    after: State,
    modify: ((inout State) throws -> Void)?,
    step: String,
    location: IssueLocation
  ) {
    var expected: State
    switch exhaustivity {
    case .on:
      expected = before
    case .off:
      // Only what the closure asserts is checked: apply it to the actual state.
      expected = after
    }
    do {
      try modify?(&expected)
    } catch {
      reportIssue("Threw error in the assertion of '\(step)': \(error)", at: location)
      return
    }

    if expected != after {
      let difference =
        diff(expected, after, format: .proportional).map { "\($0.indented(by: 2))" }
        ?? "  (no visible difference)"
      let header =
        modify == nil
        ? "State was not expected to change, but a change occurred:"
        : "A state change does not match expectation:"
      reportIssue(
        """
        \(header)

        \(difference)

        (Expected: −, Actual: +)
        """, at: location)
      return
    }

    if case .off(showSkippedAssertions: true) = exhaustivity {
      var exhaustive = before
      try? modify?(&exhaustive)
      if exhaustive != after {
        let difference =
          diff(exhaustive, after, format: .proportional).map { $0.indented(by: 2) } ?? ""
        fail(
          """
          A state change was not asserted (skipped, the store is not exhaustive):

          \(difference)

          (Expected: −, Actual: +)
          """,
          skippable: true, location: location
        )
      }
    }

    if case .on = exhaustivity, modify != nil, before == after, step != "assert", !sharedChanges.hasChanges {
      reportIssue(
        """
        Expected state to change, but no change occurred.

        The assertion closure made no observable change to the state. If no change is expected, \
        omit the closure.
        """, at: location)
    }
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
