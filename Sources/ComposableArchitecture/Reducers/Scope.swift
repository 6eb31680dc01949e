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
    case keyPath(ResolvedStatePath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  @usableFromInline let statePath: StatePath
  @usableFromInline let actionPath: ResolvedCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  /// The scope every public initializer builds. Those resolve their case key paths themselves
  /// (in the caller's code, where a literal's closure is seen as written; see `CallSiteCache`), since
  /// an autoclosure cannot be passed on to another initializer without wrapping it. Inlined, so that
  /// a generic caller writes the fields in place instead of moving a finished scope through its
  /// type's value witness (a type looked up at run time on every action).
  @inlinable
  init(
    statePath: StatePath, actionPath: ResolvedCasePath<ParentAction, Child.Action>, child: Child,
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
    let paths = resolveChildPaths(state: toChildState, action: toChildAction)
    self.init(
      statePath: .keyPath(paths.state), actionPath: paths.action, child: child(), fileID: fileID,
      line: line)
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
      actionPath: resolveCaseKeyPath(toChildAction), child: child(), fileID: fileID,
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
    let paths = resolveChildPaths(state: toChildState, action: toChildAction)
    self.init(
      statePath: .keyPath(paths.state), actionPath: paths.action, child: child(), fileID: fileID,
      line: line)
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
      actionPath: resolveCaseKeyPath(toChildAction), child: child(), fileID: fileID,
      line: line)
  }

  /// Runs the child for child actions; ignores the others.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard case let .keyPath(path) = statePath else {
      return reduceCase(into: &state, action: action)
    }
    guard let childAction = actionPath.casePath.extract(from: action) else { return .none }
    #if DEBUG
      OrderDiagnostics.checkScope(path.keyPath, action: action, fileID: fileID, line: line)
    #endif
    // In place, through the field's storage when the parent is an `@ObservableState` struct: a write
    // through the key path of its (computed) field would copy the whole child state.
    // The child is read out of `self` and the effect written to a local, not returned: in an
    // unspecialized generic body, the closure would otherwise look up this reducer's metadata (to
    // find `child`) and the write the effect type's, by hashing, on every action.
    let child = self.child
    var effect = Effect<Child.Action>.none
    path.modify(&state) { childState in
      withSufficientStack { effect = child.reduce(into: &childState, action: childAction) }
    }
    // `.none` maps to `.none`; skipping `map` saves allocating its closure on every action.
    if effect.isNone { return .none }
    let embed = actionPath.casePath
    return effect.map { embed.embed($0) }
  }

  /// Runs the child on the case of an enum state (the `.casePath` scope).
  ///
  /// Out of line: the child state's optional, which a generic body looks up by hashing, is then
  /// only looked up by the scopes that have one, not on entry to every scope's `reduce`.
  @usableFromInline
  @inline(never)
  func reduceCase(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard case let .casePath(casePath) = statePath,
      let childAction = actionPath.casePath.extract(from: action)
    else { return .none }
    guard var childState = casePath.extract(from: state) else {
      reportScopeCaseMismatch(action: action, state: state, fileID: fileID, line: line)
      return .none
    }
    let effect = withSufficientStack { child.reduce(into: &childState, action: childAction) }
    state = casePath.embed(childState)
    if effect.isNone { return .none }
    let embed = actionPath.casePath
    return effect.map { embed.embed($0) }
  }
}

@usableFromInline
func reportScopeCaseMismatch<State>(action: Any, state: State, fileID: StaticString, line: UInt) {
  reportScopeChildActionInOtherCase(
    action: action, state: state, stateType: State.self, fileID: fileID, filePath: fileID,
    line: line, column: 1
  )
}
