import ComposableArchitecture
import Testing

/// Runaway effect loops with a store's default dependencies: an asynchronous loop is reported once
/// and goes on; a synchronous one (which would keep `send` from ever returning) is reported once and
/// broken, in every shape an effect can take. (Before, the detector's limit, an `Int?` dependency,
/// read `nil`, so nothing was reported, and `store.send` of a synchronous loop never returned.)
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
    "Lesson 1 (seed 000): a synchronous loop is reported once and broken after 1,000 round trips, whatever the effect's shape",
    arguments: [Looper.Shape.send, .concatenate, .merge, .cancellable, .cancellableInFlight]
  )
  func synchronousLoopIsBroken(shape: Looper.Shape) async {
    let (count, reports) = await Self.run(shape)
    // The outside action, then 1,000 synchronous round trips; the next one is dropped.
    #expect(count == 1_001, "\(shape)")
    #expect(reports.count == 1, "\(shape)")
    #expect(
      reports.first?.hasPrefix(
        "A synchronous effect loop: more than 1000 actions in a row were sent by '.send' effects"
      ) == true, "\(shape)")
    #expect(
      reports.first?.contains(
        "The store dropped the last action, RunawayLoopTests.Looper.Action.step, and so ended the chain"
      ) == true, "\(shape)")
  }

  @Test("A synchronous loop started by a test store's send is reported at that send")
  func synchronousLoopIsReportedAtTheSend() async {
    let store = TestStore(initialState: Looper.State()) {
      Looper(shape: .send)
    } withDependencies: {
      $0.runawayEffectLoopLimit = 10
    }
    store.exhaustivity = .off
    let locations = LockIsolated<[String]>([])
    let line = #line + 2
    await withKnownIssue {
      await store.send(.start)
    } matching: { issue in
      let location = issue.sourceLocation
      locations.withValue { $0.append("\(location?.fileID ?? ""):\(location?.line ?? 0):\(location?.column ?? 0)") }
      return issue.comments.map(\.rawValue).joined().hasPrefix("A synchronous effect loop: more than 10")
    }
    #expect(locations.value == ["ComposableArchitectureTests/RunawayLoopTests.swift:\(line):23"])
    await store.skipReceivedActions()
  }

  @Test("A synchronous loop follows the limit the store was given")
  func synchronousLoopFollowsTheLimit() async {
    let (count, reports) = await Self.run(.send, limit: 25)
    #expect(count == 26)
    #expect(reports.count == 1)
  }

  @Test("A synchronous fan-out loop (each action sends two) is broken by depth, reported once")
  func fanOutIsBrokenByDepth() async {
    // Depth 10 is reached after 2^10 actions: each action of depth 10 would send two of depth 11.
    let (count, reports) = await Self.run(.fanOut, limit: 10)
    #expect(count == 2_047)
    #expect(reports.count == 1)
  }

  @Test("A synchronous burst that keeps growing is cut at 100,000 actions, reported once")
  func growingBurstIsCut() async {
    // With a limit of 100, depth 100 is never reached (2^17 > 100,000): the burst limit cuts it.
    let (count, reports) = await Self.run(.fanOut, limit: 100)
    #expect(count == 100_001)
    #expect(reports.count == 1)
    #expect(reports.first?.hasPrefix("A runaway synchronous burst: one action led to more than 100000 actions") == true)
  }

  @Test("With the report turned off, a synchronous loop is still broken (at 100,000)")
  func synchronousLoopIsBrokenWithTheReportOff() async {
    let (count, reports) = await Self.run(.send, limit: .some(nil))
    #expect(count == 100_001)
    #expect(reports.count == 1)
  }

  @Test("Long synchronous chains and large bursts below the limits are neither reported nor cut")
  func legitimateChainsAndBurstsRunToTheEnd() async {
    var result = await Self.run(.chain(1_000))
    #expect(result.count == 1_000)
    #expect(result.reports.isEmpty)
    result = await Self.run(.burst(5_000))
    #expect(result.count == 5_001)
    #expect(result.reports.isEmpty)
    result = await Self.run(.burst(20_000), limit: 3)
    #expect(result.count == 20_001)
    #expect(result.reports.isEmpty)
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

  @Test("A synchronous loop in a scoped child, started by the parent's .send, is broken")
  func synchronousLoopInAChild() async {
    let store = Store(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.go).finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("A synchronous effect loop: more than 1000")
    }
    // `.go`, then `.child(.start)` and 999 `.child(.step)` (the chain counts from `.go`).
    #expect(store.withState(\.child.count) == 1_000)
    #expect(store.withState(\.parentCount) == 1_001)
  }

  @Test("An asynchronous effect whose action starts a synchronous loop: send returns, the loop is broken")
  func asynchronousThenSynchronous() async {
    struct Feature: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable { case start, step }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start: return .run { send in await send(.step) }
        case .step:
          state.count += 1
          return .send(.step)
        }
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.start).finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("A synchronous effect loop: more than 1000")
    }
    #expect(store.withState(\.count) == 1_001)
  }
}
