import Clocks
import ConcurrencyExtras
import Testing

@Suite(.timeLimit(.minutes(10)))
struct TestClockTests {
  @Test func startsAtZeroOrAtTheGivenInstant() {
    #expect(TestClock().now == .init(offset: .zero))
    #expect(TestClock(now: .init(offset: .seconds(5))).now.offset == .seconds(5))
    let clock: TestClock = .test
    #expect(clock.now.offset == .zero)
  }

  @Test func initializersInferOrAcceptTheDurationType() {
    let inferred = TestClock(now: .init(offset: .seconds(5)))
    let explicit: TestClock<Duration> = TestClock()
    let custom = TestClock<Ticks>()
    #expect(inferred.now.offset == .seconds(5))
    #expect(explicit.now.offset == .zero)
    #expect(custom.now.offset == Ticks(value: 0))
    #expect(ImmediateClock(now: .init(offset: .seconds(2))).now.offset == .seconds(2))
    #expect(ImmediateClock<Ticks>().now.offset == .zero)
  }

  @Test func sleepersResumeInDeadlineOrderWithTiesInStartOrder() async throws {
    let clock = TestClock()
    let wakes = LockIsolated<[String]>([])
    var tasks: [Task<Void, any Error>] = []
    let sleepers: [(String, Duration)] = [
      ("c", .seconds(3)), ("a1", .seconds(1)), ("b1", .seconds(2)), ("a2", .seconds(1)),
      ("b2", .seconds(2)),
    ]
    for (count, (name, duration)) in zip(1..., sleepers) {
      tasks.append(
        Task {
          try await clock.sleep(for: duration)
          let offset = clock.now.offset
          wakes.withValue { $0.append("\(name)@\(offset.components.seconds)") }
        })
      // Start the next sleeper only once this one sleeps, so ties have a known start order.
      #expect(await clock.waitForSleepers(count: count))
    }

    await clock.advance(by: .seconds(3))

    #expect(wakes.value == ["a1@1", "a2@1", "b1@2", "b2@2", "c@3"])
    #expect(clock.now.offset == .seconds(3))
    for task in tasks { try await task.value }
  }

  @Test func advanceToStopsAtTheDeadline() async throws {
    let clock = TestClock()
    let woke = LockIsolated(false)
    let task = Task {
      try await clock.sleep(until: .init(offset: .seconds(5)))
      woke.setValue(true)
    }
    #expect(await clock.waitForSleepers(count: 1))

    await clock.advance(to: .init(offset: .seconds(4)))
    #expect(clock.now.offset == .seconds(4))
    #expect(clock.sleeperCount == 1)
    #expect(!woke.value)

    await clock.advance(to: .init(offset: .seconds(5)))
    try await task.value
    #expect(woke.value)
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func advanceToThePastChangesNothing() async {
    let clock = TestClock(now: .init(offset: .seconds(10)))
    await clock.advance(to: .init(offset: .seconds(3)))
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func sleepStartedInsideTheWindowResumesInTheSameAdvance() async {
    let clock = TestClock()
    let events = LockIsolated<[String]>([])
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      events.withValue { $0.append("first") }
      try await clock.sleep(for: .seconds(1))
      events.withValue { $0.append("second") }
    }
    #expect(await clock.waitForSleepers(count: 1))

    await clock.advance(by: .seconds(3))

    #expect(events.value == ["first", "second"])
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(3))
    task.cancel()
    _ = await task.result
  }

  @Test func advancingByZeroResumesSleepsDueNow() async {
    let clock = TestClock()
    let task = Task { () -> String in
      do {
        try await clock.sleep(for: .zero)
        return "slept"
      } catch {
        return "cancelled"
      }
    }
    #expect(await clock.waitForSleepers(count: 1))

    await clock.advance()

    #expect(clock.sleeperCount == 0)
    task.cancel()
    #expect(await task.value == "slept")
    #expect(clock.now.offset == .zero)
  }

  @Test func sleepingUntilThePastReturnsAtOnce() async throws {
    let clock = TestClock(now: .init(offset: .seconds(10)))
    try await clock.sleep(until: .init(offset: .seconds(3)))
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func cancellingASleepingTaskThrowsAndRemovesTheSleep() async {
    let clock = TestClock()
    let task = Task { () -> String in
      do {
        try await clock.sleep(for: .seconds(1))
        return "slept"
      } catch is CancellationError {
        return "cancelled"
      } catch {
        return "other error"
      }
    }
    #expect(await clock.waitForSleepers(count: 1))

    task.cancel()

    #expect(await task.value == "cancelled")
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .zero)
  }

  @Test func sleepingInACancelledTaskThrowsAtOnce() async {
    let clock = TestClock()
    let task = Task { () -> Bool in
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        try await clock.sleep(for: .seconds(1))
        return false
      } catch {
        return error is CancellationError
      }
    }
    #expect(await task.value)
    #expect(clock.sleeperCount == 0)
  }

  @Test func runAdvancesUntilNoSleepRemains() async throws {
    let clock = TestClock()
    let steps = LockIsolated(0)
    let task = Task {
      for seconds in [1, 2, 10] {
        try await clock.sleep(for: .seconds(seconds))
        steps.withValue { $0 += 1 }
      }
    }
    #expect(await clock.waitForSleepers(count: 1))

    await clock.run(timeout: .seconds(600))

    // A test must not wait for ever when `run` falls short: cancel first (a finished task ignores it).
    task.cancel()
    try await task.value
    #expect(steps.value == 3)
    #expect(clock.now.offset == .seconds(13))
  }

  @Test func runReportsAnIssueWhenSleepsNeverEnd() async {
    let clock = TestClock()
    let task = Task {
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    #expect(await clock.waitForSleepers(count: 1))

    await withKnownIssue {
      await clock.run(timeout: .milliseconds(50))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Expected all sleeps to finish") }
    }

    task.cancel()
    _ = await task.result
  }

  @Test func checkSuspensionThrowsWhileASleepIsPending() async throws {
    let clock = TestClock()
    try await clock.checkSuspension()

    let task = Task { try await clock.sleep(for: .seconds(1)) }
    #expect(await clock.waitForSleepers(count: 1))
    await #expect(throws: SuspensionError.self) {
      try await clock.checkSuspension()
    }

    await clock.advance(by: .seconds(1))
    try await task.value
    try await clock.checkSuspension()
  }

  @Test func worksWithOtherDurationTypes() async throws {
    let clock = TestClock<Ticks>(now: .init(offset: Ticks(value: 2)))
    let task = Task { try await clock.sleep(until: .init(offset: Ticks(value: 7))) }
    #expect(await clock.waitForSleepers(count: 1))
    await clock.advance(by: Ticks(value: 5))
    try await task.value
    #expect(clock.now.offset == Ticks(value: 7))
  }
}

/// A minimal custom duration, to show the clocks are generic over `DurationProtocol`.
struct Ticks: DurationProtocol, Hashable {
  var value: Int

  static var zero: Ticks { Ticks(value: 0) }
  static func + (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(value: lhs.value + rhs.value) }
  static func - (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(value: lhs.value - rhs.value) }
  static func * (lhs: Ticks, rhs: Int) -> Ticks { Ticks(value: lhs.value * rhs) }
  static func / (lhs: Ticks, rhs: Int) -> Ticks { Ticks(value: lhs.value / rhs) }
  static func / (lhs: Ticks, rhs: Ticks) -> Double { Double(lhs.value) / Double(rhs.value) }
  static func < (lhs: Ticks, rhs: Ticks) -> Bool { lhs.value < rhs.value }
}
