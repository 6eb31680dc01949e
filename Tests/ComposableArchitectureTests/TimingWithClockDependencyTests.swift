import ComposableArchitecture
import Foundation
import Testing

/// `.debounce` and `.throttle` with the clock a feature reads from its dependencies (an
/// `any Clock<Duration>`), in a file that imports Foundation as feature files do: the forms their
/// doc comments show. (Before, `scheduler: clock` failed to compile with "type 'any Clock<Duration>'
/// cannot conform to 'Clock'", and so did `scheduler: AnyClock(clock)`.)
@MainActor
@Suite("Debounce and throttle with the clock dependency")
struct TimingWithClockDependencyTests {
  @Reducer
  struct Search {
    struct State: Equatable {
      var query = ""
      var searches: [String] = []
    }
    enum Action: Equatable {
      case queryChanged(String)
      case queryChangedThroughAnyClock(String)
      case searched(String)
      case scrolled(Int)
      case scrolledKeepingFirst(Int)
      case loaded(Int)
    }
    enum CancelID { case search, loadMore }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          state.query = query
          // The form of `debounce`'s doc comment.
          return .run { send in await send(.searched(query)) }
            .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: clock)
        case let .queryChangedThroughAnyClock(query):
          state.query = query
          // The form of `AnyClock.init(_:)`'s doc comment.
          return .run { send in await send(.searched(query)) }
            .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: AnyClock(clock))
        case let .searched(query):
          state.searches.append(query)
          return .none
        case let .scrolled(page):
          // The form of `throttle`'s doc comment.
          return .send(.loaded(page))
            .throttle(id: CancelID.loadMore, for: .seconds(1), scheduler: clock, latest: true)
        case let .scrolledKeepingFirst(page):
          return .send(.loaded(page))
            .throttle(id: CancelID.loadMore, for: .seconds(1), scheduler: AnyClock(clock), latest: false)
        case .loaded:
          return .none
        }
      }
    }
  }

  @Test("debounce(scheduler: clock) with the continuousClock dependency runs only the last query")
  func debounceWithTheClockDependency() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(299))
    await store.send(.queryChangedThroughAnyClock("abc")) { $0.query = "abc" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched("abc")) { $0.searches = ["abc"] }
  }

  @Test("throttle(scheduler: clock) with the continuousClock dependency, latest and first")
  func throttleWithTheClockDependency() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
    }
    // `latest: true`: the first at once, the latest of the interval at its end.
    await store.send(.scrolled(1))
    await store.receive(.loaded(1))
    await store.send(.scrolled(2))
    await store.send(.scrolled(3))
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded(3))
    // `latest: false` through `AnyClock(clock)`: the first of the next interval's arrivals.
    await clock.advance(by: .seconds(5))
    await store.send(.scrolledKeepingFirst(4))
    await store.receive(.loaded(4))
    await store.send(.scrolledKeepingFirst(5))
    await store.send(.scrolledKeepingFirst(6))
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded(5))
  }
}
