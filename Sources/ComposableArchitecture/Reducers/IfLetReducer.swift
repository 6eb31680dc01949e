extension Reducer {
  /// Runs a child reducer on an optional part of this reducer's state, while it is not `nil`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .closeTapped:
  ///       state.editor = nil  // cancels the editor's running effects
  ///       return .none
  ///     case .editor:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.editor, action: \.editor) {
  ///     Editor()
  ///   }
  /// }
  /// ```
  ///
  /// The child always runs before this reducer, wherever the modifier is written, so it handles its
  /// actions while its state is still there. When this reducer sets the child state to `nil` (or
  /// replaces an `Identifiable` child with one of another id), the child's running effects are
  /// cancelled, and what they would have sent is never delivered. A child action that arrives while
  /// the child state is `nil` is reported as an issue and dropped.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional child state.
  ///   - toWrappedAction: The case of child actions.
  ///   - wrapped: The child reducer.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: @escaping @autoclosure () -> WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @escaping @autoclosure () -> CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    let paths = resolveChildPaths(state: toWrappedState, action: toWrappedAction)
    return _IfLetReducer(
      parent: self,
      child: wrapped(),
      statePath: paths.state,
      toChildAction: paths.action.casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Reducer {
  /// Presents an optional ephemeral state (an alert, a confirmation dialog) that needs no reducer:
  /// any of its actions sets it back to `nil`.
  ///
  /// ```swift
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: @escaping @autoclosure () -> WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @escaping @autoclosure () -> CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    let paths = resolveChildPaths(state: toWrappedState, action: toWrappedAction)
    return _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      statePath: paths.state,
      toChildAction: paths.action.casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// Where a scoping operator was written, for its reports.
public struct _ReducerLocation: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  /// A location in source.
  @inlinable
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// The reducer ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  /// The child state's key path, with its in-place write (resolved once per call site).
  @usableFromInline let statePath: ResolvedStatePath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: _ReducerLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, statePath: ResolvedStatePath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>, location: _ReducerLocation
  ) {
    self.parent = parent
    self.child = child
    self.statePath = statePath
    self.toChildAction = toChildAction
    self.location = location
  }

  /// The child state's key path.
  var toChildState: WritableKeyPath<Parent.State, Child.State?> { statePath.keyPath }

  /// Runs the child (for a child action), then the parent; cancels the child's effects if the parent
  /// dismissed it. An ephemeral child (an alert) is dismissed by any of its actions.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childAction = toChildAction.extract(from: action)
    // `if let` rather than `Optional.map`: no closure frames between the levels of a recursive feature.
    var childEffects = Effect<Parent.Action>.none
    if let childAction {
      childEffects = withSufficientStack {
        reduceChild(into: &state, action: action, childAction: childAction)
      }
    }
    let childBefore = state[keyPath: toChildState].map { identity(of: $0) }
    let parentEffects = parent.reduce(into: &state, action: action)
    var effects = childEffects.merging(parentEffects)
    guard let childBefore else { return effects }
    let childAfter = state[keyPath: toChildState].map { identity(of: $0) }
    if childBefore != childAfter {
      effects = effects.merging(._cancelScope(childBefore))
    } else if let childAction, let child = state[keyPath: toChildState],
      EphemeralStates.isDismissed(child, by: childAction)
    {
      state[keyPath: toChildState] = nil
    }
    return effects
  }

  private func identity(of child: Child.State) -> ChildIdentity {
    ChildIdentity(of: child, at: toChildState)
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action, childAction: Child.Action
  ) -> Effect<Parent.Action> {
    var effect: Effect<Parent.Action>?
    statePath.modify(&state) { childState in
      guard childState != nil else { return }
      let childEffect = child.reduce(into: &childState!, action: childAction)
      // Filed under the child's identity after it ran: a child cannot dismiss itself.
      let toChildAction = self.toChildAction
      effect = childEffect.asChild(identity(of: childState!), embed: { toChildAction.embed($0) })
    }
    guard let effect else {
      reportIfLetChildActionWhenNil(
        action: action, fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      )
      return .none
    }
    return effect
  }
}
