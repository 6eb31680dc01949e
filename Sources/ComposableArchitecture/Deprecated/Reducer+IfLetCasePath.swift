// `ifLet` with case paths built from case constructors (`/Action.child`), on optional state and on
// `@Presents` state, the form of TCA before case key paths; deprecated with TCA's message. Each
// builds the same reducer as its case-key-path form, so it behaves the same: the child runs first,
// its effects are cancelled when its state goes away, an action for an absent child is reported.

extension Reducer {
  /// Runs a child reducer on an optional part of this reducer's state, for the child actions of a
  /// case path: `.ifLet(\.child, action: /Action.child) { Child() }`.
  ///
  /// Same behaviour as `.ifLet(\.child, action: \.child) { Child() }`.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional child state.
  ///   - toWrappedAction: The case path of child actions.
  ///   - wrapped: The child reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      statePath: ResolvedStatePath(toWrappedState),
      toChildAction: toWrappedAction,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an optional ephemeral state (an alert, a confirmation dialog) that needs no reducer,
  /// for the actions of a case path: `.ifLet(\.alert, action: /Action.alert)`. Any of its actions
  /// sets it back to `nil`.
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional ephemeral state.
  ///   - toWrappedAction: The case path of its actions.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      statePath: ResolvedStatePath(toWrappedState),
      toChildAction: toWrappedAction,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a destination reducer on a presented feature's state, for the presentation actions of a
  /// case path: `.ifLet(\.$destination, action: /Action.destination) { Destination() }`.
  ///
  /// Same behaviour as `.ifLet(\.$destination, action: \.destination) { Destination() }`:
  /// dismissal cancels the destination's effects, and a destination action that arrives while
  /// nothing is presented is reported.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state.
  ///   - toPresentationAction: The case path of presentation actions.
  ///   - destination: The destination reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
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
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an ephemeral destination (an alert, a confirmation dialog) that needs no reducer, for
  /// the presentation actions of a case path: `.ifLet(\.$alert, action: /Action.alert)`. Any of its
  /// actions dismisses it.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state.
  ///   - toPresentationAction: The case path of presentation actions.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self,
      destination: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
