/// Access to a part of the state that can disappear: the value of an optional, an element of a
/// collection. It reads through the root core, and keeps the last value it read, so that a child
/// store whose state is gone (a dismissed sheet, a removed row) still reads its last state instead of
/// crashing; what it sends then reaches the parent's reducer, which reports it.
@MainActor
final class PresentAccess<RootState, RootAction, State, Action>: StoreAccess, ScopeAnchor {
  let core: RootCore<RootState, RootAction>
  let read: (RootState) -> State?
  let embed: (Action) -> RootAction
  /// The number of scopes between the root and this store (see ``DeepAccess``).
  let depth: Int
  private var lastValue: State

  init(
    core: RootCore<RootState, RootAction>,
    read: @escaping (RootState) -> State?,
    embed: @escaping (Action) -> RootAction,
    initialValue: State,
    depth: Int
  ) {
    self.core = core
    self.read = read
    self.embed = embed
    self.lastValue = initialValue
    self.depth = depth
  }

  var state: State {
    // The composed read runs every level between the root and this store.
    core.scopeWork.parentWalks += depth
    if let value = read(core.state) {
      lastValue = value
      return value
    }
    return lastValue
  }

  func accessState(whole: Bool) {
    if whole || core.observation.fieldReadsObserveWholeState {
      core.observation.accessWholeState()
    }
  }

  func send(_ action: Action, transaction: Transaction?) -> TaskCollector? {
    core.send(embed(action), transaction: transaction)
  }

  func scope<ChildState, ChildAction>(
    state keyPath: KeyPath<State, ChildState>,
    action casePath: AnyCasePath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    scope(
      read: { $0[keyPath: keyPath] }, action: { casePath.embed($0) },
      initialValue: state[keyPath: keyPath])
  }

  func scope<ChildState, ChildAction>(
    read childRead: @escaping (State) -> ChildState?,
    action embed: @escaping (ChildAction) -> Action,
    initialValue: ChildState
  ) -> any StoreAccess<ChildState, ChildAction> {
    guard depth < deepScopeAnchorDepth else {
      return DeepAccess<RootState, RootAction, ChildState, ChildAction>(
        core: core, parent: .anchor(self), anchor: self, depth: depth + 1,
        step: { ($0 as? State).flatMap(childRead) }, embedStep: { embed($0) },
        initialValue: initialValue)
    }
    let read = self.read
    let parentEmbed = self.embed
    return PresentAccess<RootState, RootAction, ChildState, ChildAction>(
      core: core,
      read: { read($0).flatMap(childRead) },
      embed: { parentEmbed(embed($0)) },
      initialValue: initialValue,
      depth: depth + 1
    )
  }

  var registry: EffectRegistry { core.registry }

  var boxedState: Any { state }

  var scopeWork: ScopeWork { core.scopeWork }

  func sendBoxed(_ action: Any, transaction: Transaction?) -> TaskCollector? {
    guard let action = action as? Action else { return nil }
    return send(action, transaction: transaction)
  }
}
