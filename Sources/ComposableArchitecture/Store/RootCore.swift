import ConcurrencyExtras
import CustomDump
import Dependencies
import Foundation

/// The one place where a store's state lives and its actions are reduced; every store scoped from the
/// same root reads and writes through it.
///
/// The path of an action, top to bottom: ``send(_:transaction:collector:)`` reduces it at once (or,
/// while a pass is already running, buffers it), then the buffered actions, one full pass at a time;
/// each pass's effect is started at once by ``start(_:for:path:keys:collector:)``: `.send` actions
/// join the buffer (so they are reduced before `send` returns), asynchronous work becomes a task that
/// sends its actions back through ``send(_:transaction:collector:)``.
///
/// Its variables are exempt from the runtime's exclusivity checks (`@exclusivity(unchecked)`). Only
/// main-actor code of this store touches them (this class and the stores scoped from it read values,
/// replace them and bump counters), in accesses that never overlap, with one exception a user can
/// cause: a reducer that reads its own store while it runs. That read overlaps the pass's change of
/// `state`; checked, it stopped the process ("Fatal access conflict detected"); unchecked, it reads
/// the state as changed so far (see `ReducerReadsItsStoreTests`). The checks were also a runtime call
/// per access, about 8% of a debounced send.
@MainActor
final class RootCore<State, Action> {
  @exclusivity(unchecked) var state: State
  /// Changes whenever a pass may have changed `state` (the only place it changes): what scoped stores'
  /// cached state is checked against (see ``ScopedStateCache``).
  @exclusivity(unchecked) private(set) var stateVersion: UInt64 = 0
  /// What its scoped stores did to reach their state and embed their actions (see ``ScopeWork``).
  @exclusivity(unchecked) var scopeWork = ScopeWork()
  /// The feature's `reduce(into:action:)`.
  let reducer: (inout State, Action) -> Effect<Action>
  @exclusivity(unchecked) var dependencies: DependencyValues {
    didSet { hasDefaultDependencies = dependencies.hasNoExplicitValues }
  }
  /// Whether `dependencies` has no explicit value: read on every pass, kept apart so that the read
  /// copies no dependency values.
  @exclusivity(unchecked) private var hasDefaultDependencies: Bool
  let registry = EffectRegistry()
  /// Notifies the observers of the state as a whole (see ``RootStateObservation``).
  let observation: RootStateObservation<State>
  /// What each reducer pass carries (the store's stack element ids, debug diagnostics).
  let passContext: PassContext

  @exclusivity(unchecked) private var buffer: [(Action, Transaction?, EffectCause?)] = []
  /// Why the action being reduced arrived (`nil`: from outside); effects it starts carry it on.
  @exclusivity(unchecked) private var currentCause: EffectCause?
  /// Tools watching the store, if any (see ``StoreActivity``).
  @exclusivity(unchecked) var activity: StoreActivity<State, Action>?
  /// The effect round-trips without outside input after which a runaway loop is reported (see
  /// ``RunawayLoopDetection``); `nil` turns the detection off.
  let runawayLoopLimit: Int?
  @exclusivity(unchecked) private var reportedRunawayLoop = false
  /// Whether the `send` running broke a synchronous loop already (reported once per `send`).
  @exclusivity(unchecked) private var reportedSynchronousLoop = false
  /// Whether `buffer` holds actions: checked on every send, and cheaper than `buffer.isEmpty`, which in
  /// this unspecialized generic class looks up the tuple's type metadata each time.
  @exclusivity(unchecked) private var hasBuffered = false
  /// The type of this store's effect launches, looked up once: naming it in this unspecialized
  /// generic class would look its metadata up by hashing on every effect started.
  private let launchType = EffectLaunch<State, Action>.self
  @exclusivity(unchecked) private var isSending = false
  /// The weak reference to this core that its effects hold.
  private(set) lazy var weakReference = WeakCore(core: self, registry: registry)

  convenience init(
    initialState: State, reducer: some Reducer<State, Action>, dependencies: DependencyValues,
    stackIDs: StackElementIDGenerator
  ) {
    self.init(
      initialState: initialState, reducer: { reducer.reduce(into: &$0, action: $1) },
      dependencies: dependencies, stackIDs: stackIDs)
  }

