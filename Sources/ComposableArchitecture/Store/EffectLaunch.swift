import IssueReporting

/// One effect's task and everything it needs, in one object: the work, where the task is filed (its
/// registry entry, token and collector slot) and what started it.
///
/// The task's closure captures this object alone, and the registry files this object itself (see
/// ``RegisteredEffect``): besides the task, starting one allocates this object and no closure
/// context, no registry entry and no array of keys.
final class EffectLaunch<State, Action>: RegisteredEffect, @unchecked Sendable {
  /// The asynchronous work: a `.run` effect, or effects concatenated (run one after another in this
  /// task). Kept as the effect itself, one reference, which costs no type lookup to store or copy.
  let work: Effect<Action>
  /// The action whose reducer returned the effect. Only read on the main actor (by the work) or for
  /// a report, as an effect's action always is.
  let action: Action
  /// Where in the state tree the effect runs (its cancellation ids are scoped to it).
  let path: [EffectID]
  /// Why the actions the effect sends arrive (see ``EffectCause``).
  let cause: EffectCause
  /// The store's core, held weakly: releasing the store cancels the effect.
  let core: WeakCore<State, Action>
  /// Where the effect is filed until it ends.
  let registry: EffectRegistry
  /// The tasks of the `send` that started the effect, which the task leaves when it ends.
  let collector: TaskCollector
  /// The task's slot in `collector`, set once the task is collected, before it runs.
  var slot = 0
  /// The registry token, set once the task is filed, before it runs.
  var token = 0

  /// An effect's task-to-be, filed under `keys` once its task exists (see ``RegisteredEffect``).
  init(
    work: Effect<Action>, action: Action, path: [EffectID], keys: EffectKeys, cause: EffectCause,
    core: WeakCore<State, Action>, registry: EffectRegistry, collector: TaskCollector
  ) {
    self.work = work
    self.action = action
    self.path = path
    self.cause = cause
    self.core = core
    self.registry = registry
    self.collector = collector
    super.init(keys: keys)
  }

  override var origin: (description: String, location: IssueLocation?)? {
    (UncheckedAction(action).description, collector.location)
  }

  /// Runs the work (its nonisolated parts off the main actor), then does the task's bookkeeping on
  /// the main actor: the registry lets go of the effect and the collector of its task.
  @MainActor
  func run() async {
    let context = EffectContext(registry: registry, path: path, token: token)
    await MainSerialExecutor.trackingProgress(in: registry.progress) {
      await EffectContext.$current.withValue(context) {
        await RootCore.execute(
          work, for: action, path: path, core: core, collector: collector,
          cause: cause)
      }
    }
    registry.finish(token, collectedIn: collector, slot: slot)
  }
}
