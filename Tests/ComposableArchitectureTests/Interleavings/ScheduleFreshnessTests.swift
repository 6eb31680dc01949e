import ComposableArchitecture
import Foundation
import IssueReporting
import Testing

/// Each schedule of `withEffectInterleavings` runs as a fresh test: the shared values, the
/// storages behind them and every dependency default start anew, so a correct feature passes every
/// schedule and a failing seed fails alone as it failed in the exploration.
@MainActor
@Suite struct ScheduleFreshnessTests {
  /// Two effects append to an in-memory shared log: every schedule must see its own two entries,
  /// never the ones of the schedules before it (`["a", "a", "b", "b"]`).
  @Test func anInMemorySharedValueStartsAnewInEachSchedule() async {
    let logs = LockIsolated<[[String]]>([])
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 20) {
        let store = TestStore(initialState: SharedLog.State()) { SharedLog() }
        store.exhaustivity = .off
        await store.send(.appendTwiceTapped)
        await store.finish()
        let log = store.state.log
        logs.withValue { $0.append(log) }
        if log.sorted() != ["a", "b"] { reportIssue("log: \(log)") }
      }
    }
    #expect(issues == [])
    #expect(logs.value.count == 20)
    #expect(logs.value.allSatisfy { $0.sorted() == ["a", "b"] })
    // Both orders of the two effects were explored.
    #expect(Set(logs.value) == [["a", "b"], ["b", "a"]])
  }

  /// `@Shared(.appStorage)` reads the test's `UserDefaults`: a new one in each schedule.
  @Test func appStorageStartsAnewInEachSchedule() async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 10) {
        @Shared(.appStorage("launches")) var launches = 0
        let store = TestStore(initialState: Launches.State()) { Launches() }
        store.exhaustivity = .off
        await store.send(.launched)
        await store.finish()
        if launches != 1 { reportIssue("launches: \(launches)") }
        @Dependency(\.defaultAppStorage) var defaults
        if defaults.integer(forKey: "launches") != 1 {
          reportIssue("stored launches: \(defaults.integer(forKey: "launches"))")
        }
      }
    }
    #expect(issues == [])
  }

  /// `@Shared(.fileStorage)` writes to the test's in-memory file system: a new one in each
  /// schedule.
  @Test func fileStorageStartsAnewInEachSchedule() async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 10) {
        @Shared(.fileStorage(URL(fileURLWithPath: "/notes.json"))) var notes: [String] = []
        let store = TestStore(initialState: Notes.State()) { Notes() }
        store.exhaustivity = .off
        await store.send(.addTapped)
        await store.finish()
        if notes != ["note"] { reportIssue("notes: \(notes)") }
      }
    }
    #expect(issues == [])
  }

  /// A dependency whose test value holds state (a class instance) is created anew in each schedule,
  /// as in a new test: the feature's effect counts one visit in each.
  @Test func aDependencyTestValueIsCreatedAnewInEachSchedule() async {
    // The counters are kept, so that no two of them can be at one address.
    let counters = LockIsolated<[VisitCounter]>([])
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 10) {
        let store = TestStore(initialState: Visits.State()) { Visits() }
        await store.send(.visited)
        await store.receive(.counted(1)) { $0.count = 1 }
        @Dependency(\.visitCounter) var counter
        counters.withValue { $0.append(counter) }
        if counter.visits.value != 1 { reportIssue("visits: \(counter.visits.value)") }
      }
    }
    #expect(issues == [])
    #expect(Set(counters.value.map(ObjectIdentifier.init)).count == 10)
  }

  /// A test value created inside `withDependencies`-free code of the body before any store exists
  /// is fresh too, and `prepareDependencies` can prepare it in every schedule (as at the start of
  /// every test) without being told it was already prepared.
  @Test func prepareDependenciesWorksInEverySchedule() async {
    let issues = await withIssuesCollected {
      await withEffectInterleavings(schedules: 5) {
        prepareDependencies { $0.visitCounter = VisitCounter(start: 10) }
        let store = TestStore(initialState: Visits.State()) { Visits() }
        await store.send(.visited)
        await store.receive(.counted(11)) { $0.count = 11 }
      }
    }
    #expect(issues == [])
  }

  /// Values the test gave outside the exploration stay the test's: a dependency set with
  /// `withDependencies` around it is the same object in every schedule.
  @Test func valuesGivenOutsideTheExplorationAreKept() async {
    let given = VisitCounter()
    let seen = LockIsolated<[ObjectIdentifier]>([])
    await withDependencies {
      $0.visitCounter = given
    } operation: {
      await withEffectInterleavings(schedules: 3) {
        @Dependency(\.visitCounter) var counter
        seen.withValue { $0.append(ObjectIdentifier(counter)) }
      }
    }
    #expect(seen.value == Array(repeating: ObjectIdentifier(given), count: 3))
  }

  /// A lost update on an in-memory shared count: the failing schedule's seed, replayed alone,
  /// fails with the same count it failed with in the exploration (no count carried over from the
  /// schedules before it).
  @Test func aFailingSeedReplaysAloneWithTheSameOutcome() async throws {
    let explored = await withIssuesCollected {
      await withEffectInterleavings { await Self.lostUpdateBody() }
    }
    try #require(explored.count == 2)
    #expect(explored[0] == "count: 1")
    let seed = try #require(EffectInterleavingsBugTests.seed(in: explored[1]))
    let replayed = await withIssuesCollected {
      await withEffectInterleavings(seed: seed) { await Self.lostUpdateBody() }
    }
    try #require(replayed.count == 2)
    #expect(replayed[0] == explored[0])
    #expect(replayed[1].hasPrefix("A schedule of the effects fails: seed "))
    #expect(replayed[1].contains(", replayed."))
  }

  static func lostUpdateBody() async {
    let store = TestStore(initialState: LostUpdate.State()) { LostUpdate() }
    store.exhaustivity = .off
    await store.send(.incrementTwiceTapped)
    await store.finish()
    if store.state.count != 2 { reportIssue("count: \(store.state.count)") }
  }
}

