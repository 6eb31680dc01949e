import Foundation
import Testing

@testable import ComposableArchitecture

// A test store decides shared-state failures as TCA 1.25.5 does (`TestStore.expectedStateShouldMatch`
// and `assertNoSharedChanges`, over swift-sharing's change tracker): each step compares the *state*
// it expects with the actual state, and a shared value the state holds compares its asserted value
// with its actual one, through its own projection. A change the state does not hold fails nothing:
// a value only the reducer or an effect declares (in memory, in a file with a default, in app
// storage), another element of the array the state's value is derived from, the element itself once
// removed (the derived value keeps its last value). TCA's `SyncUpDetailTests.delete()` is the case
// that made this visible.

struct ReachItem: Equatable, Identifiable, Codable, Sendable {
  var id: Int
  var name: String
}

struct ReachSettings: Equatable, Codable, Sendable {
  var isOn = false
  var hasSeenIntro = false
}

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<ReachItem>>.Default {
  /// Items kept in memory, as a feature declares them where it needs them.
  static var reachItems: Self { Self[.inMemory("reach-items"), default: []] }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<ReachItem>>.Default {
  /// Items kept in a file, with a default (SyncUps' `.syncUps`).
  static var reachItemsFile: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/reach/items.json")), default: []]
  }
}

extension SharedKey where Self == FileStorageKey<[String]>.Default {
  /// A log kept in a file, with a default.
  static var reachLog: Self { Self[.fileStorage(URL(fileURLWithPath: "/reach/log.json")), default: []] }
}

/// A detail feature whose state holds one element derived from a shared array
/// (`Shared($items[id: id])`), as SyncUps' `SyncUpDetail` holds its sync-up; the reducer and its
/// effects change the array through a `@Shared` of their own.
@Reducer
struct ReachDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var item: ReachItem
    var note = ""
  }

  enum Action: Equatable {
    /// The reducer removes the element, and notes it.
    case deleteInReducer
    /// An effect removes the element, then sends `.deleted`.
    case deleteInEffect
    /// An effect removes the element, and sends nothing.
    case deleteInEffectSilently
    /// The reducer renames the element through the array.
    case renameInReducer
    /// An effect renames the element through the array, then sends `.renamed`.
    case renameInEffect
    /// An effect renames the element through the array, and sends nothing.
    case renameInEffectSilently
    /// The reducer renames another element of the array.
    case renameOtherInReducer
    case deleted
    case renamed
  }

  /// Whether the array is kept in a file (with a default) rather than in memory.
  var isFileBacked = false

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      let id = state.item.id
      let items: Shared<IdentifiedArrayOf<ReachItem>> =
        isFileBacked ? Shared(.reachItemsFile) : Shared(.reachItems)
      switch action {
      case .deleteInReducer:
        items.withLock { _ = $0.remove(id: id) }
        state.note = "deleted"
        return .none
      case .deleteInEffect:
        return .run { send in
          items.withLock { _ = $0.remove(id: id) }
          await send(.deleted)
        }
      case .deleteInEffectSilently:
        return .run { _ in items.withLock { _ = $0.remove(id: id) } }
      case .renameInReducer:
        items.withLock { $0[id: id]?.name = "Renamed" }
        return .none
      case .renameInEffect:
        return .run { send in
          items.withLock { $0[id: id]?.name = "Renamed" }
          await send(.renamed)
        }
      case .renameInEffectSilently:
        return .run { _ in items.withLock { $0[id: id]?.name = "Renamed" } }
      case .renameOtherInReducer:
        items.withLock { $0[id: 2]?.name = "Other" }
        return .none
      case .deleted, .renamed:
        return .none
      }
    }
  }
}

