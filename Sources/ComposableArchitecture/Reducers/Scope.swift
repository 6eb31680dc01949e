/// Runs a child reducer on a part of the parent's state, for the parent's actions that carry a child
/// action.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.form, action: \.form) { Form() }
///   Reduce { state, action in … }  // runs after the child, so it sees the child's changes
/// }
/// ```
///
/// Every action reaches the scope; one that is not a child action is ignored. The child's state can
/// be a stored property (a key path) or a case of an enum state (a case key path).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  @usableFromInline let statePath: StatePath
  @usableFromInline let actionPath: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  /// The scope every public initializer builds. Those resolve their case key paths themselves
  /// (in the caller's code, where a literal's closure is seen as written; see `CallSiteCache`), since
  /// an autoclosure cannot be passed on to another initializer without wrapping it.
  @usableFromInline
  init(
    statePath: StatePath, actionPath: AnyCasePath<ParentAction, Child.Action>, child: Child,
    fileID: StaticString, line: UInt
  ) {
    self.statePath = statePath
    self.actionPath = actionPath
    self.child = child
    self.fileID = fileID
    self.line = line
  }

  /// A scope on the child state at a writable key path.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: @escaping @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .keyPath(resolveKeyPath(toChildState)),
      actionPath: resolveCaseKeyPath(toChildAction).casePath,
      child: child(), fileID: fileID, line: line)
  }

  /// A scope on the child state in a case of an enum state.
  ///
  /// A child action that arrives while the state is in another case is reported as an issue and
  /// ignored.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: @escaping @autoclosure () -> CaseKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.init(
      statePath: .casePath(resolveCaseKeyPath(toChildState).casePath),
      actionPath: resolveCaseKeyPath(toChildAction).casePath, child: child(), fileID: fileID,
      line: line)
  }

  /// A scope on the child state at a writable key path, unlabeled: `Scope(\.child, action: \.child)`.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: @escaping @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .keyPath(resolveKeyPath(toChildState)),
      actionPath: resolveCaseKeyPath(toChildAction).casePath,
      child: child(), fileID: fileID, line: line)
  }

  /// A scope on the child state in a case of an enum state, unlabeled:
  /// `Scope(\.loggedIn, action: \.loggedIn)`.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: @escaping @autoclosure () -> CaseKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.init(
      statePath: .casePath(resolveCaseKeyPath(toChildState).casePath),
      actionPath: resolveCaseKeyPath(toChildAction).casePath, child: child(), fileID: fileID,
      line: line)
  }

  /// Runs the child for child actions; ignores the others.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = actionPath.extract(from: action) else { return .none }
    let actionPath = self.actionPath
    switch statePath {
    case let .keyPath(keyPath):
      #if DEBUG
        OrderDiagnostics.checkScope(keyPath, action: action, fileID: fileID, line: line)
      #endif
      // In place, through the field's storage when the parent is an `@ObservableState` struct: a write
      // through the key path of its (computed) field would copy the whole child state.
      // The child is read out of `self` and the effect written to a local, not returned: in an
      // unspecialized generic body, the closure would otherwise look up this reducer's metadata (to
      // find `child`) and `modifyInPlace` the effect type's, by hashing, on every action.
      let child = self.child
      var effect = Effect<Child.Action>.none
      modifyInPlace(&state, at: keyPath) { childState in
        withSufficientStack { effect = child.reduce(into: &childState, action: childAction) }
      }
      // `.none` maps to `.none`; skipping `map` saves allocating its closure on every action.
      if effect.isNone { return .none }
      return effect.map { actionPath.embed($0) }
    case let .casePath(casePath):
      guard var childState = casePath.extract(from: state) else {
        reportScopeCaseMismatch(action: action, state: state, fileID: fileID, line: line)
        return .none
      }
      let effect = withSufficientStack { child.reduce(into: &childState, action: childAction) }
      state = casePath.embed(childState)
      if effect.isNone { return .none }
      return effect.map { actionPath.embed($0) }
    }
  }
}

/// Reports a child action received by a `Scope` on a case while the state is in another case.
@usableFromInline
func reportScopeCaseMismatch<State>(action: Any, state: State, fileID: StaticString, line: UInt) {
  reportScopeChildActionInOtherCase(
    action: action, state: state, stateType: State.self, fileID: fileID, filePath: fileID,
    line: line, column: 1
  )
}
