import ConcurrencyExtras
import CustomDump
import Foundation
import IssueReporting

/// Something the registry can cancel: always a task handle (of an effect, of a cancellable part of
/// a concatenation, or of the body of a `withTaskCancellation`), never an unowned current task, so
/// that cancelling after the registry's lock was released is safe even if the task just ended.
///
/// An enum of 17 bytes, not a pair of optionals (24): every effect in flight holds one.
enum CancellationHandle: Sendable {
  /// An effect's own task (or a concatenation's cancellable part's), held directly: no closure to
  /// allocate.
  case task(EffectTask)
  /// What cancels anything else.
  case action(@Sendable () -> Void)

  /// Wraps an effect's task, which the handle keeps alive for as long as the registry may cancel it.
  init(_ task: EffectTask) {
    self = .task(task)
  }

  /// Wraps a task handle, which keeps the task alive for as long as the registry may cancel it: a
  /// task that finished meanwhile is simply not affected.
  init<Success, Failure>(_ task: Task<Success, Failure>) {
    self = .action { task.cancel() }
  }

  /// A handle whose cancellation runs `onCancel` instead of cancelling a task (a dismissal signal).
  init(onCancel: @escaping @Sendable () -> Void) {
    self = .action(onCancel)
  }

  func cancel() {
    switch self {
    case let .task(task): task.cancel()
    case let .action(cancel): cancel()
    }
  }
}

/// The key a running effect is filed under: a cancellation id, within the part of the state tree the
/// effect belongs to.
@usableFromInline
struct EffectKey: Hashable, Sendable {
  let path: [EffectID]
  let id: EffectID

  /// Hashes the id, then one word mixed from the hashes of the path's boxed components (each
  /// computed once, when its box was made): a cancellable effect is looked up by its key as it
  /// starts, and a round of hashing per component of a deep path costs more than the mixing. An
  /// inline component (see ``EffectID``) is hashed as its value's type hashes it.
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    id.hash(into: &hasher)
    var mixed = 0
    for component in path {
      if let box = component.box {
        mixed = (mixed &* 0x2545_F491_4F6C_DD1D) ^ box.hash
      } else {
        component.hash(into: &hasher)
      }
    }
    hasher.combine(mixed)
  }
}

/// One store's running effects, by identity. Lock-protected so that a task can leave it from any
/// executor, and so that a store's deinit can cancel everything.
///
/// Its variables are touched only under `lock`, by this class, in accesses that never overlap:
/// they are exempt from the runtime's exclusivity checks (`@exclusivity(unchecked)`), which cost a
/// runtime call per access on every effect started and ended.
final class EffectRegistry: @unchecked Sendable {
  /// The jobs its effects' tasks ran under the main serial executor (a test store's): what tells a
  /// test store's waits that the effects are making progress (see ``ProgressDeadline``).
  let progress = ProgressCount()

  /// When each throttle id of the store last ran an effect (see `Effect.throttle`).
  let throttling = Throttling()

  /// The registry's lock, which also guards its store's task collectors (see ``TaskCollector``).
  let lock = ShortLock()
  /// The running effects, in slots reused as effects end (see ``EffectSlots``).
  @exclusivity(unchecked) private var entries = EffectSlots<RegisteredEffect>()
  /// How many of `entries` are background entries.
  @exclusivity(unchecked) private var backgroundCount = 0
  /// The tokens of the effects a test store forgot (`skipInFlightEffects()`): still running, no
  /// longer counted or reported. Empty outside test stores that skipped effects.
  @exclusivity(unchecked) private var forgottenTokens: Set<Int> = []
  /// How many of `entries` were cancelled by key and still run.
  @exclusivity(unchecked) private var cancelledCount = 0
  /// Whether every effect was cancelled because the store went away.
  @exclusivity(unchecked) private var isReleased = false
  /// Whether every effect was cancelled because the feature dismissed its (test) store.
  @exclusivity(unchecked) private var isDismissed = false
  /// The running effects' tokens by key (see ``EffectTokenIndex``).
  @exclusivity(unchecked) private var tokensByKey = EffectTokenIndex()
  /// Dismissals requested before the destination's lifetime effect waited for one.
  @exclusivity(unchecked) private var pendingDismissals: Set<EffectKey> = []

