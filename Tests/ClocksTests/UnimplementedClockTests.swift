import Clocks
import Testing

@Suite(.timeLimit(.minutes(10)))
struct UnimplementedClockTests {
  @Test func readingNowReportsAnIssue() {
    let clock = UnimplementedClock(name: "FeatureModel.clock")
    withKnownIssue {
      _ = clock.now
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Unimplemented: FeatureModel.clock.now" }
    }
  }

  @Test func sleepingReportsAnIssueThenActsLikeAnImmediateClock() async throws {
    let clock = UnimplementedClock(name: "FeatureModel.clock")
    try await withKnownIssue {
      try await clock.sleep(until: .init(offset: .seconds(3)))
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Unimplemented: FeatureModel.clock.sleep" }
    }
    withKnownIssue {
      #expect(clock.now.offset == .seconds(3))
    }
  }

  @Test func minimumResolutionReportsAnIssue() {
    let clock: UnimplementedClock = .unimplemented
    withKnownIssue {
      #expect(clock.minimumResolution == .zero)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Unimplemented: Clock.minimumResolution" }
    }
  }

  @Test func usingItThroughAnExistentialReportsAnIssue() async throws {
    let clock: any Clock<Duration> = UnimplementedClock()
    await withKnownIssue {
      try await clock.sleep(for: .seconds(1))
    }
  }
}
