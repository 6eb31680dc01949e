import Clocks
import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// Issue 30: a send's task collector shares its store's registry lock, and an effect's task is filed
/// and collected (and, when it ends, unfiled and forgotten) under that one lock. What a `StoreTask`
/// waits for and cancels must not change: every task of the send, including those of the actions
/// its effects send back, started before or after the first one ended.
@MainActor
@Suite("A send's tasks: collected under the registry's lock")
struct SendCollectionTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var log: [String] = []
    }
    enum Action {
      case start
      case relay
      case relayed
      case cancelled
    }
    let clock: TestClock<Duration>
    let cancellations: LockIsolated<Int>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          state.log.append("start")
          // The first effect ends at once, after sending an action whose effect outlives it.
          return .run { send in await send(.relay) }
        case .relay:
          state.log.append("relay")
          return .run { [clock, cancellations] send in
            do {
              try await clock.sleep(for: .seconds(1))
              await send(.relayed)
            } catch {
              cancellations.withValue { $0 += 1 }
            }
          }
        case .relayed:
          state.log.append("relayed")
          return .none
        case .cancelled:
          return .none
        }
      }
    }
  }

  @Test("finish() waits for the effects of the actions sent back, after the first effect ended")
  func finishWaitsForLaterTasks() async {
    let clock = TestClock()
    let store = Store(initialState: Feature.State()) {
      Feature(clock: clock, cancellations: LockIsolated(0))
    }
    let task = store.send(.start)
    let finished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
    // The relayed effect sleeps: the first one ended.
    #expect(await clock.waitForSleepers(count: 1))
    #expect(store.withState(\.log) == ["start", "relay"])
    #expect(store.access.registry.count == 1)
    await Task.megaYield()
    #expect(!finished.value)
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(1))
    await waiter.value
    #expect(finished.value)
    #expect(store.withState(\.log) == ["start", "relay", "relayed"])
  }

  @Test("cancel() reaches the tasks started after the first one ended")
  func cancelReachesLaterTasks() async {
    let clock = TestClock()
    let cancellations = LockIsolated(0)
    let store = Store(initialState: Feature.State()) {
      Feature(clock: clock, cancellations: cancellations)
    }
    let task = store.send(.start)
    #expect(await clock.waitForSleepers(count: 1))
    #expect(store.access.registry.count == 1)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    #expect(cancellations.value == 1)
    #expect(store.access.registry.count == 0)
    // Advancing past the deadline sends nothing: the sleep was cancelled.
    await clock.advance(by: .seconds(2))
    #expect(store.withState(\.log) == ["start", "relay"])
  }

  @Test("Sends are told apart; copies of one send's task are equal")
  func identities() {
    let store = Store(initialState: Feature.State()) {
      Feature(clock: TestClock(), cancellations: LockIsolated(0))
    }
    let first = store.send(.start)
    let second = store.send(.start)
    let copy = first
    #expect(first == copy && first.hashValue == copy.hashValue)
    #expect(first != second)
    first.cancel()
    second.cancel()
  }

  /// Filing and collecting under one lock, or under two when the collector's lock is another
  /// (a collector made on its own), with the collector cancelled or not: the slots, the tasks held,
  /// the cancellation of a task added to a cancelled collector and the wake-up of its waiters are
  /// the same.
  @Test(arguments: [false, true], [false, true])
  func filingAndCollectingTogether(sharesTheLock: Bool, cancelledFirst: Bool) async {
    let registry = EffectRegistry()
    let collector = sharesTheLock ? TaskCollector.make(lock: registry.lock) : TaskCollector.make()
    #expect(collector.lock.isSame(as: registry.lock) == sharesTheLock)
    if cancelledFirst { collector.cancelAll() }
    let key = EffectKey(path: [], id: EffectID("k"))
    var started: [(token: Int, slot: Int, task: EffectTask)] = []
    for index in 0..<3 {
      let task = EffectTask { try? await Task.sleep(for: .seconds(3_600)) }
      let effect = RegisteredEffect(handle: CancellationHandle(task), keys: EffectKeys([key]))
      registry.register(
        effect, task: task, replacing: index == 0 ? nil : key, collectingIn: collector)
      #expect(effect.slot == index + 1)
      started.append((effect.token, effect.slot, task))
    }
    #expect(registry.count == 3)
    #expect(collector.retainedCount == 3)
    // Each one replaced the one before it; a collector cancelled first cancelled each one at once.
    #expect(started.map(\.task.isCancelled) == [true, true, cancelledFirst])

    let waiter = Task { await collector.waitForAllWithoutCancelling() }
    for (token, slot, task) in started {
      task.cancel()
      _ = await task.result
      registry.finish(token, collectedIn: collector, slot: slot)
    }
    await waiter.value
    #expect(registry.count == 0)
    #expect(collector.retainedCount == 0)
    #expect(collector.hasStartedTasks)
    #expect(collector.isCancelled == cancelledFirst)
  }

  /// 400 sends, each of whose effects hops to the cooperative pool and back, are waited for and
  /// cancelled from eight tasks off the main actor while the main actor keeps starting and ending
  /// effects: every wait returns, and nothing is left filed or collected.
  @Test func waitsAndCancellationsFromManyThreads() async {
    let store = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        switch action {
        case .start:
          return .run { send in
            await Task.yield()
            await send(.relayed)
          }
        case .relayed:
          state.log.append("relayed")
          return .none
        case .relay, .cancelled:
          return .none
        }
      }
    }
    let tasks = (0..<400).map { _ in store.send(.start) }
    await withTaskGroup(of: Void.self) { group in
      for chunk in 0..<8 {
        let mine = Array(tasks[(chunk * 50)..<((chunk + 1) * 50)])
        group.addTask {
          for (index, task) in mine.enumerated() {
            if index % 3 == 0 { task.cancel() }
            await task.finish()
          }
        }
      }
    }
    for task in tasks { await task.finish() }
    #expect(store.access.registry.count == 0)
    // A cancelled effect's action is dropped; every other one arrived.
    #expect(store.withState(\.log.count) <= 400)
    #expect(store.withState(\.log.count) >= 400 - 134)
  }
}
