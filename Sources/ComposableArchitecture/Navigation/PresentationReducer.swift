extension Reducer {
  /// Runs a destination reducer on a presented feature's state, while it is presented.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .addTapped:
  ///       state.destination = .sheet(Sheet.State())
  ///       return .none
  ///     case .destination:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination.body
  ///   }
  /// }
  /// ```
  ///
  /// As with ``ifLet(_:action:then:fileID:filePath:line:column:)-(_,()->CaseKeyPath<Self.Action,WrappedAction>,_,_,_,_,_)``, the destination runs before this
  /// reducer. Dismissal — this reducer setting the state to `nil`, a `.dismiss` action, or
  /// `dismiss()` called from the destination's effects — cancels the destination's effects. An
  /// ephemeral destination (an alert) is dismissed by any of its actions. A destination action that
  /// arrives while nothing is presented is reported and dropped.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: @escaping @autoclosure () -> WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping @autoclosure () -> CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: resolveKeyPath(toPresentationState),
      toPresentationAction: resolveCaseKeyPath(toPresentationAction).casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an ephemeral destination (an alert, a confirmation dialog) that needs no reducer: any
  /// of its actions dismisses it.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: @escaping @autoclosure () -> WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping @autoclosure () -> CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self,
      destination: EmptyReducer(),
      toPresentationState: resolveKeyPath(toPresentationState),
      toPresentationAction: resolveCaseKeyPath(toPresentationAction).casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a destination declared with `@Reducer enum`, running its generated body.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: @escaping @autoclosure () -> WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping @autoclosure () -> CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where
    DestinationState.StateReducer.Body: Reducer<DestinationState, DestinationAction>
  {
    _PresentationReducer(
      base: self,
      destination: DestinationState.StateReducer.body,
      toPresentationState: resolveKeyPath(toPresentationState),
      toPresentationAction: resolveCaseKeyPath(toPresentationAction).casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` builds.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: _ReducerLocation

  @usableFromInline
  init(
    base: Base, destination: Destination,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    location: _ReducerLocation
  ) {
    self.base = base
    self.destination = destination
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  /// Runs the destination (for a presented action), then the base; ends what was dismissed and
  /// starts the lifetime of what was presented.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Only what the presented value is (its identity, whether it is ephemeral) and the bookkeeping
    // are kept, not the value itself nor the presentation state: a copy of either would share a box
    // with the state (the presentation's, or those the presented state holds), and the changes below
    // would copy it. A feature presenting itself would then copy every box on the path of an action.
    let initialPresentedID = state[keyPath: toPresentationState].presentedID
    let initialIdentity = presentedIdentity(in: state)
    var effects: Effect<Base.Action>
    switch (initialIdentity, toPresentationAction.extract(from: action)) {
    case (let presented?, .dismiss?):
      effects = base.reduce(into: &state, action: action)
      // The base may have presented something else meanwhile: dismiss only what was presented.
      if presentedIdentity(in: state) == presented {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (let presented?, .presented(let destinationAction)?):
      let ephemeralType = state[keyPath: toPresentationState].wrappedValue.flatMap(
        EphemeralStates.type(of:))
      // A feature presenting itself nests one reduction per level: the deepest levels run on a
      // fresh stack (as `Scope`, `ifLet` and `forEach` do).
      effects = withSufficientStack {
        reduceDestination(into: &state, action: destinationAction, presented: presented)
      }
      .merging(base.reduce(into: &state, action: action))
      if EphemeralStates.isDismissed(ephemeralType, by: destinationAction),
        presentedIdentity(in: state) == presented
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (nil, _?):
      reportPresentationActionWhenAbsent(action: action)
      effects = base.reduce(into: &state, action: action)

    case (_, nil):
      effects = base.reduce(into: &state, action: action)
    }

    let current = presentedIdentity(in: state)
    if let dismissed = initialPresentedID, dismissed != current {
      effects = effects.merging(._cancelScope(dismissed))
    }
    if current != initialPresentedID {
      state[keyPath: toPresentationState].presentedID = nil
    }
    if let current, state[keyPath: toPresentationState].presentedID == nil,
      let presented = state[keyPath: toPresentationState].wrappedValue,
      !EphemeralStates.isEphemeral(presented)
    {
      state[keyPath: toPresentationState].presentedID = current
      effects = effects.merging(
        .navigationLifetime(of: current, dismissAction: toPresentationAction.embed(.dismiss))
      )
    }
    return effects
  }

  /// Runs the destination on the presented state, its effects filed under `presented`.
  private func reduceDestination(
    into state: inout Base.State, action: Destination.Action, presented: ChildIdentity
  ) -> Effect<Base.Action> {
    let toPresentationAction = self.toPresentationAction
    return destination.presented(as: presented)
      .reduce(into: &state[keyPath: toPresentationState].wrappedValue!, action: action)
      .asChild(presented, embed: { toPresentationAction.embed(.presented($0)) })
  }

  private func identity(of destination: Destination.State) -> ChildIdentity {
    ChildIdentity(of: destination, at: toPresentationState)
  }

  private func presentedIdentity(in state: Base.State) -> ChildIdentity? {
    state[keyPath: toPresentationState].wrappedValue.map(identity(of:))
  }

  private func reportPresentationActionWhenAbsent(action: Base.Action) {
    reportIssue(
      """
      An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
      destination state was absent.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer must \
      run before any other reducer sets destination state to "nil". This ensures that destination \
      reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that actions \
      for this reducer can only be sent from a store when state is present, or from effects that \
      start from this reducer.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }
}
