/// Access for a store scoped more than ``deepScopeAnchorDepth`` levels below its root: it reads and
/// sends one level at a time, in loops, through the stores above it.
///
/// Near the root, a scoped store reaches the root in one step: its root-to-store key path (or read
/// closure) and its action embedding are composed from its parent's. Composing costs the depth on
/// every level (appending to a key path copies it; a read or an embedding composed from the parent's
/// calls the parent's, which calls its own parent's…), so a chain scoped N levels down cost O(N²), and
/// a send or a read at the bottom recursed once per level: a few thousand levels overflowed the stack.
///
/// Past ``deepScopeAnchorDepth``, each store keeps its own step only (the key path or read of its scope, the
/// case it embeds its actions in) and a link to its parent:
/// - its state is its step applied to its parent's state, kept until the root's state changes (its
///   version, ``RootCore/stateVersion``): a read computes the levels whose state is out of date, top
///   down in a loop, and each costs one step, so scoping or reading down a chain costs the depth once;
/// - an action is embedded in its parent's action, then that in its grandparent's…, in a loop up to
///   the nearest store that reaches the root in one step (the anchor), which sends it;
/// - a read registers the observations of the fields its own step read (recorded when it ran) and
///   those of the anchor's state, not those of the deep levels in between: registering every level on
///   every read would cost the depth again on each read. A change inside the store's state reaches
///   its observers through the step's field (an in-place change notifies every field on its way down);
///   what they miss is a level between the anchor and the store replacing its whole child state,
///   which the stores scoped at that level see.
///
/// Values travel between levels as `Any` (the levels' types differ), which costs a box per level:
/// deep chains only, so stores near the root keep their composed fast paths.
@MainActor
final class DeepAccess<RootState, RootAction, State, Action>: StoreAccess, DeepLevel {
  let core: RootCore<RootState, RootAction>
  let depth: Int
  /// The access this one was scoped from; `nil` only while it is being released.
  private var parent: ScopeParent?
  /// The nearest store above that reaches the root in one step.
  private let anchor: any ScopeAnchor
  /// This level's state from its parent's (`nil`: the state is gone, see ``PresentAccess``).
  private let step: (Any) -> State?
  /// This level's action embedded in its parent's, boxed.
  private let embedStep: (Action) -> Any
  /// The state as last read; stands in once the state is gone.
  private var value: State
  /// The root's state version `value` was read at.
  private(set) var version: UInt64 = .max
  /// The observable fields the step read, registered again on every read.
  private var reads: [StateRead] = []

  init(
    core: RootCore<RootState, RootAction>, parent: ScopeParent, anchor: any ScopeAnchor, depth: Int,
    step: @escaping (Any) -> State?, embedStep: @escaping (Action) -> Any, initialValue: State
  ) {
    self.core = core
    self.parent = parent
    self.anchor = anchor
    self.depth = depth
    self.step = step
    self.embedStep = embedStep
    self.value = initialValue
  }

  deinit {
    // The parent link may be the last of a long chain: moved out and released in a loop, not one
    // `deinit` per level.
    var objects: [AnyObject] = []
    if let parent { objects.append(parent.object) }
    parent = nil
    DeferredRelease.release(&objects)
  }

  var parentLink: ScopeParent? { parent }

  var boxedValue: Any { value }

  func refresh(from parentState: Any, version: UInt64) {
    core.scopeWork.stateSteps += 1
    let (read, reads) = _StateReadRecording.recording { step(parentState) }
    if let read { value = read }
    self.reads = reads
    self.version = version
  }

  func registerStepReads() {
    for read in reads { read.register() }
  }

  func embedInParent(_ action: Any) -> Any {
    // Boxed by this level's own `embedInParent` caller with this level's action type.
    guard let action = action as? Action else { return action }
    return embedStep(action)
  }

  var state: State {
    let version = core.stateVersion
    // The levels out of date, this one first, up to one whose state is current or to the anchor.
    var stale: [any DeepLevel] = []
    var level: any DeepLevel = self
    var anchorRead = false
    var current: Any
    while true {
      core.scopeWork.parentWalks += 1
      if level.version == version {
        current = level.boxedValue
        break
      }
      stale.append(level)
      guard let parent = level.parentLink else {
        // Only a level being released has no parent, and nothing reads it then.
        current = level.boxedValue
        stale.removeLast()
        break
      }
      switch parent {
      case let .anchor(anchor):
        current = anchor.boxedState
        anchorRead = true
      case let .deep(parent):
        level = parent
        continue
      }
      break
    }
    // Top down: each level's state from its parent's.
    for level in stale.reversed() {
      level.refresh(from: current, version: version)
      current = level.boxedValue
    }
    registerReads(anchorRead: anchorRead)
    return value
  }

  /// Registers the observations of a read: this level's step, and the anchor's state (unless this
  /// read already read the anchor).
  private func registerReads(anchorRead: Bool) {
    registerStepReads()
    if !anchorRead { _ = anchor.boxedState }
  }

  func accessState(whole: Bool) {
    if whole || core.observation.fieldReadsObserveWholeState {
      core.observation.accessWholeState()
    }
  }

  func send(_ action: Action, transaction: Transaction?) -> TaskCollector? {
    var boxed = embedStep(action)
    core.scopeWork.embedSteps += 1
    var link = parent
    while case let .deep(level)? = link {
      boxed = level.embedInParent(boxed)
      core.scopeWork.embedSteps += 1
      link = level.parentLink
    }
    guard case let .anchor(anchor)? = link else { return nil }
    return anchor.sendBoxed(boxed, transaction: transaction)
  }

  /// A deep child's access; its first state is read now (from this level's, one step).
  func scope<ChildState, ChildAction>(
    state keyPath: KeyPath<State, ChildState>,
    action casePath: AnyCasePath<Action, ChildAction>
  ) -> any StoreAccess<ChildState, ChildAction> {
    DeepAccess<RootState, RootAction, ChildState, ChildAction>(
      core: core, parent: .deep(self), anchor: anchor, depth: depth + 1,
      step: { ($0 as? State)?[keyPath: keyPath] }, embedStep: { casePath.embed($0) },
      initialValue: state[keyPath: keyPath])
  }

  func scope<ChildState, ChildAction>(
    read: @escaping (State) -> ChildState?,
    action embed: @escaping (ChildAction) -> Action,
    initialValue: ChildState
  ) -> any StoreAccess<ChildState, ChildAction> {
    DeepAccess<RootState, RootAction, ChildState, ChildAction>(
      core: core, parent: .deep(self), anchor: anchor, depth: depth + 1,
      step: { ($0 as? State).flatMap(read) }, embedStep: { embed($0) },
      initialValue: initialValue)
  }

  var registry: EffectRegistry { core.registry }

  var scopeWork: ScopeWork { core.scopeWork }
}
