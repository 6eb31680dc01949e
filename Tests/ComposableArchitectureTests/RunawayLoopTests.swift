import ComposableArchitecture
import Testing

/// Runaway effect loops with a store's default dependencies: an asynchronous loop is reported once
/// and goes on; a synchronous chain that ends runs to its end unreported, however long; one past a
/// million actions in a row (which would keep `send` from ever returning) is reported once and
/// broken, in every shape an effect can take.
@MainActor
@Suite("Runaway loops, by default")
struct RunawayLoopTests {
  struct PingPong: Reducer {
    struct State: Equatable { var hits = 0 }
    enum Action { case ping, pong }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.hits += 1
      switch action {
      case .ping: return .run { send in await send(.pong) }
      case .pong: return .run { send in await send(.ping) }
      }
    }
  }

  @Test("Lesson 1 (seed 000): an asynchronous ping ⇄ pong loop is reported once, at the 1,000th round trip, with a default store")
  func asynchronousLoopIsReportedByDefault() async {
    let store = Store(initialState: PingPong.State()) { PingPong() }
    let reports = LockIsolated<[Int]>([])
    let task = LockIsolated<StoreTask?>(nil)
    await withKnownIssue { @MainActor in
      let started = store.send(.ping)
      task.setValue(started)
      while store.withState(\.hits) < 1_200 { await Task.yield() }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      guard text.hasPrefix("A runaway effect loop: more than 1000 effect round-trips without outside input.")
      else { return false }
      reports.withValue { $0.append(1) }
      return text.contains("RunawayLoopTests.PingPong.Action.ping → RunawayLoopTests.PingPong.Action.pong")
        || text.contains("PingPong.Action.ping → PingPong.Action.pong")
    }
    #expect(reports.value.count == 1)
    // The store went on after the report.
    #expect(store.withState(\.hits) >= 1_200)
    task.value?.cancel()
    await task.value?.finish()
  }

  /// A reducer whose every action returns a synchronous effect of some shape.
  struct Looper: Reducer {
    enum Shape: CustomStringConvertible, Sendable {
      case send, concatenate, merge, cancellable, cancellableInFlight, fanOut
      case chain(Int), burst(Int)
      var description: String {
        switch self {
        case .send: ".send"
        case .concatenate: ".concatenate(.send, .none)"
        case .merge: ".merge(.none, .send)"
        case .cancellable: ".send(…).cancellable(id:)"
        case .cancellableInFlight: ".send(…).cancellable(id:cancelInFlight: true)"
        case .fanOut: ".merge(.send, .send)"
        case let .chain(count): "a chain of \(count) .send"
        case let .burst(count): "a burst of \(count) .send"
        }
      }
    }
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case start, step }
    let shape: Shape

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      switch shape {
      case .send: return .send(.step)
      case .concatenate: return .concatenate(.send(.step), .none)
      case .merge: return .merge(.none, .send(.step))
      case .cancellable: return .send(.step).cancellable(id: "loop")
      case .cancellableInFlight: return .send(.step).cancellable(id: "loop", cancelInFlight: true)
      case .fanOut: return .merge(.send(.step), .send(.step))
      case let .chain(count): return state.count < count ? .send(.step) : .none
      case let .burst(count):
        return action == .start ? .merge((0..<count).map { _ in .send(.step) }) : .none
      }
    }
  }

  /// Sends `.start` to a store of `shape` (with `limit`, or the default when `nil` is not asked
  /// for) and returns the number of passes and the reports.
  static func run(
    _ shape: Looper.Shape, limit: Int?? = .none
  ) async -> (count: Int, reports: [String]) {
    let reports = LockIsolated<[String]>([])
    let store = Store(initialState: Looper.State()) {
      Looper(shape: shape)
    } withDependencies: {
      if case let .some(limit) = limit { $0.runawayEffectLoopLimit = limit }
    }
    await withKnownIssue(isIntermittent: true) {
      await store.send(.start).finish()
    } matching: { issue in
      reports.withValue { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    return (store.withState(\.count), reports.value)
  }

  @Test(
    "The runaway limit counts asynchronous round trips only: a synchronous chain that ends is never cut",
    arguments: [1, 25, 1_000]
  )
  func synchronousChainsIgnoreTheLimit(limit: Int) async {
    let (count, reports) = await Self.run(.chain(100_000), limit: limit)
    #expect(count == 100_000)
    #expect(reports.isEmpty)
  }

  @Test(
    "Long synchronous chains and large bursts that end are neither reported nor cut",
    arguments: [
      (Looper.Shape.chain(1_000), 1_000), (.chain(100_000), 100_000),       (.burst(5_000), 5_001), (.burst(100_000), 100_001),
    ]
  )
  func legitimateChainsAndBurstsRunToTheEnd(shape: Looper.Shape, count: Int) async {
    for limit: Int? in [3, 1_000, nil] {
      let result = await Self.run(shape, limit: .some(limit))
      #expect(result.count == count, "\(shape), limit \(String(describing: limit))")
      #expect(result.reports.isEmpty, "\(shape), limit \(String(describing: limit))")
    }
  }

  /// TCA's `testLotsOfSynchronousActions`: 100,000 actions in a row, each sent by the one before,
  /// all reduced, nothing reported.
  @Test("TCA's lots of synchronous actions: a chain of 100,000 .send actions runs to its end")
  func lotsOfSynchronousActions() async {
    enum Action { case incr, noop }
    let reducer = Reduce<Int, Action> { state, action in
      switch action {
      case .incr:
        state += 1
        return state >= 100_000 ? .send(.noop) : .send(.incr)
      case .noop:
        return .none
      }
    }
    let store = Store(initialState: 0) { reducer }
    await store.send(.incr).finish()
    #expect(store.withState { $0 } == 100_000)

    let testStore = TestStore(initialState: 0) { reducer }
    testStore.exhaustivity = .off
    await testStore.send(.incr)
    await testStore.skipReceivedActions()
    #expect(testStore.state == 100_000)
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child = Looper.State()
      var parentCount = 0
    }
    @CasePathable
    enum Action: Equatable { case child(Looper.Action), go }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Looper(shape: .send) }
      Reduce { state, action in
        state.parentCount += 1
        return action == .go ? .send(.child(.start)) : .none
      }
    }
  }
}
