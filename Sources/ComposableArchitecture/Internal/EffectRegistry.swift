import CustomDump
import Foundation
import IssueReporting

/// Something the registry can cancel: always a task handle (of an effect, of a cancellable part of
/// a concatenation, or of the body of a `withTaskCancellation`), never an unowned current task, so
/// that cancelling after the registry's lock was released is safe even if the task just ended.
struct CancellationHandle: Sendable {
  private let cancelAction: @Sendable () -> Void

  /// Wraps a task handle, which keeps the task alive for as long as the registry may cancel it: a
  /// task that finished meanwhile is simply not affected.
  init<Success, Failure>(_ task: Task<Success, Failure>) {
    self.cancelAction = { task.cancel() }
  }

  /// A handle whose cancellation runs `onCancel` instead of cancelling a task (a dismissal signal).
  init(onCancel: @escaping @Sendable () -> Void) {
    self.cancelAction = onCancel
  }

  func cancel() { cancelAction() }
}

/// The key a running effect is filed under: a cancellation id, within the part of the state tree the
/// effect belongs to.
struct EffectKey: Hashable, Sendable {
  let path: [EffectID]
  let id: EffectID
}

/// One store's running effects, by identity. Lock-protected so that a task can leave it from any
/// executor, and so that a store's deinit can cancel everything.
final class EffectRegistry: @unchecked Sendable {
  private struct Entry {
    let handle: CancellationHandle
    let keys: [EffectKey]
    /// What started the effect; `nil` for a part of an effect already filed (the cancellable part
    /// of a concatenation, the body of a `withTaskCancellation`), which is never reported on its own.
    let origin: (@Sendable () -> String)?
    /// Where the work that started the effect was started, if known.
    let location: IssueLocation?
    /// Whether a test store already reported this effect as still running.
    var reported = false
    /// Whether the entry is the store's own bookkeeping rather than an effect a reducer returned (see
    /// ``EffectRegistry/backgroundIDs``): it is not counted as a running effect.
    let isBackground: Bool
  }

  /// The ids under which the store files its own long-lived bookkeeping effects (a presented
  /// destination's lifetime): entries filed under one are not running effects a test must finish.
  static let backgroundIDs: Set<EffectID> = [EffectID(NavigationLifetimeID()), EffectID(NavigationDismissID())]

  private let lock = NSLock()
  private var nextToken = 0
  private var entries: [Int: Entry] = [:]
  /// How many of `entries` are background entries.
  private var backgroundCount = 0
  /// The key under which each cancelled, still running effect was cancelled.
  private var cancelledBy: [Int: EffectKey] = [:]
  /// Whether every effect was cancelled because the store went away.
  private var isReleased = false
  private var tokensByKey: [EffectKey: Set<Int>] = [:]

  /// Files a running effect under `keys`; returns the token that removes it.
  func register(
    _ handle: CancellationHandle, under keys: [EffectKey], origin: (@Sendable () -> String)? = nil,
    location: IssueLocation? = nil
  ) -> Int {
    lock.lock()
    defer { lock.unlock() }
    nextToken += 1
    let token = nextToken
    let isBackground = keys.contains { Self.backgroundIDs.contains($0.id) }
    entries[token] = Entry(
      handle: handle, keys: keys, origin: origin, location: location, isBackground: isBackground)
    if isBackground { backgroundCount += 1 }
    for key in keys { tokensByKey[key, default: []].insert(token) }
    return token
  }

  /// Removes a finished effect.
  func finish(_ token: Int) {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries.removeValue(forKey: token) else { return }
    if entry.isBackground { backgroundCount -= 1 }
    if !cancelledBy.isEmpty { cancelledBy[token] = nil }
    for key in entry.keys {
      tokensByKey[key]?.remove(token)
      if tokensByKey[key]?.isEmpty == true { tokensByKey[key] = nil }
    }
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
    var handles: [CancellationHandle] = []
    handles.reserveCapacity(tokens.count)
    for token in tokens {
      guard let entry = entries[token] else { continue }
      handles.append(entry.handle)
      cancelledBy[token] = key
      for other in entry.keys where other != key {
        tokensByKey[other]?.remove(token)
        if tokensByKey[other]?.isEmpty == true { tokensByKey[other] = nil }
      }
    }
    lock.unlock()
    for handle in handles { handle.cancel() }
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
    let handles = entries.values.map(\.handle)
    lock.unlock()
    for handle in handles { handle.cancel() }
  }

  /// Why the running effect filed under `token` was cancelled, for traces: `by id "search"`, `by
  /// dismissal`, `by store release`; `nil` when it was not cancelled through the registry.
  func cancellationReason(of token: Int) -> String? {
    lock.lock()
    let key = cancelledBy[token]
    let isReleased = self.isReleased
    lock.unlock()
    if let key {
      if key.id.base.base is ScopeCancellation { return "by dismissal" }
      return "by id \(String(customDumping: key.id.base.base))"
    }
    return isReleased ? "by store release" : nil
  }

  /// The number of running effects (the store's bookkeeping left out).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count - backgroundCount
  }

  /// Descriptions of the running effects not reported yet, oldest first; marks them reported, so
  /// that one effect is reported as still running once, not by `finish()` and again at the end.
  func takeUnreportedOrigins() -> [(origin: String, location: IssueLocation?)] {
    lock.lock()
    defer { lock.unlock() }
    var origins: [(origin: String, location: IssueLocation?)] = []
    for token in entries.keys.sorted() {
      guard let entry = entries[token], !entry.reported, !entry.isBackground, let origin = entry.origin
      else { continue }
      entries[token]?.reported = true
      origins.append((origin(), entry.location))
    }
    return origins
  }

  /// Descriptions of the running effects (what started each), oldest first.
  var origins: [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries.filter { !$0.value.isBackground }.sorted { $0.key < $1.key }.compactMap { $0.value.origin?() }
  }
}

/// What an effect's task knows about where it runs: its store's registry and its place in the state
/// tree. Task-local, so `withTaskCancellation` inside the effect finds it.
struct EffectContext: Sendable {
  @TaskLocal static var current: EffectContext?

  let registry: EffectRegistry
  let path: [EffectID]
  /// The registry token of the effect's task, once filed.
  var token: LockedToken? = nil

  /// Why the effect was cancelled (see ``EffectRegistry/cancellationReason(of:)``).
  var cancellationReason: String? {
    token?.value.flatMap { registry.cancellationReason(of: $0) }
  }

  func key(for id: EffectID) -> EffectKey {
    EffectKey(path: path, id: id)
  }
}
