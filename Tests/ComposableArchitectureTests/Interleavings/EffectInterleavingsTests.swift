import ComposableArchitecture
import Foundation
import IssueReporting
import Testing

/// `withEffectInterleavings` from the user's side: its report, its replays, its strategies, and how
/// it composes with `TestClock`, exhaustive and non-exhaustive `TestStore`s, `@Shared`, `#expect`
/// and session recording.
@MainActor
@Suite struct EffectInterleavingsTests {
  @Test func reportNamesTheSeedTheActionsAndTheOrderChange() async throws {
    let issues = await withIssuesCollected {
      await withEffectInterleavings { await InterleavingBug.staleSearchResponse.body(fixed: false) }
    }
    try #require(issues.count == 2)
    #expect(issues[0] == #"Stale results after the query was cleared: ["apple", "avocado"]"#)
    let report = issues[1]
    let seed = try #require(EffectInterleavingsBugTests.seed(in: report))
    let hex = "0x" + String(seed, radix: 16, uppercase: true)
    // The seed's top two bits name its chooser: 00 random, 01 priority-based (with its depth).
    let kind = seed >> 62 == 0 ? "random" : "pct, depth \(seed >> 58 & 0xF)"
    #expect(report.hasPrefix("A schedule of the effects fails: seed \(hex) (\(kind)), schedule "))
    #expect(
      report.contains(
        """
        Actions, in this schedule's order:
          sent .queryChanged("a")
          sent .queryChanged("")
          received .searchResponse(["apple", "avocado"])

        Not in the plain order:
          .searchResponse(["apple", "avocado"]) delivered after .queryChanged("")

        Replay exactly this schedule: withEffectInterleavings(seed: \(hex)) { … }
        """))
  }

  @Test func anExpectationFailingInTheBodyFailsTheSchedule() async {
    let recorded = LockIsolated<[String]>([])
    await withKnownIssue {
      await withEffectInterleavings {
        let store = TestStore(initialState: RacySearch.State()) { RacySearch() }
        store.exhaustivity = .off
        await store.send(.queryChanged("a"))
        await store.send(.queryChanged(""))
        await store.finish()
        #expect(store.state.results.isEmpty)
      }
    } matching: { issue in
      recorded.withValue { $0.append(String(describing: issue)) }
      return true
    }
    #expect(recorded.value.count == 2)
    #expect(recorded.value.first?.contains("Expectation failed") == true)
    #expect(recorded.value.last?.contains("A schedule of the effects fails: seed 0x") == true)
  }

  @Test func anErrorThrownByTheBodyFailsThePlainOrder() async throws {
    struct Offline: Error {}
    let issues = await withIssuesCollected {
      await withEffectInterleavings { throw Offline() }
    }
    try #require(issues.count == 2)
    #expect(issues[0].contains("Offline()"))
    #expect(issues[1].hasPrefix("A schedule of the effects fails: seed 0x8000000000000000 (plain order)"))
  }

  /// Each bug needs two ordering constraints at least (priority-based depth 2): every strategy that
  /// aims that deep, and the random one, finds each within the default budget.
  @Test(arguments: InterleavingBug.allCases)
  func everySeededStrategyFindsTheBug(_ bug: InterleavingBug) async {
    let strategies: [EffectInterleavingStrategy] = [.mixed, .pct(depth: 2), .pct(depth: 3), .random]
    for strategy in strategies {
      let issues = await withIssuesCollected {
        await withEffectInterleavings(strategy: strategy) { await bug.body(fixed: false) }
      }
      #expect(issues.count == 2, "\(strategy)")
    }
  }

  @Test func theSameExplorationChoosesTheSameSchedules() async {
    var reports: [String] = []
    for _ in 1...3 {
      let issues = await withIssuesCollected {
        await withEffectInterleavings { await InterleavingBug.lostFavoriteWrite.body(fixed: false) }
      }
      reports.append(issues.last ?? "")
    }
    #expect(Set(reports).count == 1)
    #expect(reports[0].hasPrefix("A schedule of the effects fails: seed 0x"))
  }

  /// Two tasks off the main actor that add one to a counter: the first reads, yields and writes;
  /// the second yields, then reads and writes at once. When the second runs between the first's
  /// read and write, an update is lost.
  static func counterBody(atomic: Bool) async {
    let counter = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await Self.readYieldWrite(counter, atomic: atomic) }
      group.addTask { await Self.yieldThenAdd(counter) }
    }
    if counter.value != 2 { reportIssue("Lost an update: \(counter.value)") }
  }

  nonisolated static func readYieldWrite(_ counter: LockIsolated<Int>, atomic: Bool) async {
    if atomic {
      await Task.yield()
      counter.withValue { $0 += 1 }
    } else {
      let read = counter.value
      await Task.yield()
      counter.setValue(read + 1)
    }
  }

  nonisolated static func yieldThenAdd(_ counter: LockIsolated<Int>) async {
    await Task.yield()
    counter.withValue { $0 += 1 }
  }

  @Test func exhaustiveSearchFindsALostUpdateAndItsScheduleReplaysIt() async throws {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 2_000, strategy: .exhaustive(preemptions: 2)) {
        await Self.counterBody(atomic: false)
      }
    }
    try #require(issues.count == 2)
    #expect(issues[0].hasPrefix("Lost an update"))
    let report = issues[1]
    #expect(report.hasPrefix("A schedule of the effects fails: schedule \""))
    let start = try #require(report.range(of: "schedule \"")).upperBound
    let schedule = String(report[start...].prefix { $0 != "\"" })
    for _ in 1...3 {
      let replayed = await withIssuesCollected {
        await withEffectInterleavings(schedule: schedule) { await Self.counterBody(atomic: false) }
      }
      #expect(replayed.first == issues[0])
    }
  }

  @Test func exhaustiveSearchPassesEveryScheduleOfTheAtomicCounter() async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 5_000, strategy: .exhaustive(preemptions: 2)) {
        await Self.counterBody(atomic: true)
      }
    }
    #expect(issues == [])
  }

  @Test func aScheduleThatIsNotOneIsReported() async {
    let ran = LockIsolated(false)
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedule: "3:x") { ran.setValue(true) }
    }
    #expect(!ran.value)
    #expect(
      issues == [
        """
        "3:x" is not a schedule of withEffectInterleavings: expected what a failure report prints, \
        steps and choices as "12:1,30:2".
        """
      ])
  }

  @Test func composesWithTestClockAndAnExhaustiveTestStore() async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 60) {
        let clock = TestClock()
        let store = TestStore(initialState: Ticker.State()) {
          Ticker()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.start)
        await clock.advance(by: .seconds(2))
        await store.receive(.tick) { $0.ticks = 1 }
        await store.receive(.tick) { $0.ticks = 2 }
        await store.send(.stop)
      }
    }
    #expect(issues == [])
  }

  @Test func composesWithShared() async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 60) {
        let store = TestStore(initialState: SharedCounter.State(key: UUID().uuidString)) {
          SharedCounter()
        }
        store.exhaustivity = .off
        await store.send(.incrementTwiceTapped)
        await store.finish()
        if store.state.count != 2 { reportIssue("count: \(store.state.count)") }
      }
    }
    #expect(issues == [])
  }

  @Test func theFailingScheduleCanBeRecorded() async throws {
    let recordings = LockIsolated<[SessionRecording<RacySearch.State, RacySearch.Action>]>([])
    let issues = await withIssuesCollected {
      await withEffectInterleavings {
        let store = Store(initialState: RacySearch.State()) { RacySearch() }
        let recorder = store.startRecording()
        let search = store.send(.queryChanged("a"))
        store.send(.queryChanged(""))
        await search.finish()
        let recording = recorder.recording
        recordings.withValue { $0.append(recording) }
        if !store.state.results.isEmpty { reportIssue("Stale results") }
      }
    }
    try #require(issues.count == 2)
    let recording = try #require(recordings.value.last)
    #expect(recording.steps.map(\.action) == [.queryChanged("a"), .queryChanged(""), .searchResponse(["apple", "avocado"])])
    #expect(recording.steps.map(\.isFromEffect) == [false, false, true])
    #expect(recording.replay(RacySearch()) == nil)
    #expect(recording.steps.last?.state.results == ["apple", "avocado"])
  }
}

/// Ticks every second while started.
@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case stop
    case tick
  }

  @Dependency(\.continuousClock) var clock

  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// Two effects that each add one to a shared count, under its lock.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int

    init(key: String) {
      _count = Shared(wrappedValue: 0, .inMemory(key))
    }
  }

  enum Action: Equatable {
    case incrementTwiceTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      let count = state.$count
      return .merge(
        .run { _ in
          await Task.yield()
          count.withLock { $0 += 1 }
        },
        .run { _ in
          await Task.yield()
          count.withLock { $0 += 1 }
        }
      )
    }
  }
}
