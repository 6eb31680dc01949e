import ConcurrencyExtras
import Dispatch
import Testing

/// The task executor that resumes a main-actor waiter on the main actor: work of a task that prefers
/// it runs on the main queue, continuations resumed from any thread resume there, and it stands
/// aside while a hook must see every job.
@Suite struct MainActorTaskExecutorTests {
  /// Marks the main queue, where the main actor's jobs run.
  static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue.
  static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Work that runs on the global executor, unless its task prefers a task executor.
  @concurrent static func whereNonisolatedWorkRuns() async -> Bool {
    isOnMainQueue
  }

  @Test func theRuntimesMainEnqueueIsFound() {
    #if os(Linux)
      #expect(MainActorTaskExecutor.shared != nil)
    #endif
  }

  @Test func nonisolatedWorkOfAPreferringTaskRunsOnTheMainQueue() async throws {
    let executor = try #require(MainActorTaskExecutor.shared)
    _ = Self.mainQueueKey
    let preferred = await withTaskExecutorPreference(executor) {
      await Self.whereNonisolatedWorkRuns()
    }
    // (Without the preference the same work runs on the cooperative pool, or, while another
    // test installs a serial executor, on the main actor too: no check of it can be reliable.)
    #expect(preferred)
  }

  @Test("Continuations resumed from many threads resume each waiter once, on the main actor")
  @MainActor func continuationsResumedFromOtherThreads() async throws {
    let executor = try #require(MainActorTaskExecutor.shared)
    _ = Self.mainQueueKey
    let waiters = LockIsolated<[CheckedContinuation<Int, Never>]>([])
    let count = 500
    let results = LockIsolated<[Int]>([])
    let waiting = (0..<count).map { _ in
      Task { @MainActor in
        let value = await withTaskExecutorPreference(executor) {
          await withCheckedContinuation { waiter in waiters.withValue { $0.append(waiter) } }
        }
        #expect(Self.isOnMainQueue)
        results.withValue { $0.append(value) }
      }
    }
    while waiters.value.count < count { await Task.yield() }
    let all = waiters.value
    await withTaskGroup(of: Void.self) { group in
      for chunk in 0..<4 {
        group.addTask {
          for index in stride(from: chunk, to: count, by: 4) { all[index].resume(returning: index) }
        }
      }
    }
    for task in waiting { await task.value }
    #expect(results.value.sorted() == Array(0..<count))
  }

  @Test func standsAsideWhileASerialExecutorIsInstalled() {
    withMainSerialExecutor {
      #expect(MainActorTaskExecutor.available == nil)
    }
  }
}
