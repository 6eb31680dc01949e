import Clocks
import ComposableArchitecture
import ConcurrencyExtras
import Testing

/// A feature misused in every way the reliability tests try.
@Reducer
struct Misused {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case add(Int)
    case noop
    case ping
    case pong
    case throwing
    case escape
    case forever
    case stopForever
  }

  struct Failure: Error {}
  enum ForeverID: Hashable { case forever }

  let escaped: LockIsolated<Send<Action>?>
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(value):
        state.count += value
        return .none
      case .noop:
        return .none
      case .ping:
        return .send(.pong)
      case .pong:
        state.count += 100
        return .none
      case .throwing:
        return .run { _ in throw Failure() }
      case .escape:
        return .run { [escaped] send in escaped.setValue(send) }
      case .forever:
        return .run { [clock] send in
          try? await clock.sleep(for: .seconds(1_000))
          // Cancelled by now: this send is dropped, as in TCA.
          await send(.pong)
        }
        .cancellable(id: ForeverID.forever)
      case .stopForever:
        return .cancel(id: ForeverID.forever)
      }
    }
  }
}

/// The text of an issue.
private func text(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined()
}

/// Runs `body`, expecting exactly one issue, which `matches` must accept.
@MainActor
private func expectOneIssue(
  _ body: @MainActor () async -> Void,
  sourceLocation: SourceLocation = #_sourceLocation,
  matching matches: @escaping @Sendable (String) -> Bool
) async {
  let issues = LockIsolated<[String]>([])
  await withKnownIssue {
    await body()
  } matching: { issue in
    let message = text(of: issue)
    issues.withValue { $0.append(message) }
    return matches(message)
  }
  #expect(issues.value.count == 1, "\(issues.value)", sourceLocation: sourceLocation)
}

