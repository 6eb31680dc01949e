import Foundation

/// The tasks started on behalf of one `store.send`, including those of actions its effects send back,
/// so that ``StoreTask/finish()`` can wait for all of them.
final class TaskCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Task<Void, Never>] = []
  private var cancelled = false

  func add(_ task: Task<Void, Never>) {
    lock.lock()
    let cancelled = self.cancelled
    if !cancelled { tasks.append(task) }
    lock.unlock()
    if cancelled { task.cancel() }
  }

  /// Waits until every collected task, including those added while waiting, has finished; cancels
  /// them all if the waiting task is cancelled.
  func waitForAll() async {
    var index = 0
    while let task = task(at: index) {
      index += 1
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        self.cancelAll()
      }
    }
  }

  /// Waits until every collected task, including those added while waiting, has finished, in the
  /// caller's isolation (no hop off the main actor). Cancellation is the caller's to handle.
  func waitForAllWithoutCancelling(isolation: isolated (any Actor)? = #isolation) async {
    var index = 0
    while let task = task(at: index) {
      index += 1
      await task.value
    }
  }

  func cancelAll() {
    lock.lock()
    cancelled = true
    let all = tasks
    lock.unlock()
    for task in all { task.cancel() }
  }

  /// Whether ``cancelAll()`` was called.
  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// The task collected at `index`, or `nil` when there are not that many (yet).
  private func task(at index: Int) -> Task<Void, Never>? {
    lock.lock()
    defer { lock.unlock() }
    return index < tasks.count ? tasks[index] : nil
  }
}
