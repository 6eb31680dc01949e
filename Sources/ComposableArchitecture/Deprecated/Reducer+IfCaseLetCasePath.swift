// `ifCaseLet` with case paths built from case constructors (`/State.child`, `/Action.child`), the
// form of TCA before case key paths; deprecated with TCA's message. It builds the same reducer as
// the case-key-path form, so it behaves the same.

extension Reducer {
  /// Runs a child reducer on one case of this reducer's enum state, both given by case paths:
  /// `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
  ///
  /// Same behaviour as `.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }`: the child runs
  /// first, its effects are cancelled when the state leaves the case, and a child action that
  /// arrives while the state is in another case is reported. The state need not be
  /// `@CasePathable`.
  ///
  /// - Parameters:
  ///   - toCaseState: The case path of the child state.
  ///   - toCaseAction: The case path of child actions.
  ///   - case: The child reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: toCaseState,
      stateLocation: _CasePathSite.keyPath(fileID: fileID, line: line, column: column),
      toChildAction: toCaseAction,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