/// Two effects that each append to an in-memory shared log.
@Reducer
private struct SharedLog {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("log")) var log: [String] = []
  }

  enum Action: Equatable {
    case appendTwiceTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      let log = state.$log
      return .merge(
        .run { _ in
          await Task.yield()
          log.withLock { $0.append("a") }
        },
        .run { _ in
          await Task.yield()
          log.withLock { $0.append("b") }
        }
      )
    }
  }
}

/// Counts launches in app storage, from an effect.
@Reducer
private struct Launches {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("launches")) var launches = 0
  }

  enum Action: Equatable {
    case launched
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      let launches = state.$launches
      return .run { _ in
        await Task.yield()
        launches.withLock { $0 += 1 }
      }
    }
  }
}

/// Adds a note to a file-stored list, from an effect.
@Reducer
private struct Notes {
  @ObservableState
  struct State: Equatable {
    @Shared(.fileStorage(URL(fileURLWithPath: "/notes.json"))) var notes: [String] = []
  }

  enum Action: Equatable {
    case addTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      let notes = state.$notes
      return .run { _ in
        await Task.yield()
        notes.withLock { $0.append("note") }
      }
    }
  }
}

/// A counter of visits: a reference whose test value starts at zero.
final class VisitCounter: Sendable {
  let visits: LockIsolated<Int>

  init(start: Int = 0) {
    visits = LockIsolated(start)
  }

  func visit() -> Int {
    visits.withValue {
      $0 += 1
      return $0
    }
  }
}

private enum VisitCounterKey: TestDependencyKey {
  static var testValue: VisitCounter { VisitCounter() }
}

extension DependencyValues {
  var visitCounter: VisitCounter {
    get { self[VisitCounterKey.self] }
    set { self[VisitCounterKey.self] = newValue }
  }
}

/// Counts a visit through the `visitCounter` dependency, in an effect.
@Reducer
private struct Visits {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case visited
    case counted(Int)
  }

  @Dependency(\.visitCounter) var counter

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .visited:
        return .run { [counter] send in
          await send(.counted(counter.visit()))
        }
      case .counted(let count):
        state.count = count
        return .none
      }
    }
  }
}

/// One effect reads an in-memory shared count, yields, and writes it plus one; another adds one
/// under the lock, later: in the plain order the first is done by then, in others its write loses
/// the second's update.
@Reducer
private struct LostUpdate {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }

  enum Action: Equatable {
    case incrementTwiceTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      let count = state.$count
      return .merge(
        .run { _ in
          let read = count.wrappedValue
          await Task.yield()
          count.withLock { $0 = read + 1 }
        },
        .run { _ in
          await Task.yield()
          await Task.yield()
          await Task.yield()
          count.withLock { $0 += 1 }
        }
      )
    }
  }
}
