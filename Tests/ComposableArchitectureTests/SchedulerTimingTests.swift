import Foundation
import Testing

@testable import ComposableArchitecture

/// `debounce(id:for:scheduler:options:)` and `throttle(id:for:scheduler:latest:)` over Combine-style
/// schedulers (issue 27): the `mainQueue` dependency, a `DispatchQueue.test` scheduler moved by the
/// test, and every scheduler shape (test, erased, immediate, run loop). Throttle ids belong to a
/// store (see `ThrottleIDsPerStoreTests`).
@MainActor
@Suite struct SchedulerTimingTests {
  /// The issue's example, unchanged: a timer on the main queue, debounced on it.
  @Reducer
  struct Ticker {
    @ObservableState
    struct State: Equatable {
      var ticks = 0
    }
    enum Action: Equatable {
      case start
      case tick
    }
    enum CancelID { case search }
    @Dependency(\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            try await mainQueue.sleep(for: .seconds(1))
            await send(.tick)
          }
          .debounce(id: CancelID.search, for: 0.3, scheduler: mainQueue)
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Test("The issue's example: sleep on mainQueue, debounced on it, driven by DispatchQueue.test")
  func issueExample() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Ticker.State()) { Ticker() } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.start)
    await mainQueue.advance(by: .seconds(1))
    // 0.3 s of debounce, then a 1 s sleep: 1.3 s in all.
    await mainQueue.advance(by: .seconds(0.3))
    await store.receive(.tick) { $0.ticks = 1 }
  }

  @Test("A restarted debounce runs only the last of a burst, after its quiet time")
  func debounceBurst() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Ticker.State()) { Ticker() } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.start)
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.start)
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.start)
    await mainQueue.advance(by: .milliseconds(1_299))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
  }

  @Test("The mainQueue dependency is unimplemented in tests, with swift-dependencies' name")
  func unimplementedMainQueue() async {
    let store = TestStore(initialState: Ticker.State()) { Ticker() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.start)
      await store.finish()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix(#"@Dependency(\.mainQueue) - An unimplemented scheduler"#) }
    }
  }

  struct Timing<S: Scheduler & Sendable>: Reducer {
    struct State: Equatable {
      var fired: [Int] = []
    }
    enum Action: Equatable {
      case debounced(Int)
      case throttled(Int, latest: Bool)
      case fire(Int)
    }
    let scheduler: S
    let id: String

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .debounced(value):
        return .send(.fire(value)).debounce(id: id, for: .milliseconds(300), scheduler: scheduler)
      case let .throttled(value, latest):
        return .send(.fire(value)).throttle(id: id, for: .seconds(1), scheduler: scheduler, latest: latest)
      case let .fire(value):
        state.fired.append(value)
        return .none
      }
    }
  }

  @Test("throttle(latest: true): leading at once, then the latest of the interval at its end")
  func throttleLatest() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(initialState: Timing.State()) { Timing(scheduler: scheduler, id: "scheduler-latest") }
    await store.send(.throttled(1, latest: true))
    await store.receive(.fire(1)) { $0.fired = [1] }
    await scheduler.advance(by: .milliseconds(100))
    await store.send(.throttled(2, latest: true))
    await store.send(.throttled(3, latest: true))
    await scheduler.advance(by: .milliseconds(899))
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(.fire(3)) { $0.fired = [1, 3] }
    // The interval restarts at the trailing run: a send right after waits for its end.
    await store.send(.throttled(4, latest: true))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.fire(4)) { $0.fired = [1, 3, 4] }
  }

  @Test("throttle(latest: false): leading at once, then the first of the interval at its end")
  func throttleFirst() async {
    let test = DispatchQueue.test
    let store = TestStore(initialState: Timing.State()) {
      Timing(scheduler: test.eraseToAnyScheduler(), id: "scheduler-first")
    }
    await store.send(.throttled(1, latest: false))
    await store.receive(.fire(1)) { $0.fired = [1] }
    await store.send(.throttled(2, latest: false))
    await store.send(.throttled(3, latest: false))
    await test.advance(by: .seconds(1))
    await store.receive(.fire(2)) { $0.fired = [1, 2] }
    // A full interval later, the next one runs at once (leading).
    await test.advance(by: .seconds(1))
    await store.send(.throttled(5, latest: false))
    await store.receive(.fire(5)) { $0.fired = [1, 2, 5] }
  }

  @Test("Debounce and throttle over the immediate scheduler run at once")
  func immediate() async {
    let store = TestStore(initialState: Timing.State()) {
      Timing(scheduler: DispatchQueue.immediate, id: "scheduler-immediate")
    }
    await store.send(.debounced(1))
    await store.receive(.fire(1)) { $0.fired = [1] }
    await store.send(.throttled(2, latest: true))
    await store.receive(.fire(2)) { $0.fired = [1, 2] }
  }

  @Test("Debounce over a run loop's test scheduler: Date-based strides")
  func runLoopScheduler() async {
    let scheduler = RunLoop.test
    let store = TestStore(initialState: Timing.State()) { Timing(scheduler: scheduler, id: "scheduler-runloop") }
    await store.send(.debounced(7))
    await scheduler.advance(by: .milliseconds(299))
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(.fire(7)) { $0.fired = [7] }
  }

  @Test("Debouncing or throttling .none stays .none: the scheduler is never touched")
  func noneStaysNone() {
    // An unimplemented scheduler reports any use: none is reported.
    #expect(Effect<Int>.none.debounce(id: "none", for: 1, scheduler: DispatchQueue.unimplemented).isNone)
    #expect(
      Effect<Int>.none.throttle(id: "none", for: 1, scheduler: DispatchQueue.unimplemented, latest: true).isNone
    )
  }
}
