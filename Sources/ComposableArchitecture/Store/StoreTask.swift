/// The work started by one `store.send`: the effects of that action and of every action they send
/// back. Discardable; keep it to wait for or cancel that work.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the work.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits for the work to finish.
  public func finish() async {
    await rawValue?.value
  }

  /// Whether the work was cancelled. Work that started nothing counts as cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
