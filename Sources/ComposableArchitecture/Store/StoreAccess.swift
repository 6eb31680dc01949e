/// How a store reaches its state and sends its actions: directly at the root, or through a root core
/// for a scoped store. Subclassed once for each case; a scoped store reads and writes through the root
/// in one step, however deep it is.
@MainActor
protocol StoreAccess<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state.
  var state: State { get }

  /// Registers an observation of the state read next: of the whole state for `store.state`, or of
  /// whatever a field read cannot register itself (see ``RootStateObservation``).
  func accessState(whole: Bool)

  /// Sends an action; see ``RootCore/send(_:transaction:collector:)``.
  func send(_ action: Action, transaction: Transaction?) -> TaskCollector?

  /// The access for a child: state through `keyPath`, actions embedded in the case `casePath`
  /// (a case path rather than a closure: the child's embedding then captures it directly, one
  /// allocation instead of two per scope).
  func scope<ChildState, ChildAction>(
    state keyPath: KeyPath<State, ChildState>,
    action casePath: AnyCasePath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction>

  /// The access for a child that can disappear (see ``PresentAccess``): state read by `read`,
  /// actions embedded with `embed`, starting from `initialValue`.
  func scope<ChildState, ChildAction>(
    read: @escaping (State) -> ChildState?,
    action embed: @escaping (ChildAction) -> Action,
    initialValue: ChildState
  ) -> any StoreAccess<ChildState, ChildAction>

  /// The registry of the root's running effects.
  var registry: EffectRegistry { get }

  /// The root's counts of scoping work (see ``ScopeWork``).
  var scopeWork: ScopeWork { get }
}

extension StoreAccess {
  /// No counts: an access that does not reach a root core itself (``ClosureAccess``).
  var scopeWork: ScopeWork { ScopeWork() }
}

/// Access through a root core: the whole state, or the part of it at `keyPath`.
@MainActor
final class CoreAccess<RootState, RootAction, State, Action>: StoreAccess, ScopeAnchor {
  let core: RootCore<RootState, RootAction>
  let embed: (Action) -> RootAction
  /// The number of scopes between the root and this store (see ``DeepAccess``).
  let depth: Int
  /// The root-to-this key path, or what builds it on first use.
  private var path: Path
  /// This store's state as last read (scoped stores only, from their first read).
  private var cache: ScopedStateCache<State>?

  private enum Path {
    /// The root-to-this key path, and the key paths of the scopes it is made of, root first.
    case built(KeyPath<RootState, State>, levels: [AnyKeyPath])
    case pending(() -> (KeyPath<RootState, State>, levels: [AnyKeyPath]))
  }

  init(
    core: RootCore<RootState, RootAction>,
    keyPath: KeyPath<RootState, State>,
    embed: @escaping (Action) -> RootAction
  ) {
    self.core = core
    self.path = .built(keyPath, levels: [])
    self.embed = embed
    self.depth = 0
  }

  /// A child's access: its root-to-child key path is appended when its state is first read.
  /// Appending instantiates a new key path type at run time, the largest cost of scoping a store;
  /// a store scoped but never read (or scoped again and found cached) does not pay it.
  init(
    core: RootCore<RootState, RootAction>,
    makePath: @escaping () -> (KeyPath<RootState, State>, levels: [AnyKeyPath]),
    embed: @escaping (Action) -> RootAction,
    depth: Int
  ) {
    self.core = core
    self.path = .pending(makePath)
    self.embed = embed
    self.depth = depth
  }

  /// The key path from the root state to this store's state, and the scopes it is made of.
  private var builtPath: (keyPath: KeyPath<RootState, State>, levels: [AnyKeyPath]) {
    switch path {
    case let .built(keyPath, levels):
      return (keyPath, levels)
    case let .pending(make):
      let (keyPath, levels) = make()
      path = .built(keyPath, levels: levels)
      return (keyPath, levels)
    }
  }

  /// The key path from the root state to this store's state.
  var keyPath: KeyPath<RootState, State> {
    builtPath.keyPath
  }

  var state: State {
    let (keyPath, levels) = builtPath
    if levels.isEmpty { return core.state[keyPath: keyPath] }
    let core = self.core
    let cache = self.cache ?? {
      let made = ScopedStateCache<State>()
      self.cache = made
      return made
    }()
    return cache.state(version: core.stateVersion, levels: levels) { core.state[keyPath: keyPath] }
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
    guard depth < deepScopeAnchorDepth else {
      return DeepAccess<RootState, RootAction, ChildState, ChildAction>(
        core: core, parent: .anchor(self), anchor: self, depth: depth + 1,
        step: { ($0 as? State)?[keyPath: keyPath] }, embedStep: { casePath.embed($0) },
        initialValue: state[keyPath: keyPath])
    }
    let parentEmbed = self.embed
    return CoreAccess<RootState, RootAction, ChildState, ChildAction>(
      core: core,
      makePath: { [parent = self] in
        let (parentPath, parentLevels) = parent.builtPath
        // Appending copies the parent's path: one component per level above.
        parent.core.scopeWork.keyPathComponentsCopied += parentLevels.count + 1
        return (parentPath.appending(path: keyPath), parentLevels + [keyPath])
      },
      embed: { parentEmbed(casePath.embed($0)) },
      depth: depth + 1
    )
  }

  func scope<ChildState, ChildAction>(
    read: @escaping (State) -> ChildState?,
    action embed: @escaping (ChildAction) -> Action,
    initialValue: ChildState
  ) -> any StoreAccess<ChildState, ChildAction> {
    guard depth < deepScopeAnchorDepth else {
      return DeepAccess<RootState, RootAction, ChildState, ChildAction>(
        core: core, parent: .anchor(self), anchor: self, depth: depth + 1,
        step: { ($0 as? State).flatMap(read) }, embedStep: { embed($0) }, initialValue: initialValue)
    }
    let keyPath = self.keyPath
    let parentEmbed = self.embed
    return PresentAccess<RootState, RootAction, ChildState, ChildAction>(
      core: core,
      read: { read($0[keyPath: keyPath]) },
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
