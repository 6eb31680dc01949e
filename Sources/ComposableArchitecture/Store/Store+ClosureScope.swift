extension Store {
  /// A store for a child feature, derived with closures: the TCA 1.0 form, kept so older code
  /// compiles and works.
  ///
  /// ```swift
  /// let child = store.scope(state: { $0.child }, action: { .child($0) })
  /// ```
  ///
  /// Prefer key paths (`store.scope(state: \.child, action: \.child)`): a closure-scoped store
  /// computes its state on every read and is not cached.
  @available(
    *, deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      access: ClosureAccess(parent: access, toChildState: toChildState, fromChildAction: fromChildAction)
    )
  }
}

/// Access through a parent store's access, with the state derived and the actions embedded by
/// closures (see ``Store/scope(state:action:)-(@escaping(State)->ChildState,_)``).
@MainActor
final class ClosureAccess<ParentState, ParentAction, State, Action>: StoreAccess, ClosureScoped {
  let parent: any StoreAccess<ParentState, ParentAction>
  let toChildState: (ParentState) -> State
  let fromChildAction: (Action) -> ParentAction

  init(
    parent: any StoreAccess<ParentState, ParentAction>,
    toChildState: @escaping (ParentState) -> State,
    fromChildAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toChildState = toChildState
    self.fromChildAction = fromChildAction
  }

  var state: State {
    toChildState(parent.state)
  }

  func accessState(whole: Bool) {
    // A derived state has no fields of its own to observe: observe the parent's state as a whole.
    parent.accessState(whole: true)
  }

  func send(_ action: Action, transaction: Transaction?) -> TaskCollector? {
    parent.send(fromChildAction(action), transaction: transaction)
  }

  func scope<ChildState, ChildAction>(
    state keyPath: KeyPath<State, ChildState>,
    action casePath: AnyCasePath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    let toChildState = self.toChildState
    return ClosureAccess<ParentState, ParentAction, ChildState, ChildAction>(
      parent: parent,
      toChildState: { toChildState($0)[keyPath: keyPath] },
      fromChildAction: { [fromChildAction] in fromChildAction(casePath.embed($0)) }
    )
  }

  func scope<ChildState, ChildAction>(
    read: @escaping (State) -> ChildState?,
    action embed: @escaping (ChildAction) -> Action,
    initialValue: ChildState
  ) -> any StoreAccess<ChildState, ChildAction> {
    let toChildState = self.toChildState
    // Like ``PresentAccess``: the last value read stands in once the child state is gone.
    let last = LastValue(initialValue)
    return ClosureAccess<ParentState, ParentAction, ChildState, ChildAction>(
      parent: parent,
      toChildState: { parentState in
        guard let value = read(toChildState(parentState)) else { return last.value }
        last.value = value
        return value
      },
      fromChildAction: { [fromChildAction] in fromChildAction(embed($0)) }
    )
  }

  var registry: EffectRegistry { parent.registry }
}

/// The last value a child store read, for when its state is gone.
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
