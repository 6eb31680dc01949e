import Clocks
import Testing

@Suite(.timeLimit(.minutes(10)))
struct ImmediateClockTests {
  @Test func sleepsReturnAtOnceAndMoveNowForward() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    #expect(clock.now.offset == .seconds(5))
    try await clock.sleep(for: .milliseconds(250))
    #expect(clock.now.offset == .milliseconds(5250))
  }

  @Test func sleepingUntilThePastKeepsNow() async throws {
    let clock = ImmediateClock(now: .init(offset: .seconds(10)))
    try await clock.sleep(until: .init(offset: .seconds(2)))
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func aCancelledTaskThrows() async {
    let clock: ImmediateClock = .immediate
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
    #expect(clock.now.offset == .zero)
  }
}
