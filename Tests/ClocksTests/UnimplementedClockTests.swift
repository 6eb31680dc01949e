import ConcurrencyExtras
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

  @Test func eachEndpointIsReportedOncePerClock() async throws {
    let clock = UnimplementedClock(name: "FeatureModel.clock")
    let reports = LockIsolated<[String]>([])
    await withKnownIssue {
      for _ in 1...3 { _ = clock.now }
      for _ in 1...3 { _ = clock.minimumResolution }
      for _ in 1...3 { try? await clock.sleep(until: .init(offset: .seconds(1))) }
    } matching: { issue in
      reports.withValue { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    #expect(
      reports.value == [
        "Unimplemented: FeatureModel.clock.now",
        "Unimplemented: FeatureModel.clock.minimumResolution",
        "Unimplemented: FeatureModel.clock.sleep",
      ])
    // A fresh clock reports again.
    withKnownIssue {
      _ = UnimplementedClock(name: "Other").now
    }
  }

  @Test func aTimerTicksOnceThenEnds() async throws {
    let clock = UnimplementedClock(name: "FeatureModel.clock")
    var ticks = 0
    await withKnownIssue {
      for await _ in clock.timer(interval: .seconds(1)) {
        ticks += 1
        if ticks == 1_000 { break }
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented: FeatureModel.clock.") }
    }
    // One tick, then the timer's second sleep ended it (it used to spin).
    #expect(ticks == 1)
  }

  @Test func onlyTheFirstSleepReturns() async throws {
    let clock = UnimplementedClock(name: "FeatureModel.clock")
    let outcomes = LockIsolated<[Bool]>([])
    await withKnownIssue {
      for _ in 1...4 {
        await Task {
          do {
            try await clock.sleep(for: .seconds(1))
            outcomes.withValue { $0.append(true) }
          } catch {
            outcomes.withValue { $0.append(error is CancellationError ? false : true) }
          }
        }.value
      }
    }
    #expect(outcomes.value == [true, false, false, false])
  }
}
