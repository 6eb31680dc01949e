@testable import ConcurrencyExtras
import Testing

/// `MainSerialExecutor.yieldUntilMainIsIdle`: under the serial executor, work that was started
/// runs as far as it can (whatever kind of hop it takes, however many, below the bound), a task
/// that never stops ends the wait at the bound, and outside the serial executor it mega-yields.
@MainActor
@Suite struct YieldUntilMainIsIdleTests {
  /// The kinds of hop a piece of work can take under the serial executor.
  enum Hop: CaseIterable, Sendable {
    case yield
    case actor
    case detachedTask
    case continuation
  }

  actor Counter {
    var value = 0
    func bump() { value += 1 }
  }

  /// Takes `count` hops of `kind`, off the main actor.
  nonisolated static func hop(_ kind: Hop, count: Int) async {
    let counter = Counter()
    for _ in 0..<count {
      switch kind {
      case .yield:
        await Task.yield()
      case .actor:
        await counter.bump()
      case .detachedTask:
        await Task.detached { await Task.yield() }.value
      case .continuation:
        await withCheckedContinuation { continuation in
          Task.detached { continuation.resume() }
        }
      }
    }
  }

  @Test(arguments: Hop.allCases, [0, 1, 2, 10, 25])
  func startedWorkRunsToItsEnd(_ kind: Hop, hops: Int) async {
    await withMainSerialExecutor {
      let done = LockIsolated(false)
      let task = Task {
        await Self.hop(kind, count: hops)
        done.setValue(true)
      }
      let yields = await MainSerialExecutor.yieldUntilMainIsIdle()
      #expect(done.value, "\(kind) × \(hops): not done after \(yields) yields")
      #expect(yields >= 1)
      await task.value
    }
  }

  @Test func workThatNeverStopsEndsTheWaitAtTheBound() async {
    await withMainSerialExecutor {
      let task = Task {
        while !Task.isCancelled { await Task.yield() }
      }
      let yields = await MainSerialExecutor.yieldUntilMainIsIdle(maxYields: 12)
      #expect(yields == 12)
      task.cancel()
      await task.value
    }
  }

  /// A task that never stops gets at least as many turns as `Task.megaYield()` gives it (which
  /// test stores used to wait with): waiting for idleness is never shorter.
  @Test func workThatNeverStopsGetsAtLeastAMegaYieldOfTurns() async {
    await withMainSerialExecutor {
      let steps = LockIsolated(0)
      let task = Task { await Self.yieldForever(counting: steps) }
      await Task.megaYield()
      let megaYieldSteps = steps.value
      await MainSerialExecutor.yieldUntilMainIsIdle()
      #expect(steps.value - megaYieldSteps >= megaYieldSteps)
      task.cancel()
      await task.value
    }
  }

  /// Yields until cancelled, off the main actor (as an effect's work runs), counting its turns.
  nonisolated static func yieldForever(counting steps: LockIsolated<Int>) async {
    while !Task.isCancelled {
      steps.withValue { $0 += 1 }
      await Task.yield()
    }
  }

  @Test func manyTasksStartedAtOnceAllRun() async {
    await withMainSerialExecutor {
      let finished = LockIsolated(0)
      let tasks = (0..<200).map { index in
        Task {
          await Self.hop(Hop.allCases[index % Hop.allCases.count], count: index % 5)
          finished.withValue { $0 += 1 }
        }
      }
      await MainSerialExecutor.yieldUntilMainIsIdle()
      #expect(finished.value == 200)
      for task in tasks { await task.value }
    }
  }

  @Test func outsideTheSerialExecutorItMegaYields() async {
    guard !MainSerialExecutor.isActive else { return }
    let yields = await MainSerialExecutor.yieldUntilMainIsIdle()
    #expect(yields == 0)
  }
}
