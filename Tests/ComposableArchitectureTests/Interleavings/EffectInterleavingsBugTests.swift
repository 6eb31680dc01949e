import ComposableArchitecture
import IssueReporting
import Testing

/// `withEffectInterleavings` on three features with a real order-dependent bug: each passes an
/// ordinary test, is found within the default budget, and its seed replays the failure exactly;
/// the fixed features pass every schedule.
@MainActor
@Suite struct EffectInterleavingsBugTests {
  @Test(arguments: InterleavingBug.allCases)
  func buggyFeaturePassesAnOrdinaryTest(_ bug: InterleavingBug) async {
    let issues = await withIssuesCollected { await bug.body(fixed: false) }
    #expect(issues == [])
  }

  @Test(arguments: InterleavingBug.allCases)
  func buggyFeaturePassesUnderTheMainSerialExecutor(_ bug: InterleavingBug) async {
    let issues = await withIssuesCollected {
      await withMainSerialExecutor { await bug.body(fixed: false) }
    }
    #expect(issues == [])
  }

  @Test(arguments: InterleavingBug.allCases)
  func explorerFindsTheBugAndItsSeedReplaysIt(_ bug: InterleavingBug) async throws {
    let issues = await withIssuesCollected {
      await withEffectInterleavings { await bug.body(fixed: false) }
    }
    // The body's own failure, then the explorer's report.
    try #require(issues.count == 2)
    let report = issues[1]
    #expect(report.hasPrefix("A schedule of the effects fails: seed 0x"))
    let seed = try #require(Self.seed(in: report))
    let schedules = try #require(Self.schedulesExplored(in: report))
    print("\(bug): found after \(schedules) schedules, seed \(String(seed, radix: 16))")

    // The seed fails again, the same way, every time.
    for _ in 1...3 {
      let replayed = await withIssuesCollected {
        await withEffectInterleavings(seed: seed) { await bug.body(fixed: false) }
      }
      #expect(replayed.count == 2)
      #expect(replayed.first == issues.first)
      #expect(Self.actions(in: replayed.last ?? "") == Self.actions(in: report))
    }
  }

  /// 100 schedules in the suite, to keep its time (and its time under ThreadSanitizer) down; the
  /// default budget of 200 passes too.
  @Test(arguments: InterleavingBug.allCases)
  func fixedFeaturePassesEverySchedule(_ bug: InterleavingBug) async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 100) { await bug.body(fixed: true) }
    }
    #expect(issues == [])
  }

  /// The seed a report gives.
  static func seed(in report: String) -> UInt64? {
    guard let range = report.range(of: "seed 0x") else { return nil }
    return UInt64(report[range.upperBound...].prefix(16), radix: 16)
  }

  /// How many schedules ran before the failing one was found (it included).
  static func schedulesExplored(in report: String) -> Int? {
    guard let range = report.range(of: "schedule ", options: .backwards) else { return nil }
    return Int(report[range.upperBound...].prefix { $0.isNumber })
  }

  /// The report's list of actions.
  static func actions(in report: String) -> String? {
    guard let start = report.range(of: "Actions, in this schedule's order:\n") else { return nil }
    let rest = report[start.upperBound...]
    return String(rest.prefix { _ in true }.split(separator: "\n\n").first ?? "")
  }
}
