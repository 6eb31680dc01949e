import IssueReporting

/// An effect's task. Its body never throws; the task is typed as throwing because a task whose
/// failure type is `Never` wraps its body in one more closure when it is created: one allocation
/// per effect started.
typealias EffectTask = Task<Void, any Error>

/// One effect's task and everything it needs, in one object: the work, where the task is filed (its
/// registry entry, token and collector slot) and what started it.
///
/// The task's closure captures this object alone, and the registry files this object itself (see
/// ``RegisteredEffect``): besides the task, starting one allocates this object and no closure
/// context, no registry entry and no array of keys.
///
/// Every effect in flight holds one, so its fields are kept few and small (146 bytes with a
/// one-byte action): the registry is reached through `core`, the flags sit in padding, the
/// cause's depth beside the registry's 32-bit slot, where the effect was built is read from its
/// work. Its variables are set once before the task runs or touched only on the main actor, in
/// accesses that never overlap: they are exempt from the runtime's exclusivity checks
/// (`@exclusivity(unchecked)`).
final class EffectLaunch<State, Action>: RegisteredEffect, @unchecked Sendable {
  /// The depth of the effect's cause (see ``cause``).
  private let depth: Int32
  /// The asynchronous work: a lone `.run` effect, or effects concatenated (run one after another
  /// in this task). Kept as the effect itself, one reference, which costs no type lookup to store
  /// or copy.
  let work: Effect<Action>
  /// Where in the state tree the effect runs (its cancellation ids are scoped to it).
  let path: [EffectID]
  /// Why the actions the effect sends arrive (see ``EffectCause``): its depth and recent actions,
  /// kept apart (``depth`` in the 4 bytes after the registry's slot), with where the effect was
  /// built, read from its work. An effect's cause is asynchronous: its synchronous depth is 0.
  var cause: EffectCause {
    EffectCause(depth: depth, synchronousDepth: 0, recent: recent, location: location)
  }
  /// The actions of the cause's chain (see ``EffectCause/recent``).
  private let recent: [Any]
  /// Where the effect was built: its `.run`'s call, when its work is one (effects concatenated
  /// have no one place).
  private var location: EffectLocation? {
    guard case let .run(run) = work.node else { return nil }
    return run.location
  }
  /// The store's core, held weakly (releasing the store cancels the effect), with its registry.
  let core: WeakCore<State, Action>
  /// Where the effect is filed until it ends.
  var registry: EffectRegistry { core.registry }
  /// The tasks of the `send` that started the effect, which the task leaves when it ends.
  let collector: TaskCollector
  /// Whether the work of a lone `.run` effect has returned: its `Send` still sends, and reports.
  /// Only touched on the main actor, where `Send` runs.
  @exclusivity(unchecked) private var workEnded = false
  /// The action whose reducer returned the effect. Only read on the main actor (by the work) or for
  /// a report, as an effect's action always is.
  let action: Action

  /// An effect's task-to-be, filed under `keys` once its task exists (see ``RegisteredEffect``).
  init(
    work: Effect<Action>, action: Action, path: [EffectID], keys: EffectKeys, cause: EffectCause,
    core: WeakCore<State, Action>, collector: TaskCollector
  ) {
    self.work = work
    self.action = action
    self.path = path
    self.depth = cause.storedDepthValue
    self.recent = cause.recent
    self.core = core
    self.collector = collector
    super.init(keys: keys)
  }

  override var origin: (description: String, location: IssueLocation?)? {
    (UncheckedAction(action).description, collector.location)
  }

  /// Runs the work (its nonisolated parts off the main actor), then does the task's bookkeeping on
  /// the main actor: the registry lets go of the effect and the collector of its task.
  ///
  /// A lone `.run` effect takes the short way: its `Send` is a closure capturing this object alone,
  /// allocating no context, and no async function stands between this one and the work but the
  /// task-local binding (and, while a serial executor is installed, the count of its progress).
  /// Each async function on the way keeps a frame in the task while the work is suspended: the
  /// short way holds three task-allocator slabs per effect in flight instead of four, and two
  /// mallocs fewer. An escaped `Send` keeps this object alive, as it kept the action and collector
  /// before.
  @MainActor
  func run() async {
    if case let .run(lone) = work.node {
      if MainSerialExecutor.isActive {
        await MainSerialExecutor.trackingProgress(in: registry.progress) {
          await runLone(lone)
        }
      } else {
        await runLone(lone)
      }
    } else {
      await runTracked()
    }
    registry.finish(token, collectedIn: collector, slot: slot)
  }

  /// Runs a lone `.run` effect's work.
  ///
  /// Touches no static member of the store's generic type: in the store's unspecialized code that
  /// would look generic metadata up by hashing. (The `Run` is copied without its metadata: see
  /// `Effect.Run.isUnwrapped`.)
  @MainActor @inline(never)
  private func runLone(_ work: Effect<Action>.Run) async {
    await EffectContext.$current.withValue(context) {
      do {
        try await work.perform(Send { [self] in send($0, transaction: $1) })
      } catch {
        reportUnhandledError(error)
      }
    }
    workEnded = true
  }

  /// Runs effects concatenated, counting their progress while a serial executor is installed.
  @MainActor @inline(never)
  private func runTracked() async {
    await MainSerialExecutor.trackingProgress(in: registry.progress) {
      await EffectContext.$current.withValue(context) {
        await RootCore.execute(
          work, for: action, path: path, core: core, collector: collector, cause: cause)
      }
    }
  }

  /// The effect as its work sees it (see ``EffectContext``).
  private var context: EffectContext {
    EffectContext(registry: registry, path: path, token: token)
  }

  /// What the `Send` of a lone `.run` effect does with an action.
  @MainActor
  private func send(_ sent: Action, transaction: Transaction?) {
    if workEnded { reportSendAfterCompletion(of: sent) }
    core.core?.send(sent, transaction: transaction, collector: collector, cause: cause)
  }

  /// Reports an action sent through a lone `.run` effect's `Send` after its work returned.
  @MainActor @inline(never)
  private func reportSendAfterCompletion(of sent: Action) {
    // Always set for a lone `.run` effect, the only one whose `Send` this is.
    guard let location else { return }
    RootCore<State, Action>.reportSendAfterCompletion(
      of: sent, at: location, returnedFrom: UncheckedAction(action))
  }

  /// Reports an error a lone `.run` effect's work threw and nothing handled.
  @MainActor @inline(never)
  private func reportUnhandledError(_ error: any Error) {
    // Always set for a lone `.run` effect, the only one this runs.
    guard let location else { return }
    RootCore<State, Action>.reportUnhandledError(error, at: location)
  }
}