  init(
    initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues, stackIDs: StackElementIDGenerator
  ) {
    var initialState = initialState
    self.observation = RootStateObservation(initialState: &initialState)
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    self.hasDefaultDependencies = dependencies.hasNoExplicitValues
    self.passContext = PassContext(stackIDs: stackIDs)
    self.runawayLoopLimit = dependencies.runawayEffectLoopLimit
  }

  deinit {
    registry.cancelAll()
  }

  /// Reduces `action` (after any pass already running) and starts its effects.
  ///
  /// - Returns: The tasks started, collected with those of the actions they send back; `nil` when
  ///   nothing asynchronous started.
  @discardableResult
  func send(
    _ action: Action, transaction: Transaction? = nil, collector: TaskCollector? = nil,
    cause: EffectCause? = nil
  ) -> TaskCollector? {
    guard !isSending else {
      enqueue(action, transaction: transaction, cause: cause)
      return collector
    }
    isSending = true
    reportedSynchronousLoop = false
    defer { isSending = false }

    // The action itself is reduced without going through the buffer, which only holds the actions
    // that arrive while a pass runs (`.send` effects, re-entrant sends), reduced in order after it.
    var collector = collector
    reduceAndStart(action, transaction: transaction, cause: cause, collector: &collector)
    if hasBuffered {
      reduceBuffered(collector: &collector)
    }
    return collector
  }

  /// Reduces the buffered actions in order, including those buffered meanwhile, and empties the
  /// buffer. Kept out of line (as is `enqueue`) so that a send that buffers nothing never asks for
  /// the buffer element's type metadata.
  @inline(never)
  private func reduceBuffered(collector: inout TaskCollector?) {
    let ceiling = RunawayLoopDetection.synchronousCeiling
    var index = 0
    var reduced = 0
    while index < buffer.count {
      guard reduced < ceiling else {
        // A burst that kept growing past any real one would keep `send` from returning: drop
        // what is left.
        RunawayLoopDetection.reportBrokenBurst(
          action: buffer[index].0, dropped: buffer.count - index, limit: ceiling,
          location: RunawayLoopDetection.location(of: collector, cause: buffer[index].2))
        break
      }
      let (action, transaction, cause) = buffer[index]
      index += 1
      reduced += 1
      reduceAndStart(action, transaction: transaction, cause: cause, collector: &collector)
      if index >= 4_096, index * 2 >= buffer.count {
        // A long chain holds only what is still waiting, not every action it reduced.
        buffer.removeFirst(index)
        index = 0
      }
    }
    buffer.removeAll(keepingCapacity: true)
    hasBuffered = false
  }

  /// Buffers an action to reduce after the pass that is running.
  @inline(never)
  private func enqueue(_ action: Action, transaction: Transaction?, cause: EffectCause?) {
    buffer.append((action, transaction, cause))
    hasBuffered = true
  }

  /// One full pass for `action`, then the start of its effect.
  private func reduceAndStart(
    _ action: Action, transaction: Transaction?, cause: EffectCause?, collector: inout TaskCollector?
  ) {
    // Actions of synchronous effects are not checked here: a synchronous chain is broken (and
    // reported) where it is started, and the next asynchronous round trip of a mixed chain is checked.
    if let cause, cause.synchronousDepth == 0, let limit = runawayLoopLimit, cause.depth > limit,
      !reportedRunawayLoop
    {
      reportedRunawayLoop = true
      RunawayLoopDetection.report(cause: cause, action: action, limit: limit)
    } else if cause == nil {
      // Outside input: whatever loop there was, it is a new chain now.
      reportedRunawayLoop = false
    }
    currentCause = cause
    let effect = reduce(action, transaction: transaction)
    if let activity {
      for didReduce in activity.didReduce { didReduce(action, cause != nil, state) }
    }
    if !effect.isNone {
      start(effect, for: action, path: [], keys: EffectKeys(), collector: &collector)
    }
  }

  private func reduce(_ action: Action, transaction: Transaction?) -> Effect<Action> {
    // An animated send changes the state inside its transaction (where SwiftUI exists, this is what
    // animates the views that observe the change).
    if let transaction {
      return withTransaction(transaction) { reduce(action) }
    }
    return reduce(action)
  }

