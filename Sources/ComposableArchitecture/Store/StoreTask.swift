/// The work started by one `store.send`: the effects of that action and of every action they send
/// back. Discardable; keep it to wait for or cancel that work.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  // The effects' tasks, waited for only when asked: a send that ignores its `StoreTask` (the usual
  // case) starts no extra task.
  let collector: TaskCollector?

  init(collector: TaskCollector?) {
    self.collector = collector
  }

  /// Cancels the work.
  public func cancel() {
    collector?.cancelAll()
  }

  /// Waits for the work to finish. Cancelling the waiting task cancels the work, so a view's task
  /// (`.task { await store.send(.onAppear).finish() }`) ends the effects it started.
  ///
  /// The wait runs in the caller's isolation (`#isolation`): awaited from the main actor, it never
  /// hops to another executor and back.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard let collector else { return }
    await withTaskCancellationHandler(
      operation: { await collector.waitForAllWithoutCancelling(isolation: isolation) },
      onCancel: { collector.cancelAll() },
      isolation: isolation
    )
  }

  /// Waits for the work to finish, like ``finish(isolation:)``.
  ///
  /// ```swift
  /// await store.send(.refresh).value
  /// ```
  public var value: Void {
    get async { await finish() }
  }

  /// Whether the work was cancelled. Work that started nothing counts as cancelled.
  public var isCancelled: Bool {
    collector?.isCancelled ?? true
  }

  /// Whether two values stand for the same `send`'s work (all sends that started nothing are equal).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.collector?.identity == rhs.collector?.identity
  }

  /// Hashes the identity of the work.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(collector?.identity)
  }
}
