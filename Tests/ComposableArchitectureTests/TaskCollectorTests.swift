import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// The tasks of one `send`: generated sequences of reserving, attaching, finishing and cancelling,
/// checked against a model of which slots still run and which tasks were cancelled.
@MainActor
@Suite struct TaskCollectorTests {
  @Test(arguments: 0..<200)
  func generatedOperationsMatchAModel(_ seed: Int) async {
    var generator = SplitMix64(seed: UInt64(seed))
    let collector = TaskCollector()
    /// Reserved slots still running, with their task once attached.
    var running: [Int: Task<Void, Never>?] = [:]
    var reservedCount = 0
    var cancelled = false
    var allTasks: [Task<Void, Never>] = []
    var cancelledTasks: [Task<Void, Never>] = []

    for _ in 0..<30 {
      switch generator.next() % 10 {
      case 0..<4:
        let slot = collector.reserve()
        reservedCount += 1
        #expect(slot == reservedCount)
        running[slot] = .some(nil)
      case 4..<7:
        // Attach a task to a reserved slot, running or already finished.
        guard reservedCount > 0 else { continue }
        let slot = Int(generator.next() % UInt64(reservedCount)) + 1
        guard running[slot] == .some(nil) || running[slot] == nil else { continue }
        let task = Self.waitingTask()
        allTasks.append(task)
        collector.attach(task, to: slot)
        if running[slot] != nil { running[slot] = task }
        if cancelled { cancelledTasks.append(task) }
      case 7..<9:
        guard let slot = running.keys.sorted().first(where: { _ in generator.next() % 2 == 0 })
          ?? running.keys.sorted().first
        else { continue }
        collector.finish(slot)
        running[slot] = nil
      default:
        collector.cancelAll()
        cancelled = true
        cancelledTasks += running.values.compactMap { $0 }
      }
      #expect(collector.retainedCount == running.count)
      #expect(collector.hasStartedTasks == (reservedCount > 0))
      #expect(collector.isCancelled == cancelled)
    }
    for task in allTasks {
      let expected = cancelledTasks.contains { $0 == task }
      #expect(task.isCancelled == expected)
    }

    // Waiting ends once the slots still running finish.
    let waiter = Task { await collector.waitForAllWithoutCancelling() }
    for slot in running.keys.sorted() { collector.finish(slot) }
    await waiter.value
    #expect(collector.retainedCount == 0)
    for task in allTasks { task.cancel() }
  }

  @Test func aTaskAttachedAfterItsWorkEndedIsNotKept() {
    let collector = TaskCollector()
    let first = collector.reserve()
    let second = collector.reserve()
    collector.finish(first)
    collector.finish(second)
    let task = Self.waitingTask()
    collector.attach(task, to: first)
    collector.attach(task, to: second)
    #expect(collector.retainedCount == 0)
    collector.cancelAll()
    #expect(!task.isCancelled)
    task.cancel()
  }

  /// A task that waits until it is cancelled.
  static func waitingTask() -> Task<Void, Never> {
    Task {
      let (stream, _) = AsyncStream<Void>.makeStream()
      for await _ in stream {}
    }
  }
}