  private func reduce(_ action: Action) -> Effect<Action> {
    let effect: Effect<Action>
    // Installing the store's dependencies costs a task-local push and pop; skip it when they are
    // the defaults and the defaults are already in force (an app store created outside
    // `withDependencies`): the reducer sees the same values either way.
    if hasDefaultDependencies && DependencyValues.currentHasNoExplicitValues {
      // Inside the pass, observable state notifies its observers of what the reducer changes.
      effect = LiveMutation.run(passContext) { reducer(&state, action) }
    } else {
      effect = DependencyValues.$_current.withValue(dependencies) {
        LiveMutation.run(passContext) { reducer(&state, action) }
      }
    }
    observation.didReduce(&state)
    stateVersion &+= 1
    return effect
  }

  // MARK: - Starting effects

  /// Starts `effect`. A `.run` effect is filed under `keys`; `replaced` is the key of a
  /// `cancelInFlight` around it, whose effects its filing cancels.
  private func start(
    _ effect: Effect<Action>, for action: Action, path: [EffectID], keys: EffectKeys,
    replacing replaced: EffectKey? = nil, collector: inout TaskCollector?
  ) {
    switch effect.node {
    case .none:
      return

    case let .send(sentAction, transaction):
      // A synchronous link keeps the location of the `.run` its chain came from, if any: where a
      // broken loop is reported when the `send` that started it has no location.
      let cause = EffectCause.effect(
        of: action, cause: currentCause, limit: runawayLoopLimit, synchronous: true,
        location: currentCause?.location)
      let ceiling = RunawayLoopDetection.synchronousCeiling
      guard cause.synchronousDepth <= ceiling else {
        // A chain this long does not end: it would keep `send` from returning. Break it here.
        if !reportedSynchronousLoop {
          reportedSynchronousLoop = true
          RunawayLoopDetection.reportBrokenChain(
            cause: cause, action: sentAction, limit: ceiling,
            location: RunawayLoopDetection.location(of: collector, cause: cause))
        }
        return
      }
      enqueue(sentAction, transaction: transaction, cause: cause)

    case let .merge(effects):
      for effect in effects {
        startNested(effect, for: action, path: path, keys: keys, collector: &collector)
      }

    case let .concatenate(effects):
      if effects.allSatisfy(\.isSynchronous) {
        for effect in effects {
          startNested(effect, for: action, path: path, keys: keys, collector: &collector)
        }
      } else {
        launch(
          effect, for: action, path: path, keys: keys, priority: nil, collector: &collector)
      }

    case let .run(run):
      // The work is the effect itself, one reference, which its task runs alone (see
      // `EffectLaunch`).
      launch(
        effect, for: action, path: path, keys: keys, priority: run.priority,
        replacing: replaced, collector: &collector)

    case let .cancellable(id, cancelInFlight, inner):
      let key = EffectKey(path: path, id: id)
      var keys = keys
      keys.append(key)
      if cancelInFlight, inner.isRun {
        // A debounce: the effect in flight is cancelled as the new one is filed, in one step.
        start(inner, for: action, path: path, keys: keys, replacing: key, collector: &collector)
        return
      }
      if cancelInFlight { registry.cancel(key) }
      startNested(inner, for: action, path: path, keys: keys, collector: &collector)

    case let .cancel(ids):
      for id in ids { registry.cancelIncludingDescendants(EffectKey(path: path, id: id)) }

    case let .scoped(scopePath, inner):
      // Each component is a part of the state tree inside the previous one: the effect is filed
      // under each part's scope key, and runs in the innermost part.
      var path = path
      var keys = keys
      for component in scopePath.components {
        keys.append(EffectKey(path: path, id: EffectID(ScopeCancellation(component: component))))
        path.append(component)
      }
      startNested(inner, for: action, path: path, keys: keys, collector: &collector)

    case let .throttled(id, decide):
      let decided = decide(registry.throttling, EffectKey(path: path, id: id))
      startNested(decided, for: action, path: path, keys: keys, collector: &collector)
    }
  }

  /// Starts an effect nested in the one being started. An effect nests one level per scoping
  /// operator it went through (a feature presenting itself thousands of levels deep returns effects
  /// as deep): the deepest levels are started on a fresh stack.
  private func startNested(
    _ effect: Effect<Action>, for action: Action, path: [EffectID], keys: EffectKeys,
    collector: inout TaskCollector?
  ) {
    if hasSufficientStack() {
      start(effect, for: action, path: path, keys: keys, collector: &collector)
    } else {
      var nestedCollector = collector
      onFreshStack {
        start(effect, for: action, path: path, keys: keys, collector: &nestedCollector)
      }
      collector = nestedCollector
    }
  }