@MainActor
@Suite("Reliability: misuse is reported once, never a crash")
struct ReliabilityMisuseTests {
  @Test("A child store's action after its optional state became nil: one ifLet report")
  func optionalChildStoreAfterNil() async {
    let census = EffectCensus()
    let store = Store(initialState: ReliableParent.State(detail: .init(id: 7))) {
      ReliableParent(census: census)
    }
    let detail = store.scope(state: \.detail, action: \.detail)
    store.send(.closeDetail)
    await expectOneIssue {
      detail?.send(.bump)
    } matching: {
      $0.hasPrefix(#"An "ifLet" at "ComposableArchitectureMacrosTests/ReliabilityFeatures.swift:"#)
        && $0.contains(#"received a child action when child state was "nil"."#)
        && $0.contains("ReliableParent.Action.detail(.bump)")
    }
    #expect(store.detail == nil)
    // The store goes on working.
    store.send(.openDetail(id: 8))
    store.send(.detail(.bump))
    #expect(store.detail?.bumps == 1)
  }

  @Test("An action sent straight to the parent for a nil child: one ifLet report")
  func parentActionForNilChild() async {
    let store = Store(initialState: ReliableParent.State()) {
      ReliableParent(census: EffectCensus())
    }
    await expectOneIssue {
      store.send(.detail(.startTimer))
    } matching: {
      $0.contains(#"received a child action when child state was "nil"."#)
    }
    #expect(store.state == ReliableParent.State())
  }

  @Test("A row store's action after its row was removed: one forEach report")
  func rowStoreAfterRemoval() async {
    let store = Store(initialState: ReliableParent.State(rows: [.init(id: 1), .init(id: 2)])) {
      ReliableParent(census: EffectCensus())
    }
    let rows = store.scope(state: \.rows, action: \.rows)
    let first = rows[0]
    store.send(.removeRow(id: 1))
    await expectOneIssue {
      first.send(.bump)
    } matching: {
      $0.hasPrefix(#"A "forEach" at "ComposableArchitectureMacrosTests/ReliabilityFeatures.swift:"#)
        && $0.contains("received an action for a missing element.\n")
        && $0.contains("ReliableParent.Action.rows(.element(id:, action: .bump))")
    }
    #expect(store.rows.map(\.id) == [2])
    #expect(store.rows[id: 2]?.bumps == 0)
    // The removed row's store still reads the last state it saw.
    #expect(first.id == 1)
  }

  @Test("A case store's action after the state moved to another case: one ifCaseLet report")
  func caseStoreAfterCaseChange() async {
    let store = Store(initialState: Cuenta.State.activa(Hoja.State())) { Cuenta() }
    let active = store.scope(state: \.activa, action: \.activa)
    #expect(active != nil)
    store.send(.cerrar)
    await expectOneIssue {
      active?.send(.tick)
    } matching: {
      $0.hasPrefix(#"An "ifCaseLet" at "ComposableArchitectureMacrosTests/Seed002CompositionTests.swift:"#)
        && $0.contains("received a child action when child state was set to a different case.\n")
        && $0.contains("Cuenta.Action.activa(.tick)")
        && $0.contains("Cuenta.State.cerrada")
    }
    #expect(store.state == .cerrada)
  }

  @Test("An unhandled error thrown in .run: one report with the location and the error, in TCA's words")
  func unhandledThrow() async {
    let store = Store(initialState: Misused.State()) { Misused(escaped: LockIsolated(nil)) }
    await expectOneIssue {
      await store.send(.throwing).finish()
    } matching: {
      $0.hasPrefix(
        #"An "Effect.run" returned from "ComposableArchitectureMacrosTests/ReliabilityMisuseTests.swift:"#
      )
        && $0.contains("threw an unhandled error.\n\n    ")
        && $0.contains("Failure()\n\nAll non-cancellation errors must be explicitly handled")
    }
    // The store goes on working.
    store.send(.ping)
    #expect(store.count == 100)
  }

  @Test("Sending from an effect that completed: one report, the action still reduced")
  func sendAfterCompletion() async {
    let escaped = LockIsolated<Send<Misused.Action>?>(nil)
    let store = Store(initialState: Misused.State()) { Misused(escaped: escaped) }
    await store.send(.escape).finish()
    let send = escaped.value
    #expect(send != nil)
    await expectOneIssue {
      send?(.add(5))
    } matching: {
      $0.hasPrefix("An action was sent from a completed effect.")
        && $0.contains("Misused.Action.add\n")
        && $0.contains("Misused.Action.escape")
    }
    #expect(store.count == 5)
  }

  @Test("Sending from a cancelled effect: dropped without a report, as in TCA")
  func sendAfterCancellation() async {
    let clock = TestClock()
    let store = Store(initialState: Misused.State()) {
      Misused(escaped: LockIsolated(nil))
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.forever)
    store.send(.stopForever)
    await task.finish()
    await clock.advance(by: .seconds(2_000))
    #expect(store.count == 0)
  }

  @Test("TestStore failures of every kind are reported once each; the process goes on")
  func testStoreFailures() async {
    let clock = TestClock()
    let store = TestStore(initialState: Misused.State()) {
      Misused(escaped: LockIsolated(nil))
    } withDependencies: {
      $0.continuousClock = clock
    }
    // A state change that does not match.
    await expectOneIssue {
      await store.send(.add(1)) { $0.count = 2 }
    } matching: {
      $0.hasPrefix("A state change does not match expectation.")
    }
    // A state change not asserted.
    await expectOneIssue {
      await store.send(.add(1))
    } matching: {
      $0.hasPrefix("State was not expected to change, but a change occurred.")
    }
    // A change expected where none happened.
    await expectOneIssue {
      await store.send(.noop) { $0.count = 2 }
    } matching: {
      $0.hasPrefix("Expected state to change, but no change occurred.")
    }
    // The assertion closure throws.
    await expectOneIssue {
      await store.send(.noop) { _ in throw Misused.Failure() }
    } matching: {
      $0 == "Threw error: Failure()"
    }
    // Receiving when nothing can arrive.
    await expectOneIssue {
      await store.receive(.pong)
    } matching: {
      $0.hasPrefix("Expected to receive the following action, but didn't:")
    }
    // Sending while a received action is not asserted.
    await expectOneIssue {
      await store.send(.ping)
      await store.send(.noop)
    } matching: {
      $0.hasPrefix("Must handle 1 received action before sending an action.")
    }
    // Receiving another action than the one that arrived.
    await expectOneIssue {
      await store.receive(.add(9))
    } matching: {
      $0.hasPrefix("Received unexpected action:")
    }
    #expect(store.state.count == 102)
    // An unhandled error in an effect of the test store.
    await expectOneIssue {
      await store.send(.throwing).finish()
    } matching: {
      $0.contains("threw an unhandled error.\n\n    ") && $0.contains("Failure()")
    }
    // A test store released with an action not received and an effect still running.
    await expectOneIssue {
      do {
        let released = TestStore(initialState: Misused.State()) { Misused(escaped: LockIsolated(nil)) }
        await released.send(.ping)
      }
    } matching: {
      $0.hasPrefix("The store received 1 unexpected action")
    }
    await expectOneIssue {
      do {
        let released = TestStore(initialState: Misused.State()) {
          Misused(escaped: LockIsolated(nil))
        } withDependencies: {
          $0.continuousClock = clock
        }
        await released.send(.forever)
      }
    } matching: {
      $0.hasPrefix("An effect returned for this action is still running.")
    }
    // Every failure above was reported and the test process is still here.
    await store.send(.add(1)) { $0.count = 103 }
  }
}
