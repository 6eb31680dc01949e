import IssueReporting

/// One effect filed in a store's registry (see ``EffectRegistry``), from when it is filed until it
/// ends: what cancels it, the keys it is filed under and the registry's marks on it.
///
/// An effect's own task is filed as its ``EffectLaunch``, a subclass, so that filing it allocates
/// nothing; the other filed tasks (the cancellable part of a concatenation, the body of a
/// `withTaskCancellation`, a dismissal signal) are filed as instances of this class. The marks are
/// read and written only by the registry, under its lock, in accesses that never overlap: they are
/// exempt from the runtime's exclusivity checks (`@exclusivity(unchecked)`).
class RegisteredEffect: @unchecked Sendable {
  /// What cancels the effect: set once, before the effect is filed.
  @exclusivity(unchecked) final var handle: CancellationHandle?
  /// Whether a test store already reported this effect as still running. (Declared here, in the
  /// byte after `handle`, where it takes no room of its own: every effect in flight holds one.)
  @exclusivity(unchecked) final var reported = false
  /// The position, among ``keys``, of the key under which the effect was cancelled, while it still
  /// runs (a registry only cancels an effect under a key it is filed under), or -1: what a report
  /// names. Four bytes, declared here, next to `reported`, in room the layout leaves anyway.
  @exclusivity(unchecked) private final var cancelledByPosition: Int32 = -1
  /// The keys the effect is filed under.
  final let keys: EffectKeys
  /// The registry token, set as the effect is filed (before an effect's task runs).
  @exclusivity(unchecked) final var token = 0
  /// The slot of an effect's own task in the collector of the `send` that started it, set as the
  /// task is filed, before it runs (see ``EffectLaunch``); 0 for other filed tasks.
  final var slot: Int {
    get { Int(storedSlot) }
    set { storedSlot = Int32(truncatingIfNeeded: newValue) }
  }
  /// ``slot`` in 32 bits (a collector's slots are: see `TaskCollector.Tasks.claimSlot()`),
  /// declared last: an ``EffectLaunch`` lays its own 32-bit field beside it.
  @exclusivity(unchecked) private final var storedSlot: Int32 = 0
  /// The position, among ``keys``, of the key under which the effect was cancelled, while it still
  /// runs; `nil` when it was not cancelled by key.
  final var cancelledBy: Int? {
    get { cancelledByPosition < 0 ? nil : Int(cancelledByPosition) }
    set { cancelledByPosition = newValue.map { Int32(clamping: $0) } ?? -1 }
  }
  /// Whether the effect is the store's own bookkeeping (filed under a presented destination's
  /// lifetime, see ``EffectID/isBackground``) rather than an effect a reducer returned: it is not
  /// counted as a running effect a test must finish.
  final var isBackground: Bool { keys.containsBackground }

  /// An effect filed under `keys`, cancelled through `handle` (`nil`: set before it is filed).
  init(handle: CancellationHandle? = nil, keys: EffectKeys) {
    self.handle = handle
    self.keys = keys
  }

  /// What started the effect, described for a report: the action, and where the work that sent it
  /// was started (a test store's `send`), if known. `nil` for a part of an effect already filed,
  /// which is never reported on its own.
  var origin: (description: String, location: IssueLocation?)? {
    nil
  }
}
