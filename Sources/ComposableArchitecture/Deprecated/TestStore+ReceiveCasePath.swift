// `TestStore.receive` with a case path built from a case constructor (`/Action.response`), the
// form of TCA before case key paths; deprecated with TCA's message. It shares the case-key-path
// form's code, so it asserts, and fails, as that form does.

extension TestStore {
  /// Asserts that an effect sent back an action in the case of `actionCase`, whatever its
  /// associated value, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(/Feature.Action.response) {
  ///   $0.items = ["a"]
  /// }
  /// ```
  ///
  /// Same behaviour and failure messages as `receive(\.response)`.
  ///
  /// - Parameters:
  ///   - actionCase: The case path of the expected action's case.
  ///   - timeout: How long to wait for the action (by default the store's ``timeout``).
  ///   - updateStateToExpectedResult: A closure that changes a copy of the state before the action
  ///     to the state expected after it.
  @_disfavoredOverload
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveCase(
      actionCase, timeout: timeout, assert: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent back an action in the case of `actionCase`, waiting up to
  /// `nanoseconds` for it: `await store.receive(/Action.response, timeout: 1_000_000_000)`.
  ///
  /// - Parameters:
  ///   - actionCase: The case path of the expected action's case.
  ///   - nanoseconds: How long to wait for the action, in nanoseconds.
  ///   - updateStateToExpectedResult: A closure that changes a copy of the state before the action
  ///     to the state expected after it.
  @_disfavoredOverload
  @available(*, deprecated, message: "Use the overload that takes a 'Duration' timeout, instead.")
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout nanoseconds: UInt64,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveCase(
      actionCase, timeout: .nanoseconds(Int64(clamping: nanoseconds)), assert: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
