import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// The tasks of one `send`: generated sequences of adding, finishing and cancelling, checked against
/// a model of which slots still run and which tasks were cancelled.
@MainActor
@Suite struct TaskCollectorTests {
  @Test(arguments: 0..<200)
  func generatedOperationsMatchAModel(_ seed: Int) async {
    var generator = SplitMix64(seed: UInt64(seed))
    let collector = TaskCollector.make()
    /// The slots still running, with their task.
    var running: [Int: EffectTask] = [:]
    var addedCount = 0
    var cancelled = false
    var allTasks: [EffectTask] = []
    var cancelledTasks: [EffectTask] = []

    for _ in 0..<30 {
      switch generator.next() % 10 {
      case 0..<6:
        let task = Self.waitingTask()
        allTasks.append(task)
        let slot = collector.add(task)
        addedCount += 1
        #expect(slot == addedCount)
        running[slot] = task
        // A task added after `cancelAll()` is cancelled at once.
        if cancelled { cancelledTasks.append(task) }
      case 6..<9:
        guard let slot = running.keys.sorted().first(where: { _ in generator.next() % 2 == 0 })
          ?? running.keys.sorted().first
        else { continue }
        collector.finish(slot)
        running[slot] = nil
      default:
        collector.cancelAll()
        cancelled = true
        cancelledTasks += running.values
      }
      #expect(collector.retainedCount == running.count)
      #expect(collector.hasStartedTasks == (addedCount > 0))
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

  @Test func aFinishedTaskIsNotKeptNorCancelledLater() {
    let collector = TaskCollector.make()
    let task = Self.waitingTask()
    let other = Self.waitingTask()
    collector.finish(collector.add(task))
    _ = collector.add(other)
    #expect(collector.retainedCount == 1)
    collector.cancelAll()
    #expect(!task.isCancelled)
    #expect(other.isCancelled)
    task.cancel()
  }

  @Test("Tasks finished on eight threads while more are added and waited for leave nothing behind")
  func concurrentFinishes() async {
    let collector = TaskCollector.make()
    let done = EffectTask {}
    let first = (0..<2_000).map { _ in collector.add(done) }
    let waiter = Task { await collector.waitForAllWithoutCancelling() }
    // The main actor keeps adding (and handing out to finish) while the pool finishes.
    await withTaskGroup(of: Void.self) { group in
      for chunk in 0..<8 {
        let slots = Array(first[(chunk * 250)..<((chunk + 1) * 250)])
        group.addTask {
          for slot in slots { collector.finish(slot) }
        }
      }
      for _ in 0..<8 {
        let slots = (0..<100).map { _ in collector.add(done) }
        group.addTask {
          for slot in slots { collector.finish(slot) }
        }
      }
    }
    await waiter.value
    #expect(collector.retainedCount == 0)
    #expect(collector.hasStartedTasks)
    #expect(!collector.isCancelled)
  }

  /// A task that waits until it is cancelled.
  static func waitingTask() -> EffectTask {
    Task {
      let (stream, _) = AsyncStream<Void>.makeStream()
      for await _ in stream {}
    }
  }
}