  /// Files a running effect under its keys; returns the token that removes it.
  ///
  /// With `replaced` (one of its keys), the effects filed under it are cancelled first, as
  /// ``cancel(_:)`` does: a `cancelInFlight` effect is filed and its predecessor cancelled in one
  /// lock and one look-up of its key.
  ///
  /// Whoever files a task calls ``finish(_:)`` for it afterwards, so a task may be created, and may
  /// even end, before it is filed. An effect's own task (see `RootCore.launch`) is created first
  /// and filed at once, in the main-actor job that created it, before it runs: one lock per effect
  /// started.
  func register(_ effect: RegisteredEffect, replacing replaced: EffectKey? = nil) -> Int {
    lock.lock()
    let (token, cancelled) = registerLocked(effect, replacing: replaced)
    lock.unlock()
    cancelled?.cancel()
    return token
  }

  /// Files an effect's own task, `task`, as ``register(_:replacing:)`` does, and adds it to
  /// `collector`, as ``TaskCollector/add(_:)`` does: under one lock when the collector is this
  /// registry's. Sets the effect's handle, token and collector slot.
  ///
  /// Both are handed over (`consuming`): the registry keeps the caller's reference to the effect,
  /// the collector its reference to the task.
  func register(
    _ effect: consuming RegisteredEffect, task: consuming EffectTask, replacing replaced: EffectKey?,
    collectingIn collector: TaskCollector
  ) {
    effect.handle = CancellationHandle(copy task)
    guard collector.lock.isSame(as: lock) else {
      effect.slot = collector.add(task)
      _ = register(effect, replacing: replaced)
      return
    }
    lock.lock()
    let collected = collector.addLockHeld(task)
    effect.slot = collected.slot
    // A task added to a collector already cancelled is cancelled at once.
    let cancelledCollector = collected.cancelled ? effect.handle : nil
    let cancelled = registerLocked(effect, replacing: replaced).cancelled
    lock.unlock()
    cancelled?.cancel()
    cancelledCollector?.cancel()
  }

  /// Files `effect` (the lock is held), which the registry keeps, and sets its token; returns the
  /// token and what cancels the effects it replaces, to call once the lock is released.
  private func registerLocked(
    _ effect: consuming RegisteredEffect, replacing replaced: EffectKey?
  ) -> (token: Int, cancelled: CancelledHandles?) {
    let token = entries.nextToken
    effect.token = token
    if effect.isBackground { backgroundCount += 1 }
    var cancelled: CancelledHandles?
    if let replaced {
      if let tokens = tokensByKey.replace(replaced, with: .one(token)) {
        cancelled = cancelLocked(tokens, by: replaced)
      }
      // A debounced effect's only key is the one it replaces, filed above.
      if effect.keys.hasSeveral {
        for key in effect.keys where key != replaced { file(token, under: key) }
      }
    } else {
      for key in effect.keys { file(token, under: key) }
    }
    // Stored last: until then the caller's reference is the one read.
    entries.insert(effect)
    return (token, cancelled)
  }

  /// Files a task (through `handle`) under `keys`; returns the token that removes it. See
  /// ``register(_:replacing:)``.
  func register(
    _ handle: CancellationHandle, under keys: [EffectKey], replacing replaced: EffectKey? = nil
  ) -> Int {
    register(RegisteredEffect(handle: handle, keys: EffectKeys(keys)), replacing: replaced)
  }

