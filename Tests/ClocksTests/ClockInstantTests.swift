import Clocks
import Testing

// Each clock has an `Instant` of its own, as in swift-clocks: a nested struct measuring an offset
// from the clock's zero, with `advanced(by:)`, `duration(to:)` and `<`.
@Suite(.timeLimit(.minutes(10)))
struct ClockInstantTests {
  @Test func testClockInstantsMeasureOffsets() {
    let start = TestClock<Duration>.Instant(offset: .seconds(2))
    let later = start.advanced(by: .milliseconds(1500))
    #expect(later.offset == .milliseconds(3500))
    #expect(start.duration(to: later) == .milliseconds(1500))
    #expect(later.duration(to: start) == .milliseconds(-1500))
    #expect(start < later)
    #expect(TestClock<Duration>.Instant() == TestClock<Duration>.Instant(offset: .zero))
  }

  @Test func immediateClockInstantsMeasureOffsets() {
    let start = ImmediateClock<Duration>.Instant(offset: .seconds(1))
    #expect(start.advanced(by: .seconds(1)) == .init(offset: .seconds(2)))
    #expect(start.duration(to: .init(offset: .seconds(4))) == .seconds(3))
    #expect(!(start < start))
  }

  @Test func eachClockHasItsOwnInstantType() {
    #expect(TestClock<Duration>.Instant.self != ImmediateClock<Duration>.Instant.self)
    #expect(AnyClock<Duration>.Instant.self != UnimplementedClock<Duration>.Instant.self)
  }

  @Test func argumentFreeInitializersInferSwiftDuration() async throws {
    let test = TestClock()
    let immediate = ImmediateClock()
    #expect(test.now == TestClock<Duration>.Instant(offset: .zero))
    try await immediate.sleep(for: .seconds(3))
    #expect(immediate.now.offset == .seconds(3))
  }

  @Test func anyClockInstantsCountFromTheWrappedClock() async {
    let test = TestClock()
    let clock = AnyClock(test)
    let start = clock.now
    await test.advance(by: .seconds(5))
    #expect(start.duration(to: clock.now) == .seconds(5))
    #expect(start.advanced(by: .seconds(5)) == clock.now)
    #expect(start < clock.now)
  }

  @Test func anyClockIsAReference() async {
    let test = TestClock()
    let clock = AnyClock(test)
    let copy = clock
    #expect(copy === clock)
  }
}
