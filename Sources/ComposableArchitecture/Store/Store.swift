import Dependencies

/// The runtime of a feature: it holds the state, runs the reducer for each action, and runs the effects
/// the reducer returns, feeding their actions back.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.continuousClock = ContinuousClock()
/// }
/// store.send(.incrementButtonTapped)
/// print(store.count)
/// ```
///
/// A store is `@MainActor`. Actions are reduced one full pass at a time: an action sent while a pass
/// runs is queued and reduced after it, never nested. Releasing the store (and every store scoped from
/// it) cancels its running effects. Cancellation ids are private to a store.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let access: any StoreAccess<State, Action>
  /// The child stores scoped from this one, reused when scoped again with the same paths.
  ///
  /// Touched on the main actor only, and by `deinit`, when nothing else can reach the store.
  nonisolated(unsafe) var children = ChildStores()

  /// Creates a store for a reducer, with dependencies changed for it and its effects.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes the dependencies the reducer and its effects see.
  ///
  /// Inlined so that the call to the feature's `reduce(into:action:)` is compiled where the feature's
  /// type is known: a generic feature (`Feature<Child>`) at the root is then reduced by code
  /// specialized for its arguments, not by its generic code, which looks up its types' metadata by
  /// hashing on every action, level by level.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState, reducer: reducer, prepareDependencies: prepareDependencies,
      reducing: { root in { root.reduce(into: &$0, action: $1) } })
  }

  /// Creates a store whose reducer is called through the function `reducing` makes of it, compiled
  /// where its type is known.
  @usableFromInline
  convenience init<R: Reducer<State, Action>>(
    initialState: () -> R.State,
    reducer: () -> R,
    prepareDependencies: ((inout DependencyValues) -> Void)?,
    reducing: (R) -> (inout State, Action) -> Effect<Action>
  ) {
    let preparation = StorePreparation(
      initialState: initialState, reducer: reducer,
      prepareDependencies: { prepareDependencies?(&$0) })
    let core = RootCore(
      initialState: preparation.state, reducer: reducing(preparation.reducer),
      dependencies: preparation.dependencies, stackIDs: preparation.stackIDs)
    self.init(access: CoreAccess(core: core, keyPath: \State.self, embed: { $0 }))
  }

  init(access: any StoreAccess<State, Action>) {
    self.access = access
  }

  deinit {
    // The child stores may be the top of a long chain: released in a loop (see ``DeferredRelease``).
    var objects = children.removeAll()
    DeferredRelease.release(&objects)
  }

  /// The current state.
  ///
  /// Reading it registers an observation of the whole state, notified when the state is replaced (or,
  /// for a state that is not `@ObservableState`, after every action). Read fields (`store.count`) to
  /// be notified of their changes only.
  public var state: State {
    access.accessState(whole: true)
    return access.state
  }

  /// Reads a value derived from the current state.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(access.state)
  }

  /// Reads a property of the current state: `store.count`.
  ///
  /// With an `@ObservableState` state, the read registers an observation of that field only.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    access.accessState(whole: false)
    return access.state[keyPath: keyPath]
  }

  /// Sends an action: reduces it (after any pass already running) and starts its effects.
  ///
  /// - Returns: The work started, to wait for or cancel; ignoring it is fine.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(collector: access.send(action, transaction: nil))
  }

  /// Sends an action, animating the change it causes.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action inside `transaction`.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    StoreTask(collector: access.send(action, transaction: transaction))
  }

  /// A store for a child feature: its state is the part of this store's state at `state`, and its
  /// actions are sent to this store embedded in the `action` case.
  ///
  /// ```swift
  /// let counterStore = store.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// The child reads and writes through the root store: directly near the root, one level at a time
  /// in a loop deeper than 32 levels, so that scoping, reading and sending cost time linear in the
  /// depth and a stack that does not grow with it. Scoping twice with the same paths returns the same
  /// store. A case key path literal is resolved once per call site (see `CallSiteCache`).
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    _scope(state, action: action, site: CallSites.site(of: action))
  }

  /// A store for a child feature, unlabeled: `store.scope(\.counter, action: \.counter)`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    _scope(state, action: action, site: CallSites.site(of: action))
  }

  /// The child store for `state` and the case key path `action` evaluates to: found again by
  /// `site`, `action`'s call site, when it was scoped there before (see
  /// ``ChildStores/child(kind:state:site:)``).
  ///
  /// The caller finds the site, where the key path's types are known: found here, in a body not
  /// specialized for them, it would look their metadata up by hashing on every call.
  @usableFromInline
  func _scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: @escaping () -> CaseKeyPath<Action, ChildAction>, site: CallSiteKey?
  ) -> Store<ChildState, ChildAction> {
    if let site, let child = children.child(kind: .plain, state: state, site: site) {
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let child = _scope(state, action: resolveCaseKeyPath(action))
    if let site { children.remember(child, kind: .plain, state: state, site: site) }
    return child
  }

  /// The child store for `state` and a resolved `action`, made once per pair of paths.
  @usableFromInline
  func _scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: ResolvedCaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(kind: .plain, state: state, action: action.keyPath)
    if let child = children[id] {
      // The id's kind and paths fix the child's type (see `ScopeID`): no dynamic cast, which in
      // this unspecialized body would look the child store's type up by hashing on every call.
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let child = Store<ChildState, ChildAction>(access: access.scope(state: state, action: action.casePath))
    children[id] = child
    return child
  }

  /// The root's counts of scoping work, for tests (see ``ScopeWork``).
  var scopeWork: ScopeWork { access.scopeWork }

  /// The number of effects this store's root is running.
  var runningEffectCount: Int { access.registry.count }
}

/// Identifies a scoped child by the kind of scoping, the paths it was scoped with and, for an
/// element of a collection, the element's id.
///
/// Equal ids name children of one type: equal key paths have equal types (`==` compares their types
/// first), and the kind with the paths' types fixes the child store's type. So a child found by its
/// id is taken back as its type without a dynamic cast.
///
/// Hashed by the kind and the paths' types only: hashing a key path walks its components (a case
/// key path's include a key path argument), which cost more than comparing the few children of one
/// store that share types. Equality compares the paths themselves (a path resolved at a call site
/// is the same object every time, which `==` checks first).
struct ScopeID: Hashable {
  /// How a child was scoped, which with the paths' types fixes the child store's type.
  enum Kind: UInt8 {
    /// `scope(state:action:)`: a `Store<Value, ChildAction>` for a `KeyPath<State, Value>`.
    case plain
    /// `scope(state:action:)` on an optional child: a `Store<Wrapped, ChildAction>` for a
    /// `KeyPath<State, Wrapped?>`.
    case optional
    /// An element of `scope(state:action:)` on a collection: a `Store<ElementState,
    /// ElementAction>`.
    case element
  }

  let kind: Kind
  let state: AnyKeyPath
  let action: AnyKeyPath
  var element: AnyHashable? = nil

  static func == (lhs: Self, rhs: Self) -> Bool {
    // Identical objects first: a call site's resolved paths are the same objects every time.
    lhs.kind == rhs.kind
      && (lhs.state === rhs.state || lhs.state == rhs.state)
      && (lhs.action === rhs.action || lhs.action == rhs.action)
      && lhs.element == rhs.element
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(ObjectIdentifier(type(of: state)))
    hasher.combine(ObjectIdentifier(type(of: action)))
    hasher.combine(element)
  }
}

/// A store of a reducer's state and action.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// A store is identified by its instance: a child store is made once per child (per element id for
/// a collection), so its identity is stable for as long as the child is there.
extension Store: Identifiable {}