  /// Starts one task for an effect, filed in the registry under `keys` (the effects filed under
  /// `replaced` cancelled as it is filed) and collected for `send`. Where a `.run` effect was built
  /// is read from `work` when it is needed (see ``EffectLaunch/cause``).
  ///
  /// Takes the effect itself and its priority: one reference and a small value to pass along.
  private func launch(
    _ work: Effect<Action>, for action: Action, path: [EffectID], keys: EffectKeys,
    priority: TaskPriority?, replacing replaced: EffectKey? = nil, collector: inout TaskCollector?
  ) {
    let cause = EffectCause.effect(of: action, cause: currentCause, limit: runawayLoopLimit)
    // A send's collector shares the registry's lock (see ``TaskCollector``).
    let collected = collector ?? TaskCollector.make(lock: registry.lock)
    collector = collected
    let launched = launchType.init(
      work: work, action: action, path: path, keys: keys, cause: cause, core: weakReference,
      collector: collected)
    // The task is created first: it runs on the main actor, so not before this job returns, by
    // when it is filed and collected.
    let task = Self.startTask(priority: priority, launched)
    registry.register(
      consume launched, task: consume task, replacing: replaced, collectingIn: collected)
  }

  /// Creates an effect's task. It starts on the main actor, where the store that started it is
  /// still running: nothing runs until that job yields. Its work then moves to the cooperative pool
  /// and hops to the main actor to send actions back; when the work ends, the task comes back to
  /// the main actor once, where it does its bookkeeping (so `finish()` resumes then) and ends: the
  /// same thread hand-offs as a bare task whose body calls the main actor. It inherits the
  /// task-local values in force (a test's, for instance), so issues it reports reach the right test.
  private nonisolated static func startTask(
    priority: TaskPriority?, _ launched: EffectLaunch<State, Action>
  ) -> EffectTask {
    let task = EffectTask(priority: priority) { @MainActor in
      // Even when cancelled before it ever ran (the store released, `.cancel(id:)` or a
      // `cancelInFlight` in the same job), the work runs, and sees the cancellation at once, as a
      // Swift task's body does: its clean-up code (after a `try? await`, in a `defer`, in an
      // `onCancel:`) runs. What it sends is dropped, as from any cancelled effect.
      await launched.run()
    }
    InterleavingExplorer.adopt(task)
    return task
  }

  /// Runs a `.run` effect's work to completion in the current task, reporting an unhandled error.
  ///
  /// Isolated to the main actor, as is everything around the work: the work itself is a
  /// nonisolated closure, so the task hops to the cooperative pool to start it; when it returns
  /// right after sending an action (its last step is usually on the main actor), the task carries
  /// on where it is, with no hop back.
  private static func perform(
    _ run: Effect<Action>.Run, for action: UncheckedAction<Action>, core: WeakCore<State, Action>,
    collector: TaskCollector, cause: EffectCause
  ) async {
    let completed = ShortLocked(false)
    let send = Send<Action> { sent, transaction in
      if completed.withLock({ $0 }) {
        reportSendAfterCompletion(of: sent, at: run.location, returnedFrom: action)
      }
      core.core?.send(sent, transaction: transaction, collector: collector, cause: cause)
    }
    defer { completed.withLock { $0 = true } }
    do {
      try await run.perform(send)
    } catch {
      reportUnhandledError(error, at: run.location)
    }
  }