/// A feature whose state holds a shared count and a projection of shared settings, while its reducer
/// and effects also change shared values it declares where it needs them (not in its state).
@Reducer
struct ReachCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("reach-count")) var count = 0
    /// A projection of shared settings: only `isOn` is in the state.
    @Shared var isOn: Bool
    var label = ""
  }

  enum Action: Equatable {
    /// The reducer counts a launch in memory, in app storage and in a file log (none in the state).
    case launch
    /// An effect counts a launch, then sends `.launched`.
    case launchInEffect
    /// An effect counts a launch, and sends nothing.
    case launchInEffectSilently
    /// The reducer counts a launch and increments the state's count.
    case launchAndIncrement
    /// The reducer marks the intro seen (a part of the settings the state does not project).
    case seeIntro
    /// The reducer turns the setting on (the part the state projects).
    case turnOn
    case launched
  }

  /// Counts a launch in memory, in app storage and in a file log, declared here, where needed.
  static func countLaunch() {
    @Shared(.inMemory("reach-launches")) var launches = 0
    @Shared(.appStorage("reach-launches")) var storedLaunches = 0
    @Shared(.reachLog) var log
    $launches.withLock { $0 += 1 }
    $storedLaunches.withLock { $0 += 1 }
    $log.withLock { $0.append("launch") }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      let countLaunch = Self.countLaunch
      @Shared(.inMemory("reach-settings")) var settings = ReachSettings()
      switch action {
      case .launch:
        countLaunch()
        state.label = "launched"
        return .none
      case .launchInEffect:
        return .run { send in
          countLaunch()
          await send(.launched)
        }
      case .launchInEffectSilently:
        return .run { _ in countLaunch() }
      case .launchAndIncrement:
        countLaunch()
        state.$count.withLock { $0 += 1 }
        return .none
      case .seeIntro:
        $settings.withLock { $0.hasSeenIntro = true }
        return .none
      case .turnOn:
        $settings.withLock { $0.isOn = true }
        return .none
      case .launched:
        return .none
      }
    }
  }
}

/// A line of a report's difference in the proportional format: `−`, `+`, or a figure space for a
/// line both share.
private func line(_ marker: String, _ text: String) -> String {
  "    \(marker == " " ? "\u{2007}" : marker) \(text)"
}

/// The difference of `ReachDetail.State` whose item was renamed from "Design" (−) to `actual` (+).
private func detailDifference(expected: String = "Design", actual: String, note: String = "")
  -> String
{
  [
    line(" ", "ReachDetail.State("),
    line(" ", "  _item: #1 ReachItem("),
    line(" ", "    id: 1,"),
    line("−", "    name: \"\(expected)\""),
    line("+", "    name: \"\(actual)\""),
    line(" ", "  ),"),
    line(" ", "  note: \"\(note)\""),
    line(" ", ")"),
  ].joined(separator: "\n") + "\n\n(Expected: −, Actual: +)"
}

private let file = "ComposableArchitectureTests/TestStoreSharedReachTests.swift"

@MainActor
@Suite struct TestStoreSharedReachTests {
  // MARK: - A derived element removed (TCA's SyncUpDetailTests.delete())

