import CombineSchedulers
import Foundation
import ComposableArchitecture
import Testing

/// Throttle ids belong to the store that runs the effect, as cancellation ids do (the migration
/// article's rule): two stores of one feature, such as two test stores in parallel tests, never
/// throttle each other, and within a store an id is scoped like a cancellation id (each row of a
/// `forEach` throttles on its own). Every case below is run with a clock and with a scheduler, with
/// `latest: true` and `latest: false`.
@MainActor
@Suite("Throttle ids belong to a store")
struct ThrottleIDsPerStoreTests {
  /// How a throttle is timed in a case of the matrix.
  enum Timing: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case clockLatest, clockFirst, schedulerLatest, schedulerFirst
    var testDescription: String { rawValue }
    var latest: Bool { self == .clockLatest || self == .schedulerLatest }
  }

  /// A shared id on purpose: every store and every test of this suite throttles under it.
  enum CancelID { case loadMore }

  @Reducer
  struct Feed {
    struct State: Equatable {
      var loads: [Int] = []
    }
    enum Action: Equatable {
      case scrolled(Int)
      case load(Int)
    }
    let timing: Timing
    let clock: TestClock<Duration>
    let scheduler: TestSchedulerOf<DispatchQueue>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .scrolled(page):
          let load = Effect<Action>.send(.load(page))
          switch timing {
          case .clockLatest, .clockFirst:
            return load.throttle(
              id: CancelID.loadMore, for: .seconds(1), scheduler: clock, latest: timing.latest)
          case .schedulerLatest, .schedulerFirst:
            return load.throttle(
              id: CancelID.loadMore, for: .seconds(1), scheduler: scheduler,
              latest: timing.latest)
          }
        case let .load(page):
          state.loads.append(page)
          return .none
        }
      }
    }
  }

  @Reducer
  struct Rows {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row> = []
    }
    struct Row: Equatable, Identifiable {
      let id: Int
      var feed = Feed.State()
    }
    enum Action: Equatable {
      case rows(IdentifiedAction<Int, Feed.Action>)
    }
    let timing: Timing
    let clock: TestClock<Duration>
    let scheduler: TestSchedulerOf<DispatchQueue>

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.rows, action: \.rows) {
          Scope(state: \.feed, action: \.self) {
            Feed(timing: timing, clock: clock, scheduler: scheduler)
          }
        }
    }
  }

  /// Moves the case's time forward by `duration`.
  func advance(
    _ timing: Timing, _ clock: TestClock<Duration>, _ scheduler: TestSchedulerOf<DispatchQueue>,
    by duration: Duration
  ) async {
    switch timing {
    case .clockLatest, .clockFirst:
      await clock.advance(by: duration)
    case .schedulerLatest, .schedulerFirst:
      await scheduler.advance(by: .seconds(Int(duration.components.seconds)))
    }
  }

  @Test(arguments: Timing.allCases)
  func twoStoresOfOneFeatureNeverThrottleEachOther(timing: Timing) async {
    let clock = TestClock()
    let scheduler = DispatchQueue.test
    let first = TestStore(initialState: Feed.State()) {
      Feed(timing: timing, clock: clock, scheduler: scheduler)
    }
    let second = TestStore(initialState: Feed.State()) {
      Feed(timing: timing, clock: clock, scheduler: scheduler)
    }
    await first.send(.scrolled(1))
    await first.receive(.load(1)) { $0.loads = [1] }
    // Same id, same instant, another store: it runs at once (it waited a second before).
    await second.send(.scrolled(1))
    await second.receive(.load(1)) { $0.loads = [1] }
    // Each store still throttles itself.
    await first.send(.scrolled(2))
    await second.send(.scrolled(2))
    await advance(timing, clock, scheduler, by: .seconds(1))
    await first.receive(.load(2)) { $0.loads = [1, 2] }
    await second.receive(.load(2)) { $0.loads = [1, 2] }
  }

  @Test(arguments: Timing.allCases)
  func aNewStoreStartsFreshAfterAnotherWasReleased(timing: Timing) async {
    let clock = TestClock()
    let scheduler = DispatchQueue.test
    do {
      let store = TestStore(initialState: Feed.State()) {
        Feed(timing: timing, clock: clock, scheduler: scheduler)
      }
      await store.send(.scrolled(1))
      await store.receive(.load(1)) { $0.loads = [1] }
    }
    let store = TestStore(initialState: Feed.State()) {
      Feed(timing: timing, clock: clock, scheduler: scheduler)
    }
    await store.send(.scrolled(7))
    await store.receive(.load(7)) { $0.loads = [7] }
  }

  @Test(arguments: Timing.allCases)
  func eachRowOfAForEachThrottlesOnItsOwn(timing: Timing) async {
    let clock = TestClock()
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: Rows.State(rows: [Rows.Row(id: 1), Rows.Row(id: 2), Rows.Row(id: 3)])
    ) {
      Rows(timing: timing, clock: clock, scheduler: scheduler)
    }
    for id in 1...3 {
      await store.send(.rows(.element(id: id, action: .scrolled(10 * id))))
      await store.receive(.rows(.element(id: id, action: .load(10 * id)))) {
        $0.rows[id: id]?.feed.loads = [10 * id]
      }
    }
    // A second scroll in row 2 within the interval waits for its end; rows 1 and 3 are untouched.
    await store.send(.rows(.element(id: 2, action: .scrolled(21))))
    await advance(timing, clock, scheduler, by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .load(21)))) {
      $0.rows[id: 2]?.feed.loads = [20, 21]
    }
  }

  @Test("Within one store the interval still holds: the latest or the first of a burst runs at its end")
  func oneStoreThrottlesABurst() async {
    for timing in Timing.allCases {
      let clock = TestClock()
      let scheduler = DispatchQueue.test
      let store = TestStore(initialState: Feed.State()) {
        Feed(timing: timing, clock: clock, scheduler: scheduler)
      }
      await store.send(.scrolled(1))
      await store.receive(.load(1)) { $0.loads = [1] }
      await store.send(.scrolled(2))
      await store.send(.scrolled(3))
      await advance(timing, clock, scheduler, by: .seconds(1))
      let trailing = timing.latest ? 3 : 2
      await store.receive(.load(trailing)) { $0.loads = [1, trailing] }
    }
  }
}
