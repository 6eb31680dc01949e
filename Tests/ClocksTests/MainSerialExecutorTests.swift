import Clocks
import ConcurrencyExtras
import Testing

/// The clocks must also work when every task runs serially on the main executor, as feature tests
/// that use `withMainSerialExecutor` do.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct ClocksUnderMainSerialExecutorTests {
  @Test func testClockResumesSleepersInOrder() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let wakes = LockIsolated<[Int]>([])
      let late = Task {
        try await clock.sleep(for: .seconds(2))
        wakes.withValue { $0.append(2) }
      }
      let early = Task {
        try await clock.sleep(for: .seconds(1))
        wakes.withValue { $0.append(1) }
        try await clock.sleep(for: .seconds(2))
        wakes.withValue { $0.append(3) }
      }
      #expect(await clock.waitForSleepers(count: 2))

      await clock.advance(by: .seconds(3))

      #expect(wakes.value == [1, 2, 3])
      try await late.value
      try await early.value
    }
  }

  @Test func timerTicksThroughAnExistentialClock() async {
    await withMainSerialExecutor {
      let testClock = TestClock()
      let clock: any Clock<Duration> = testClock
      let ticks = LockIsolated(0)
      let task = Task {
        for await _ in clock.timer(interval: .seconds(1)) {
          ticks.withValue { $0 += 1 }
        }
      }
      #expect(await testClock.waitForSleepers(count: 1))
      await testClock.advance(by: .seconds(3))
      #expect(await testClock.waitForSleepers(count: 1))
      #expect(ticks.value == 3)
      task.cancel()
      await task.value
    }
  }

  @Test func runFinishesEverySleep() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task {
        try await clock.sleep(for: .seconds(1))
        try await clock.sleep(for: .seconds(1))
      }
      await clock.run(timeout: .seconds(600))
      // A test must not wait for ever when `run` falls short: cancel first (a finished task
      // ignores it).
      task.cancel()
      try await task.value
      #expect(clock.now.offset == .seconds(2))
    }
  }
}
