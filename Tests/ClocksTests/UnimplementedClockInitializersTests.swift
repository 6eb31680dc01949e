import Clocks
import Testing

// swift-clocks' newest spellings of the unimplemented clock: a struct that wraps another clock
// (`UnimplementedClock(_:name:)`), and `.unimplemented()` pointing issues at its caller.
@Suite(.timeLimit(.minutes(10)))
struct UnimplementedClockInitializersTests {
  @Test func wrappingAClockReportsThenUsesIt() async throws {
    let base = TestClock()
    let clock = UnimplementedClock(base, name: "Feature.clock")
    var start: UnimplementedClock<Duration>.Instant?
    withKnownIssue {
      start = clock.now
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Unimplemented: Feature.clock.now" }
    }
    await base.advance(by: .seconds(2))
    #expect(start?.duration(to: clock.now) == .seconds(2))
  }

  @Test func theDefaultNameIsTheWrappedClocksType() {
    let clock = UnimplementedClock(ImmediateClock())
    withKnownIssue {
      _ = clock.minimumResolution
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Unimplemented: ImmediateClock<Duration>.minimumResolution" }
    }
  }

  @Test func theStaticFunctionPointsAtItsCaller() {
    let clock: UnimplementedClock<Duration> = .unimplemented()
    let line: UInt = #line - 1
    withKnownIssue {
      _ = clock.now
    } matching: { issue in
      issue.sourceLocation?.line == Int(line)
    }
  }

  @Test func copiesShareWhatWasReported() {
    let clock = UnimplementedClock(name: "Shared.clock")
    let copy = clock
    withKnownIssue {
      _ = clock.now
    }
    // The copy's first read is not reported again: the report was the clock's, and the copy is it.
    _ = copy.now
  }
}