  @Test(arguments: [false, true])
  func aDerivedElementRemovedByTheReducerFailsNothing(isFileBacked: Bool) async throws {
    let items: Shared<IdentifiedArrayOf<ReachItem>> =
      isFileBacked ? Shared(.reachItemsFile) : Shared(.reachItems)
    items.withLock { $0 = [ReachItem(id: 1, name: "Design"), ReachItem(id: 2, name: "Standup")] }
    let item = try #require(Shared(items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) {
      ReachDetail(isFileBacked: isFileBacked)
    }
    await store.send(.deleteInReducer) { $0.note = "deleted" }
    await store.finish()
    #expect(items.wrappedValue.map(\.id) == [2])
    // The derived value keeps the element's last value.
    #expect(store.state.item == ReachItem(id: 1, name: "Design"))
  }

  @Test func aDerivedElementRemovedByAnEffectFailsNeitherTheReceiveNorTheEnd() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    await store.send(.deleteInEffect)
    await store.receive(.deleted)
    await store.finish()
    #expect(items.isEmpty)
  }

  @Test func aDerivedElementRemovedByAnEffectThatSendsNothingFailsNothing() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    do {
      let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
      await store.send(.deleteInEffectSilently)
      await store.finish()
      await store.send(.deleteInEffectSilently)
      // The store goes away here: nothing to report.
    }
    #expect(items.isEmpty)
  }

  @Test func anotherElementOfTheRootChangedFailsNothing() async throws {
    @Shared(.reachItems) var items = [
      ReachItem(id: 1, name: "Design"), ReachItem(id: 2, name: "Standup"),
    ]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    await store.send(.renameOtherInReducer)
    #expect(items[id: 2]?.name == "Other")
  }

  // MARK: - A derived element changed

  @Test(arguments: [false, true])
  func aDerivedElementChangedAndNotAssertedFailsTheSend(isFileBacked: Bool) async throws {
    let items: Shared<IdentifiedArrayOf<ReachItem>> =
      isFileBacked ? Shared(.reachItemsFile) : Shared(.reachItems)
    items.withLock { $0 = [ReachItem(id: 1, name: "Design")] }
    let item = try #require(Shared(items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) {
      ReachDetail(isFileBacked: isFileBacked)
    }
    await expectIssues([
      "State was not expected to change, but a change occurred.\n\n"
        + detailDifference(actual: "Renamed")
    ]) {
      await store.send(.renameInReducer)
    }
    // Reported once: nothing is left for the end of the test.
    await store.finish()
  }

  @Test func aDerivedElementChangedAndAssertedPasses() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    await store.send(.renameInReducer) {
      $0.$item.withLock { $0.name = "Renamed" }
    }
    await store.finish()
  }

  @Test func aDerivedElementAssertedWronglyFailsTheSend() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    await expectIssues([
      "A state change does not match expectation.\n\n"
        + detailDifference(expected: "Wrong", actual: "Renamed")
    ]) {
      await store.send(.renameInReducer) { $0.$item.withLock { $0.name = "Wrong" } }
    }
  }

  @Test func aDerivedElementChangedByAnEffectIsAssertedInTheReceive() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    let sendLine = #line + 1
    await store.send(.renameInEffect)
    await expectIssues([
      "State was not expected to change, but a change occurred.\n\n"
        + detailDifference(actual: "Renamed")
        + "\n\nChanged by an effect of .renameInEffect, sent at \(file):\(sendLine)."
    ]) {
      await store.receive(.renamed)
    }
  }

  @Test func aDerivedElementChangedByAnEffectAndAssertedInTheReceivePasses() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    await store.send(.renameInEffect)
    await store.receive(.renamed) { $0.$item.withLock { $0.name = "Renamed" } }
  }

  @Test func aDerivedElementChangedByAnEffectAndNeverAssertedIsReportedAtTheEnd() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    let sendLine = #line + 1
    await store.send(.renameInEffectSilently)
    await expectIssues([
      "Test store finished before asserting against changes to shared state.\n\n"
        + detailDifference(actual: "Renamed")
        + "\n\nChanged by an effect of .renameInEffectSilently, sent at \(file):\(sendLine)."
        + "\n\nInvoke \"TestStore.assert\" at the end of this test to assert against changes to"
        + " shared state."
    ]) {
      await store.finish()
    }
  }

  @Test func aDerivedElementChangedByAnEffectIsAssertedWithAssert() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    await store.send(.renameInEffectSilently).finish()
    store.assert { $0.$item.withLock { $0.name = "Renamed" } }
    await store.finish()
  }

  // MARK: - Values only the reducer or an effect declares

  @Test func valuesOnlyTheReducerDeclaresFailNothing() async {
    let store = TestStore(initialState: ReachCounter.State(isOn: Shared(value: false))) {
      ReachCounter()
    }
    await store.send(.launch) { $0.label = "launched" }
    await store.send(.launch)
    await store.finish()
    @Shared(.inMemory("reach-launches")) var launches = 0
    @Shared(.appStorage("reach-launches")) var storedLaunches = 0
    @Shared(.reachLog) var log
    #expect(launches == 2)
    #expect(storedLaunches == 2)
    #expect(log == ["launch", "launch"])
  }

  @Test func valuesOnlyAnEffectDeclaresFailNeitherTheReceiveNorTheEnd() async {
    let store = TestStore(initialState: ReachCounter.State(isOn: Shared(value: false))) {
      ReachCounter()
    }
    await store.send(.launchInEffect)
    await store.receive(.launched)
    await store.send(.launchInEffectSilently)
    await store.send(.launchInEffectSilently).finish()
    store.assert { _ in }
    await store.send(.launchInEffectSilently)
    // The store goes away with a change it never saw asserted: not one the state holds.
  }

  @Test func aValueInTheStateIsAssertedAlongsideValuesOnlyTheReducerDeclares() async {
    let store = TestStore(initialState: ReachCounter.State(isOn: Shared(value: false))) {
      ReachCounter()
    }
    await store.send(.launchAndIncrement) { $0.$count.withLock { $0 = 1 } }
  }

  @Test func aValueInTheStateNotAssertedFailsWithOnlyItsDifference() async {
    let store = TestStore(initialState: ReachCounter.State(isOn: Shared(value: false))) {
      ReachCounter()
    }
    await expectIssues([
      """
      State was not expected to change, but a change occurred.

      \([
        line(" ", "ReachCounter.State("),
        line("−", "  _count: #1 0,"),
        line("+", "  _count: #1 1,"),
        line(" ", "  _isOn: #1 false,"),
        line(" ", "  label: \"\""),
        line(" ", ")"),
      ].joined(separator: "\n"))

      (Expected: −, Actual: +)
      """
    ]) {
      await store.send(.launchAndIncrement)
    }
  }

  @Test func aPartOfARootTheStateDoesNotProjectFailsNothing() async {
    @Shared(.inMemory("reach-settings")) var settings = ReachSettings()
    let store = TestStore(initialState: ReachCounter.State(isOn: $settings.isOn)) {
      ReachCounter()
    }
    await store.send(.seeIntro)
    #expect(settings.hasSeenIntro)
    await expectIssues([
      """
      State was not expected to change, but a change occurred.

      \([
        line(" ", "ReachCounter.State("),
        line(" ", "  _count: #1 0,"),
        line("−", "  _isOn: #1 false,"),
        line("+", "  _isOn: #1 true,"),
        line(" ", "  label: \"\""),
        line(" ", ")"),
      ].joined(separator: "\n"))

      (Expected: −, Actual: +)
      """
    ]) {
      await store.send(.turnOn)
    }
  }

  // MARK: - Non-exhaustive test stores

  @Test func aNonExhaustiveStoreFailsOnlyWhatItAssertsWrongly() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
    store.exhaustivity = .off
    await store.send(.renameInReducer)
    await store.send(.renameInEffect)
    await store.receive(.renamed)
    await store.send(.deleteInReducer)
    await expectIssues([
      "A state change does not match expectation.\n\n"
        + detailDifference(expected: "Wrong", actual: "Renamed", note: "deleted")
    ]) {
      store.assert { $0.$item.withLock { $0.name = "Wrong" } }
    }
    await store.finish()
  }

  @Test func aNonExhaustiveStepStartsFromTheActualValues() async {
    let store = TestStore(initialState: ReachCounter.State(isOn: Shared(value: false))) {
      ReachCounter()
    }
    store.exhaustivity = .off
    await store.send(.launchAndIncrement) { $0.$count.withLock { $0 = 1 } }
    // As in TCA, the closure mutates the actual value (1), not the value before the step (1 + 1).
    await expectIssues([
      """
      A state change does not match expectation.

      \([
        line(" ", "ReachCounter.State("),
        line("−", "  _count: #1 3,"),
        line("+", "  _count: #1 2,"),
        line(" ", "  _isOn: #1 false,"),
        line(" ", "  label: \"\""),
        line(" ", ")"),
      ].joined(separator: "\n"))

      (Expected: −, Actual: +)
      """
    ]) {
      await store.send(.launchAndIncrement) { $0.$count.withLock { $0 += 1 } }
    }
  }

  @Test func aNonExhaustiveStoreShowingSkippedAssertionsShowsOnlyWhatTheStateHolds() async throws {
    @Shared(.reachItems) var items = [ReachItem(id: 1, name: "Design")]
    let item = try #require(Shared($items[id: 1]))
    let issues = await withIssuesCollected {
      let store = TestStore(initialState: ReachDetail.State(item: item)) { ReachDetail() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.renameInReducer)
      await store.send(.deleteInReducer)
      await store.finish()
    }
    // Known issues (skipped assertions), never failures: the rename, as the state shows it; the
    // removal shows nothing (the derived value keeps its last value), the note does.
    #expect(issues.count == 2)
    #expect(issues.first?.hasPrefix("A state change was not asserted") == true)
    #expect(issues.first?.contains("+     name: \"Renamed\"") == true)
    #expect(issues.last?.contains("+   note: \"deleted\"") == true)
  }
}
