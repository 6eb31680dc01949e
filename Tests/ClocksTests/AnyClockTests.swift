import Clocks
import Testing

@Suite(.timeLimit(.minutes(10)))
struct AnyClockTests {
  @Test func forwardsSleepsAndTimeToTheWrappedTestClock() async throws {
    let testClock = TestClock()
    let clock = AnyClock(testClock)
    #expect(clock.now == .init(offset: .zero))

    let task = Task { try await clock.sleep(for: .seconds(2)) }
    #expect(await testClock.waitForSleepers(count: 1))
    await testClock.advance(by: .seconds(1))
    #expect(testClock.sleeperCount == 1)
    await testClock.advance(by: .seconds(1))
    try await task.value

    #expect(clock.now.offset == .seconds(2))
    #expect(testClock.now.offset == .seconds(2))
  }

  @Test func countsFromTheWrappedClocksTimeAtFirstUse() async throws {
    let testClock = TestClock(now: .init(offset: .seconds(100)))
    let clock = AnyClock(testClock)
    let start = clock.now
    await testClock.advance(by: .seconds(7))
    #expect(start.duration(to: clock.now) == .seconds(7))
  }

  @Test func sleepsOnAnImmediateClockReturnAtOnce() async throws {
    let clock = AnyClock(ImmediateClock())
    try await clock.sleep(for: .seconds(4))
    #expect(clock.now.offset == .seconds(4))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func cancellationReachesTheWrappedClock() async {
    let testClock = TestClock()
    let clock = AnyClock(testClock)
    let task = Task { () -> Bool in
      do {
        try await clock.sleep(for: .seconds(1))
        return false
      } catch {
        return error is CancellationError
      }
    }
    #expect(await testClock.waitForSleepers(count: 1))
    task.cancel()
    #expect(await task.value)
    #expect(testClock.sleeperCount == 0)
  }

  @Test func wrapsTheSystemClocks() {
    let continuous = AnyClock(ContinuousClock())
    #expect(continuous.now.offset >= .zero)
    let suspending = AnyClock(SuspendingClock())
    #expect(suspending.minimumResolution >= .zero)
  }
}