  // The by-key index is read and written through its subscript's getter and setter, never in
  // place (`tokensByKey[key]?.insert(token)`): the in-place accessor is a chain of coroutines whose
  // frames are allocated on every call, three allocations per effect started or ended. Before a
  // change, the index lets go of its copy, so that a set of tokens is changed in place.

  /// Files `token` under `key` in the by-key index (the lock is held).
  private func file(_ token: Int, under key: EffectKey) {
    guard var tokens = tokensByKey[key] else {
      tokensByKey[key] = .one(token)
      return
    }
    tokensByKey[key] = nil
    tokens.insert(token)
    tokensByKey[key] = tokens
  }

  /// Takes `token` out of the by-key index under `key` (the lock is held).
  private func unfile(_ token: Int, from key: EffectKey) {
    guard var tokens = tokensByKey[key] else { return }
    tokensByKey[key] = nil
    if !tokens.remove(token) { tokensByKey[key] = tokens }
  }

  /// Asks the destination whose dismissal signal is filed under `key` to dismiss itself: its
  /// lifetime effect's signal fires. When that effect was started but does not wait yet (its task
  /// has not run: `dismiss()` came right after the presentation), the request is kept, and the
  /// signal fires as soon as it waits (``takeDismissalRequest(_:)``).
  func requestDismissal(_ key: EffectKey) {
    lock.lock()
    if tokensByKey[key] == nil, let component = key.path.last {
      let scope = EffectKey(
        path: Array(key.path.dropLast()), id: EffectID(ScopeCancellation(component: component)))
      let lifetimeStarted = tokensByKey[scope]?.contains { entries[$0]?.isBackground == true } ?? false
      if lifetimeStarted { pendingDismissals.insert(key) }
      lock.unlock()
      return
    }
    lock.unlock()
    cancel(key)
  }

