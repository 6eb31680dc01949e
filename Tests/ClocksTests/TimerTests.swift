import Clocks
import ConcurrencyExtras
import Testing

@Suite(.timeLimit(.minutes(10)))
struct TimerTests {
  @Test func ticksOncePerIntervalThroughAnExistentialClock() async {
    let testClock = TestClock()
    let clock: any Clock<Duration> = testClock
    let ticks = LockIsolated<[Duration]>([])
    let task = Task {
      for await instant in clock.timer(interval: .seconds(1)) {
        ticks.withValue { $0.append(instant.offset) }
      }
    }
    #expect(await testClock.waitForSleepers(count: 1))

    await testClock.advance(by: .seconds(5))
    // The timer is asleep again, waiting for its sixth tick.
    #expect(await testClock.waitForSleepers(count: 1))
    #expect(ticks.value == [.seconds(1), .seconds(2), .seconds(3), .seconds(4), .seconds(5)])

    await testClock.advance(by: .milliseconds(999))
    #expect(ticks.value.count == 5)
    await testClock.advance(by: .milliseconds(1))
    #expect(await testClock.waitForSleepers(count: 1))
    #expect(ticks.value.count == 6)

    task.cancel()
    await task.value
    #expect(testClock.sleeperCount == 0)
  }

  @Test func endsWhenTheTaskIsCancelled() async {
    let testClock = TestClock()
    let task = Task { () -> Int in
      var count = 0
      for await _ in testClock.timer(interval: .seconds(1)) { count += 1 }
      return count
    }
    #expect(await testClock.waitForSleepers(count: 1))
    await testClock.advance(by: .seconds(2))
    #expect(await testClock.waitForSleepers(count: 1))
    task.cancel()
    #expect(await task.value == 2)
  }

  @Test func ticksAtOnceOnAnImmediateClock() async {
    let clock = ImmediateClock()
    var offsets: [Duration] = []
    for await instant in clock.timer(interval: .milliseconds(500)) {
      offsets.append(instant.offset)
      if offsets.count == 3 { break }
    }
    #expect(offsets == [.milliseconds(500), .seconds(1), .milliseconds(1500)])
    #expect(clock.now.offset == .milliseconds(1500))
  }

  @Test func aNonPositiveIntervalReportsAnIssueAndEnds() async {
    let clock = ImmediateClock()
    await withKnownIssue {
      var count = 0
      for await _ in clock.timer(interval: .zero) { count += 1 }
      #expect(count == 0)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("interval must be greater than zero") }
    }
  }
}
