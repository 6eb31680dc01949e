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

  /// Slots are 32-bit: a collector whose `send` started more than `Int32.max` tasks over its life
  /// (a long-running effect sending action after action) starts over at 2, skipping the slots of
  /// tasks still running. Generated sequences across the wrap, checked against a model.
  @Test(arguments: 0..<50)
  func slotsStartOverPastInt32MaxSkippingRunningOnes(_ seed: Int) async {
    var generator = SplitMix64(seed: UInt64(seed))
    let collector = TaskCollector.make()
    // Tasks running from before the wrap: the first one (slot 1) and a few low slots.
    var running: [Int: EffectTask] = [:]
    for _ in 0..<Int(2 + generator.next() % 6) {
      let task = Self.waitingTask()
      running[collector.add(task)] = task
    }
    collector.withLockHeld { $0.nextSlot = .max - Int32(generator.next() % 5) }
    for _ in 0..<40 {
      if generator.next() % 3 != 0 || running.isEmpty {
        let task = Self.waitingTask()
        let slot = collector.add(task)
        #expect(running[slot] == nil, "slot \(slot) handed out while its task runs")
        #expect(slot > 1 && slot <= Int(Int32.max))
        // An effect keeps its slot in 32 bits: it comes back whole.
        let filed = RegisteredEffect(keys: EffectKeys())
        filed.slot = slot
        #expect(filed.slot == slot)
        running[slot] = task
      } else {
        let slots = running.keys.sorted()
        let slot = slots[Int(generator.next() % UInt64(slots.count))]
        collector.finish(slot)
        running[slot]?.cancel()
        running[slot] = nil
      }
      #expect(collector.retainedCount == running.count)
    }
    let waiter = Task { await collector.waitForAllWithoutCancelling() }
    for (slot, task) in running {
      collector.finish(slot)
      task.cancel()
    }
    await waiter.value
    #expect(collector.retainedCount == 0)
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
