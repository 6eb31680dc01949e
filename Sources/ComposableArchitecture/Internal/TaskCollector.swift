import Foundation

/// The tasks started on behalf of one `store.send`, including those of actions its effects send back,
/// so that ``StoreTask/finish()`` can wait for all of them.
final class TaskCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Task<Void, Never>] = []
  private var nextToAwait = 0
  private var isCancelled = false

  func add(_ task: Task<Void, Never>) {
    lock.lock()
    let cancelled = isCancelled
    if !cancelled { tasks.append(task) }
    lock.unlock()
    if cancelled { task.cancel() }
  }

  /// Waits until every collected task, including those added while waiting, has finished.
  func waitForAll() async {
    while let task = next() {
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        self.cancelAll()
      }
    }
  }

  func cancelAll() {
    lock.lock()
    isCancelled = true
    let all = tasks
    lock.unlock()
    for task in all { task.cancel() }
  }

  private func next() -> Task<Void, Never>? {
    lock.lock()
    defer { lock.unlock() }
    guard nextToAwait < tasks.count else { return nil }
    defer { nextToAwait += 1 }
    return tasks[nextToAwait]
  }
}
