import ConcurrencyExtras
import Foundation

/// The work started by one `TestStore.send`: the effects of that action and of the actions they send
/// back.
///
/// ```swift
/// let task = await store.send(.startTimer)
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.tick) { $0.seconds = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration
  /// The progress of the store's effects, which restarts `finish`'s wait.
  let progress: ProgressCount

  init(rawValue: Task<Void, Never>?, timeout: Duration, progress: ProgressCount) {
    self.rawValue = rawValue
    self.timeout = timeout
    self.progress = progress
  }

  /// Whether both are the same work.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue && lhs.timeout == rhs.timeout
  }

  /// Hashes the work.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
    hasher.combine(timeout)
  }

  /// Cancels the work and waits for it to wind down.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.value
  }

  /// Waits for the work to finish, reporting an issue if it is still running after `timeout` of
  /// real time during which its effects made no progress (by default the store's).
  ///
  /// It waits on the main actor, as the test store does: its own waiting is then never taken for
  /// the effects' progress.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let finished = LockIsolated(false)
    let watcher = Task {
      await rawValue.value
      finished.setValue(true)
    }
    InterleavingExplorer.adopt(watcher)
    let limit = timeout ?? self.timeout
    var deadline = ProgressDeadline(limit: limit, progress: progress)
    while !finished.value {
      if deadline.hasPassed() {
        reportIssue(
          """
          Expected the task to finish, but it was still running after \(limit). If an effect is \
          driven by a clock, advance the clock; a long-living effect must be cancelled before the \
          test ends.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      await deadline.yield()
    }
    await watcher.value
  }

  /// Whether the work was cancelled. Work that started nothing counts as cancelled.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
