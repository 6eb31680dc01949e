extension Reducer {
  /// Runs a destination reducer on each element of a navigation stack, for the actions addressed to
  /// that element by id, and handles pushes and pops.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .detailTapped:
  ///       state.path.append(.detail(Detail.State()))
  ///       return .none
  ///     case .path:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.path, action: \.path) {
  ///     Path.body
  ///   }
  /// }
  /// ```
  ///
  /// The element runs before this reducer. Popping an element (`.popFrom(id:)`, this reducer
  /// removing it, or `dismiss()` called from the element's effects) cancels its effects; an element
  /// removed by another reducer (before or after this one in a body) loses its effects on the next
  /// action through this reducer. An action for an id the stack does not hold is reported and
  /// dropped.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: @escaping @autoclosure () -> WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: @escaping @autoclosure () -> CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: resolveKeyPath(toStackState),
      toStackAction: resolveCaseKeyPath(toStackAction).casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs the generated body of a `@Reducer enum` on each element of a navigation stack:
  /// `.forEach(\.path, action: \.path)`.
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: @escaping @autoclosure () -> WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: @escaping @autoclosure () -> CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Body: Reducer<DestinationState, DestinationAction> {
    _StackReducer(
      base: self,
      destination: DestinationState.StateReducer.body,
      toStackState: resolveKeyPath(toStackState),
      toStackAction: resolveCaseKeyPath(toStackAction).casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)`` builds.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let location: _ReducerLocation

  @usableFromInline
  init(
    base: Base, destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    location: _ReducerLocation
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  /// Runs the element (for an element action), applies a push or a pop, runs the base; ends what
  /// was popped and starts the lifetime of what was pushed.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: toStackState]._ids
    var effects: Effect<Base.Action>
    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      effects = reduceElement(id: id, action: elementAction, in: &state)
        .merging(base.reduce(into: &state, action: action))

    case let .popFrom(id)?:
      let canPop = state[keyPath: toStackState]._ids.contains(id)
      effects = base.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: toStackState].pop(from: id)
      } else {
        report(
          #"received a "popFrom" action for a missing element"#,
          ids: [("ID", id.debugDescription), ("Path IDs", pathIDs(state))])
      }

    case let .push(id, element)?:
      if state[keyPath: toStackState]._ids.contains(id) {
        report(
          #"received a "push" action for an element it already contains"#,
          ids: [("ID", id.debugDescription), ("Path IDs", pathIDs(state))])
        effects = base.reduce(into: &state, action: action)
        break
      }
      if DependencyValues._current.context == .test {
        // Tests predict ids: one ahead of the next generation was never given out.
        let next = DependencyValues._current.stackElementID.peek()
        if id.generation > next.generation {
          report(
            #"received a "push" action with an unexpected generational ID"#,
            ids: [("Received ID", id.debugDescription), ("Expected ID", next.debugDescription)])
        }
      }
      state[keyPath: toStackState][id: id] = element
      effects = base.reduce(into: &state, action: action)

    case nil:
      effects = base.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: toStackState]._ids
    // What is mounted (whose lifetime started) and not in the stack any more was removed, in this
    // pass or since the last one (by a reducer outside this one, before or after it in a body):
    // its effects end now.
    let mounted = state[keyPath: toStackState].mounted
    let isMountedInSync = mounted.count == idsAfter.count && idsAfter.allSatisfy(mounted.contains)
    if idsBefore != idsAfter || !isMountedInSync {
      let remaining = Set(idsAfter)
      let removedNow = idsBefore.filter { !remaining.contains($0) }
      let removedEarlier = mounted.filter { !remaining.contains($0) && !idsBefore.contains($0) }
      for id in removedNow + removedEarlier.sorted() {
        effects = effects.merging(._cancelScope(identity(of: id)))
      }
    }
    if !isMountedInSync {
      let toStackAction = self.toStackAction
      for id in idsAfter where !mounted.contains(id) {
        effects = effects.merging(
          .navigationLifetime(of: identity(of: id), dismissAction: toStackAction.embed(.popFrom(id: id)))
        )
      }
      state[keyPath: toStackState].mounted = Set(idsAfter)
    }
    return effects
  }

  private func identity(of id: StackElementID) -> ChildIdentity {
    ChildIdentity(element: Destination.State.self, id: id, at: toStackState)
  }

  private func reduceElement(
    id: StackElementID, action elementAction: Destination.Action, in state: inout Base.State
  ) -> Effect<Base.Action> {
    guard let index = state[keyPath: toStackState]._ids.firstIndex(of: id) else {
      reportStackMissingElement(
        action: elementAction, fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column)
      return .none
    }
    let element = identity(of: id)
    let toStackAction = self.toStackAction
    return destination.presented(as: element)
      .reduce(into: &state[keyPath: toStackState]._elements[index], action: elementAction)
      .asChild(element, embed: { toStackAction.embed(.element(id: id, action: $0)) })
  }

  /// The stack's ids as TCA's reports print them: `[#0, #1]`.
  private func pathIDs(_ state: Base.State) -> String {
    "[" + state[keyPath: toStackState]._ids.map(\.debugDescription).joined(separator: ", ") + "]"
  }

  private func report(_ problem: String, ids: [(label: String, value: String)]) {
    reportStackProblem(
      problem, ids: ids, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column
    )
  }

}