  /// Reports `error`, thrown by the work of the `.run` effect built at `location` and handled by
  /// nothing.
  static func reportUnhandledError(_ error: any Error, at location: EffectLocation) {
    reportIssue(
      """
      An "Effect.run" returned from "\(location.fileID):\(location.line)" threw an unhandled error.

      \(String(customDumping: error).indented(by: 4))

      All non-cancellation errors must be explicitly handled via the "catch" parameter on \
      "Effect.run", or via a "do" block.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }

  /// Reports `sent`, sent through the `Send` of the `.run` effect built at `location` after its
  /// work returned (it was escaped).
  static func reportSendAfterCompletion(
    of sent: Action, at location: EffectLocation, returnedFrom action: UncheckedAction<Action>
  ) {
    reportIssue(
      """
      An action was sent from a completed effect.

        Action:
          \(debugCaseOutput(sent))

        Effect returned from:
          \(debugCaseOutput(action.action))

      Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
      completed. This can happen if you escape the 'send' argument in an unstructured context.

      To fix this, make sure that your 'run' closure does not return until you're done calling \
      'send'.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }

  /// Runs any effect to completion in the current task (the work of an effect's task, see
  /// ``EffectLaunch``, and each part of a concatenation). It holds the core only weakly, so releasing
  /// the store still cancels the work.
  static func execute(
    _ effect: Effect<Action>, for action: Action, path: [EffectID], core: WeakCore<State, Action>,
    collector: TaskCollector, cause: EffectCause
  ) async {
    switch effect.node {
    case .none:
      return
    case let .send(sentAction, transaction):
      guard !Task.isCancelled else { return }
      core.core?.send(sentAction, transaction: transaction, collector: collector, cause: cause)
    case let .run(run):
      await perform(run, for: UncheckedAction(action), core: core, collector: collector, cause: cause)
    case let .merge(effects):
      let origin = UncheckedAction(action)
      let tasks = effects.map { effect in
        let task = Task { @MainActor in
          await execute(
            effect, for: origin.action, path: path, core: core, collector: collector, cause: cause)
        }
        InterleavingExplorer.adopt(task)
        return task
      }
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await execute(effect, for: action, path: path, core: core, collector: collector, cause: cause)
      }
    case let .cancellable(id, cancelInFlight, inner):
      // Only this part may be cancelled by `id`: it runs in a task of its own, filed under `id`,
      // while the rest (the effects concatenated after it) goes on in the current task.
      guard let registry = core.core?.registry else { return }
      let key = EffectKey(path: path, id: id)
      if cancelInFlight { registry.cancel(key) }
      let origin = UncheckedAction(action)
      let child = EffectTask { @MainActor in
        await execute(
          inner, for: origin.action, path: path, core: core, collector: collector, cause: cause)
      }
      InterleavingExplorer.adopt(child)
      let token = registry.register(CancellationHandle(child), under: [key])
      await withTaskCancellationHandler {
        _ = await child.result
      } onCancel: {
        child.cancel()
      }
      registry.finish(token)
    case let .cancel(ids):
      guard let registry = core.core?.registry else { return }
      for id in ids { registry.cancelIncludingDescendants(EffectKey(path: path, id: id)) }
    case let .scoped(scopePath, inner):
      await execute(
        inner, for: action, path: path + scopePath.components, core: core, collector: collector,
        cause: cause)
    case let .throttled(id, decide):
      guard let registry = core.core?.registry else { return }
      let decided = decide(registry.throttling, EffectKey(path: path, id: id))
      await execute(decided, for: action, path: path, core: core, collector: collector, cause: cause)
    }
  }
}

/// A weak reference to a core, handed to effect tasks so they never keep a released store alive.
///
/// One per core (see ``RootCore/weakReference``), shared by all its effects: an effect started
/// retains it, where forming a weak reference of its own would update the core's side table.
final class WeakCore<State, Action>: @unchecked Sendable {
  /// The core, until it is released.
  weak var core: RootCore<State, Action>?
  /// The core's registry, which outlives it while its effects wind down (so that each effect in
  /// flight holds this one reference, not a second one to the registry).
  let registry: EffectRegistry

  init(core: RootCore<State, Action>, registry: EffectRegistry) {
    self.core = core
    self.registry = registry
  }
}

extension Effect {
  /// Whether running this effect involves no task: only sends, cancellations and nothing.
  var isSynchronous: Bool {
    switch node {
    case .none, .send, .cancel: return true
    // Decided when started: a task takes it, in order, when it is concatenated.
    case .run, .throttled: return false
    case let .merge(effects), let .concatenate(effects):
      return effects.allSatisfy { effect in withSufficientStack { effect.isSynchronous } }
    case let .cancellable(_, _, effect), let .scoped(_, effect):
      return withSufficientStack { effect.isSynchronous }
    }
  }
}

/// An action printed for a report, whatever its type.
struct UncheckedAction<Action>: CustomStringConvertible, @unchecked Sendable {
  let action: Action
  init(_ action: Action) { self.action = action }

  var description: String {
    var text = ""
    debugPrint(action, terminator: "", to: &text)
    return text
  }
}
