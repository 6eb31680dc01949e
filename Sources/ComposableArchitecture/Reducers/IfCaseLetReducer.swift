extension Reducer where State: CasePathable {
  /// Runs a child reducer on one case of this reducer's enum state, while the state is in that case.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .loggedIn(.logoutTapped):
  ///       state = .loggedOut(LoggedOut.State())  // cancels the logged-in feature's effects
  ///       return .none
  ///     default:
  ///       return .none
  ///     }
  ///   }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// }
  /// ```
  ///
  /// The child always runs before this reducer, wherever the modifier is written. When this reducer
  /// moves the state to another case (or replaces an `Identifiable` payload with one of another id),
  /// the child's running effects are cancelled. A child action that arrives while the state is in
  /// another case is reported as an issue and dropped.
  ///
  /// - Parameters:
  ///   - toCaseState: The case of the child state.
  ///   - toCaseAction: The case of child actions.
  ///   - case: The child reducer.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: @escaping @autoclosure () -> CaseKeyPath<State, CaseState>,
    action toCaseAction: @escaping @autoclosure () -> CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    let toCaseState = resolveCaseKeyPath(toCaseState)
    return _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: toCaseState.casePath,
      stateLocation: toCaseState.keyPath,
      toChildAction: resolveCaseKeyPath(toCaseAction).casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let stateLocation: AnyKeyPath
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: _ReducerLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: AnyCasePath<Parent.State, Child.State>,
    stateLocation: AnyKeyPath, toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: _ReducerLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.stateLocation = stateLocation
    self.toChildAction = toChildAction
    self.location = location
  }

  /// Runs the child (for a child action), then the parent; cancels the child's effects if the parent
  /// left the case.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffects = reduceChild(into: &state, action: action)
    let childBefore = toChildState.extract(from: state).map { identity(of: $0) }
    let parentEffects = parent.reduce(into: &state, action: action)
    var effects = childEffects.merging(parentEffects)
    if let childBefore, childBefore != toChildState.extract(from: state).map({ identity(of: $0) }) {
      effects = effects.merging(._cancelScope(childBefore))
    }
    return effects
  }

  private func identity(of child: Child.State) -> ChildIdentity {
    ChildIdentity(of: child, at: stateLocation)
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportIfCaseLetChildActionInOtherCase(
        action: action, state: state, stateType: Parent.State.self,
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      )
      return .none
    }
    let effect = withSufficientStack { child.reduce(into: &childState, action: childAction) }
    state = toChildState.embed(childState)
    let toChildAction = self.toChildAction
    return effect.asChild(identity(of: childState), embed: { toChildAction.embed($0) })
  }
}
