import ComposableArchitecture
import ConcurrencyExtras
import IssueReporting
import Testing

/// `.exhaustive(preemptions:)` runs every schedule within its bound, fewest departures first, or
/// says plainly that its budget ran out first.
@MainActor
@Suite struct ExhaustiveInterleavingsTests {
  /// The stale search (``RacySearch``: clearing the query does not cancel the search in flight)
  /// needs one ordering constraint: the search's response after the clear. One preemption, which
  /// postpones the search until the test has nothing else to do, is enough.
  @Test(arguments: [1, 2])
  func findsTheStaleSearch(preemptions: Int) async throws {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(strategy: .exhaustive(preemptions: preemptions)) {
        await InterleavingBug.staleSearchResponse.body(fixed: false)
      }
    }
    try #require(issues.count == 2)
    #expect(issues[0] == #"Stale results after the query was cleared: ["apple", "avocado"]"#)
    #expect(issues[1].hasPrefix("A schedule of the effects fails: schedule \""))
    #expect(
      issues[1].contains(
        """
        Not in the plain order:
          .searchResponse(["apple", "avocado"]) delivered after .queryChanged("")
        """))
  }

  /// Every planted race of the interleavings tests, with one preemption and with two, within the
  /// default budget; the failing schedule replays.
  @Test(arguments: InterleavingBug.allCases, [1, 2])
  func findsEveryPlantedRace(_ bug: InterleavingBug, preemptions: Int) async throws {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(strategy: .exhaustive(preemptions: preemptions)) {
        await bug.body(fixed: false)
      }
    }
    try #require(issues.count == 2)
    let report = issues[1]
    let schedules = try #require(EffectInterleavingsBugTests.schedulesExplored(in: report))
    print("\(bug), exhaustive(preemptions: \(preemptions)): found after \(schedules) schedules")
    let schedule = try #require(Self.schedule(in: report))
    let replayed = await withIssuesCollected {
      await withEffectInterleavings(schedule: schedule) { await bug.body(fixed: false) }
    }
    #expect(replayed.first == issues[0])
  }

  /// A race of depth 1 (one task's update between another's read and write) takes one
  /// preemption.
  @Test func findsADepthOneRaceWithOnePreemption() async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(strategy: .exhaustive(preemptions: 1)) {
        await EffectInterleavingsTests.counterBody(atomic: false)
      }
    }
    #expect(issues.count == 2)
    #expect(issues.first?.hasPrefix("Lost an update") == true)
  }

  /// A correct body passes every schedule, and the closing line says all were explored only when
  /// the search ran out of schedules, not of budget.
  @Test(arguments: [1, 2])
  func saysAllWereExploredOnlyWhenTheyWere(preemptions: Int) async throws {
    let complete = await Self.summary(schedules: 5_000, preemptions: preemptions)
    let prefix = "withEffectInterleavings: all "
    try #require(complete.hasPrefix(prefix))
    let total = try #require(Int(complete.dropFirst(prefix.count).prefix { $0.isNumber }))
    #expect(total > 1)
    #expect(
      complete.hasSuffix(
        "with at most \(preemptions) preemption\(preemptions == 1 ? "" : "s") explored (\(total) distinct), none failed."
      ))

    // One schedule fewer than the space holds: the budget ran out, and the line says so.
    let cut = await Self.summary(schedules: total - 1, preemptions: preemptions)
    #expect(!cut.contains("all \(total - 1) schedules"))
    #expect(
      cut.hasPrefix(
        "withEffectInterleavings: the budget of \(total - 1) schedules ran out before every schedule with at most \(preemptions) preemption"
      ))
    #expect(cut.contains("Raise `schedules:` to explore the rest."))
  }

  /// The fixed planted features pass every schedule with one preemption.
  @Test(arguments: InterleavingBug.allCases)
  func fixedFeaturesPassEverySchedule(_ bug: InterleavingBug) async {
    let summaries = LockIsolated<[String]>([])
    let issues = await withIssuesCollected {
      await ExplorationSummary.$collected.withValue(summaries) {
        await withEffectInterleavings(schedules: 2_000, strategy: .exhaustive(preemptions: 1)) {
          await bug.body(fixed: true)
        }
      }
    }
    #expect(issues == [])
    #expect(summaries.value.count == 1)
    #expect(summaries.value.first?.contains("withEffectInterleavings: all ") == true)
    print("\(bug), fixed: \(summaries.value.first ?? "")")
  }

  /// The closing line of an exhaustive exploration of the atomic counter.
  static func summary(schedules: Int, preemptions: Int) async -> String {
    let summaries = LockIsolated<[String]>([])
    let issues = await withIssuesCollected {
      await ExplorationSummary.$collected.withValue(summaries) {
        await withEffectInterleavings(
          schedules: schedules, strategy: .exhaustive(preemptions: preemptions)
        ) {
          await EffectInterleavingsTests.counterBody(atomic: true)
        }
      }
    }
    #expect(issues == [])
    #expect(summaries.value.count == 1)
    return summaries.value.first ?? ""
  }

  /// The schedule a failure report of an exhaustive exploration gives.
  static func schedule(in report: String) -> String? {
    guard let start = report.range(of: "schedule \"") else { return nil }
    return String(report[start.upperBound...].prefix { $0 != "\"" })
  }
}