  /// Whether a dismissal was requested under `key` before its signal waited; forgets it.
  func takeDismissalRequest(_ key: EffectKey) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return pendingDismissals.remove(key) != nil
  }

  /// Removes a finished effect.
  func finish(_ token: Int) {
    lock.lock()
    finishLocked(token)
    lock.unlock()
  }

  /// Removes an effect's own task, finished, as ``finish(_:)`` does, and takes it out of
  /// `collector` at `slot`, as ``TaskCollector/finish(_:)`` does: under one lock when the collector
  /// is this registry's.
  func finish(_ token: Int, collectedIn collector: TaskCollector, slot: Int) {
    guard collector.lock.isSame(as: lock) else {
      finish(token)
      collector.finish(slot)
      return
    }
    lock.lock()
    finishLocked(token)
    let resumed = collector.withLockHeld { TaskCollector.finish(slot, in: &$0) }
    lock.unlock()
    for waiter in resumed { waiter.resume() }
  }

  /// Removes a finished effect (the lock is held).
  private func finishLocked(_ token: Int) {
    guard let effect = entries.remove(token) else { return }
    if !forgottenTokens.isEmpty { forgottenTokens.remove(token) }
    if effect.isBackground {
      backgroundCount -= 1
      // A lifetime effect that ended before it waited leaves no request behind for a later
      // destination with the same identity.
      if !pendingDismissals.isEmpty {
        for key in effect.keys {
          guard let scope = key.id.base.base as? ScopeCancellation else { continue }
          pendingDismissals.remove(
            EffectKey(path: key.path + [scope.component], id: EffectID(NavigationDismissID())))
        }
      }
    }
    // A cancelled effect already left the by-key index.
    if effect.cancelledBy != nil {
      cancelledCount -= 1
      return
    }
    for key in effect.keys { unfile(token, from: key) }
  }

  /// Cancels every effect filed under `key`.
  ///
  /// A cancelled effect stays registered (it is still running, and counted) until it finishes, but
  /// leaves the by-key index: cancellation is final, so no later `cancel` needs to find it. This keeps
  /// a debounce (`cancelInFlight`) from growing slower with each effect that has not wound down yet.
  func cancel(_ key: EffectKey) {
    lock.lock()
    guard let tokens = tokensByKey.removeValue(forKey: key) else {
      lock.unlock()
      return
    }
    let cancelled = cancelLocked(tokens, by: key)
    lock.unlock()
    cancelled.cancel()
  }

  /// Cancels every effect filed under `key`, and every effect filed under `key`'s id deeper inside
  /// `key`'s path (by a presented child, a stack element, their own children…): a parent's
  /// `.cancel(id:)` reaches its descendants' effects, as in TCA, while a child's never reaches its
  /// parent's or a sibling's.
  func cancelIncludingDescendants(_ key: EffectKey) {
    lock.lock()
    let own = tokensByKey.removeValue(forKey: key).map { cancelLocked($0, by: key) }
    var deeper: [CancelledHandles] = []
    for below in tokensByKey.keys(below: key) {
      guard let tokens = tokensByKey.removeValue(forKey: below) else { continue }
      deeper.append(cancelLocked(tokens, by: below))
    }
    lock.unlock()
    own?.cancel()
    for handles in deeper { handles.cancel() }
  }

  /// What cancels the effects cancelled under one key, called once the lock is released: a task
  /// being cancelled may run code that calls back into the registry.
  private struct CancelledHandles {
    /// The one effect's (the common case: no array).
    var one: CancellationHandle?
    var many: [CancellationHandle] = []

    func cancel() {
      one?.cancel()
      for handle in many { handle.cancel() }
    }
  }

  /// Marks the effects of `tokens`, just taken out of the by-key index under `key`, cancelled (the
  /// lock is held).
  private func cancelLocked(_ tokens: EffectTokens, by key: EffectKey) -> CancelledHandles {
    switch tokens {
    case let .one(token):
      return CancelledHandles(one: cancelLocked(token, by: key))
    case let .many(tokens):
      return CancelledHandles(many: tokens.compactMap { cancelLocked($0, by: key) })
    }
  }

  /// Marks the effect of `token` cancelled by `key` and takes it out of the by-key index (the lock is
  /// held); returns what cancels it, or `nil` when it already finished.
  private func cancelLocked(_ token: Int, by key: EffectKey) -> CancellationHandle? {
    // Marked where it is stored: a copy of the entry would cost a retain and a release.
    entries.update(token) { effect in markCancelled(effect, token: token, by: key) } ?? nil
  }

  /// Marks `effect`, filed as `token`, cancelled by `key`, as ``cancelLocked(_:by:)-(Int,_)``
  /// does; returns what cancels it.
  private func markCancelled(
    _ effect: RegisteredEffect, token: Int, by key: EffectKey
  ) -> CancellationHandle? {
    let wasCancelled = effect.cancelledBy != nil
    // An effect filed under `key` alone has no other key to leave.
    if effect.keys.hasSeveral {
      var cancelledBy: Int?
      for (index, other) in effect.keys.enumerated() {
        if other == key {
          if cancelledBy == nil { cancelledBy = index }
        } else {
          unfile(token, from: other)
        }
      }
      effect.cancelledBy = cancelledBy ?? 0
    } else {
      effect.cancelledBy = 0
    }
    if !wasCancelled { cancelledCount += 1 }
    return effect.handle
  }

  /// Cancels every effect filed under a key that `isMatching` accepts, whatever its path.
  func cancel(where isMatching: (EffectKey) -> Bool) {
    lock.lock()
    let keys = tokensByKey.keys.filter(isMatching)
    lock.unlock()
    for key in keys { cancel(key) }
  }

  /// Cancels every running effect.
  func cancelAll() {
    lock.lock()
    isReleased = true
    var handles: [CancellationHandle] = []
    entries.updateAll { effect in
      if let handle = effect.handle { handles.append(handle) }
    }
    lock.unlock()
    for handle in handles { handle.cancel() }
  }

  /// Cancels every running effect because the feature dismissed its test store: they are skipped,
  /// not forgotten, so none is reported as still running while it winds down.
  func cancelAllForDismissal() {
    lock.lock()
    isDismissed = true
    var handles: [CancellationHandle] = []
    entries.updateAll { effect in
      effect.reported = true
      if let handle = effect.handle { handles.append(handle) }
    }
    lock.unlock()
    for handle in handles { handle.cancel() }
  }

  /// Why the running effect filed under `token` was cancelled, for traces: `by id "search"`, `by
  /// dismissal`, `by store release`; `nil` when it was not cancelled through the registry.
  func cancellationReason(of token: Int) -> String? {
    lock.lock()
    let id = entries[token].flatMap { effect in
      effect.cancelledBy.flatMap { effect.keys.key(at: $0)?.id }
    }
    let isReleased = self.isReleased
    let isDismissed = self.isDismissed
    lock.unlock()
    if let id {
      if id.base.base is ScopeCancellation { return "by dismissal" }
      return "by id \(String(customDumping: id.base.base))"
    }
    if isDismissed { return "by dismissal" }
    return isReleased ? "by store release" : nil
  }

  /// Whether an effect was cancelled and still runs (it has not wound down yet).
  var hasCancelledEffectsRunning: Bool {
    cancelledEffectsRunning > 0
  }

  /// The number of effects that were cancelled and still run.
  var cancelledEffectsRunning: Int {
    lock.lock()
    defer { lock.unlock() }
    return cancelledCount
  }

  /// The number of running effects (the store's bookkeeping left out).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count - backgroundCount - forgottenTokens.count
  }

  /// Forgets the running effects (the store's bookkeeping left out), as TCA's
  /// `skipInFlightEffects()` does: they keep running, and what they send is still received, but
  /// they are no longer counted as running nor reported as still running.
  ///
  /// - Returns: How many effects were forgotten.
  @discardableResult
  func forgetRunning() -> Int {
    lock.lock()
    defer { lock.unlock() }
    var forgotten = 0
    for token in entries.tokensOldestFirst {
      guard let effect = entries[token], !effect.isBackground, !forgottenTokens.contains(token)
      else { continue }
      effect.reported = true
      forgottenTokens.insert(token)
      forgotten += 1
    }
    return forgotten
  }

  /// Descriptions of the running effects not reported yet, oldest first; marks them reported, so
  /// that one effect is reported as still running once, not by `finish()` and again at the end.
  func takeUnreportedOrigins() -> [(origin: String, location: IssueLocation?)] {
    lock.lock()
    defer { lock.unlock() }
    var origins: [(origin: String, location: IssueLocation?)] = []
    for token in entries.tokensOldestFirst {
      guard let effect = entries[token], !effect.reported, !effect.isBackground,
        let origin = effect.origin
      else { continue }
      effect.reported = true
      origins.append((origin.description, origin.location))
    }
    return origins
  }

  /// Descriptions of the running effects (what started each), oldest first.
  var origins: [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries.tokensOldestFirst.compactMap { token in
      guard let effect = entries[token], !effect.isBackground, !forgottenTokens.contains(token)
      else { return nil }
      return effect.origin?.description
    }
  }
}

/// What an effect's task knows about where it runs: its store's registry and its place in the state
/// tree. Task-local, so `withTaskCancellation` inside the effect finds it.
struct EffectContext: Sendable {
  @TaskLocal static var current: EffectContext?

  let registry: EffectRegistry
  let path: [EffectID]
  /// The registry token of the effect's task.
  var token: Int? = nil

  /// Why the effect was cancelled (see ``EffectRegistry/cancellationReason(of:)``).
  var cancellationReason: String? {
    token.flatMap { registry.cancellationReason(of: $0) }
  }

  func key(for id: EffectID) -> EffectKey {
    EffectKey(path: path, id: id)
  }
}
