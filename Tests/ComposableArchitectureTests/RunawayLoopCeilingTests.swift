import ComposableArchitecture
import Testing

/// Synchronous chains at the ceiling, a million actions in a row: one that ends there runs to its
/// end; one that goes past is reported once and broken, in every shape an effect can take, and so is
/// a burst past a million actions. (Each test reduces a million actions or more; CI's
/// ThreadSanitizer run skips this suite, which exercises no concurrency.)
@MainActor
@Suite("Runaway loops, at the ceiling")
struct RunawayLoopCeilingTests {
  /// The longest chain a `send` runs: past it, a chain is taken for one that does not end.
  static let ceiling = 1_000_000

  @Test("Chains of up to a million round trips (a million and one passes) run to their end, unreported")
  func chainsAtTheCeilingRunToTheirEnd() async {
    for length in [Self.ceiling - 1, Self.ceiling + 1] {
      let result = await RunawayLoopTests.run(.chain(length))
      #expect(result.count == length)
      #expect(result.reports.isEmpty)
    }
  }

  @Test(
    "Lesson 1 (seed 000): a synchronous loop is reported once and broken after a million round trips, whatever the effect's shape",
    arguments: [RunawayLoopTests.Looper.Shape.send, .concatenate, .merge, .cancellable, .cancellableInFlight]
  )
  func synchronousLoopIsBroken(shape: RunawayLoopTests.Looper.Shape) async {
    let (count, reports) = await RunawayLoopTests.run(shape)
    // The outside action, then a million synchronous round trips; the next one is dropped.
    #expect(count == Self.ceiling + 1, "\(shape)")
    #expect(reports.count == 1, "\(shape)")
    #expect(
      reports.first?.hasPrefix(
        "A synchronous effect loop: more than 1000000 actions in a row were sent by '.send' effects"
      ) == true, "\(shape)")
    #expect(
      reports.first?.contains(
        "The store dropped the last action, RunawayLoopTests.Looper.Action.step, and so ended the chain"
      ) == true, "\(shape)")
  }

  @Test("A synchronous loop started by a test store's send is reported at that send")
  func synchronousLoopIsReportedAtTheSend() async {
    let store = TestStore(initialState: RunawayLoopTests.Looper.State()) {
      RunawayLoopTests.Looper(shape: .send)
    }
    store.exhaustivity = .off
    let locations = LockIsolated<[String]>([])
    let line = #line + 2
    await withKnownIssue {
      await store.send(.start)
    } matching: { issue in
      let location = issue.sourceLocation
      locations.withValue { $0.append("\(location?.fileID ?? ""):\(location?.line ?? 0):\(location?.column ?? 0)") }
      return issue.comments.map(\.rawValue).joined().hasPrefix("A synchronous effect loop: more than 1000000")
    }
    #expect(locations.value == ["ComposableArchitectureTests/RunawayLoopCeilingTests.swift:\(line):23"])
    await store.skipReceivedActions()
    #expect(store.state.count == Self.ceiling + 1)
  }

  @Test("A synchronous fan-out loop (each action sends two) is cut at a million actions, reported once")
  func growingBurstIsCut() async {
    for limit: Int? in [10, nil] {
      let (count, reports) = await RunawayLoopTests.run(.fanOut, limit: .some(limit))
      #expect(count == Self.ceiling + 1)
      #expect(reports.count == 1)
      #expect(
        reports.first?.hasPrefix(
          "A runaway synchronous burst: one action led to more than 1000000 actions") == true)
    }
  }

  @Test("With the report turned off, a synchronous loop is still broken (at a million)")
  func synchronousLoopIsBrokenWithTheReportOff() async {
    let (count, reports) = await RunawayLoopTests.run(.send, limit: .some(nil))
    #expect(count == Self.ceiling + 1)
    #expect(reports.count == 1)
  }

  @Test("A synchronous loop in a scoped child, started by the parent's .send, is broken")
  func synchronousLoopInAChild() async {
    let store = Store(initialState: RunawayLoopTests.Parent.State()) { RunawayLoopTests.Parent() }
    await withKnownIssue {
      await store.send(.go).finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("A synchronous effect loop: more than 1000000")
    }
    // `.go`, then `.child(.start)` and 999,999 `.child(.step)` (the chain counts from `.go`).
    #expect(store.withState(\.child.count) == Self.ceiling)
    #expect(store.withState(\.parentCount) == Self.ceiling + 1)
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
      issue.comments.map(\.rawValue).joined().hasPrefix("A synchronous effect loop: more than 1000000")
    }
    #expect(store.withState(\.count) == Self.ceiling + 1)
  }
}
