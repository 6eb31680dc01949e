import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableArchitecture

private enum StartCountKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var startCount: Int {
    get { self[StartCountKey.self] }
    set { self[StartCountKey.self] = newValue }
  }
}

/// Issue 13: TestStore semantics and failure texts as TCA has them.
@MainActor
@Suite("TestStore: TCA's semantics and texts")
struct TestStoreSemanticsTests {
  struct SomeError: Error {}

  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
    }
    @CasePathable
    enum Action: Equatable {
      case a, b, c, d
      case noop
      case response(Int)
      case respond
      case escape
      case failing
      case stubborn
    }
    var escaped: LockIsolated<Send<Action>?> = LockIsolated(nil)

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .a:
        state.count = 1
        return .run { send in
          await send(.b)
          await send(.c)
          await send(.d)
        }
      case .b:
        state.count = 2
        return .none
      case .c:
        state.count = 3
        return .none
      case .d:
        state.count = 4
        return .none
      case .noop:
        return .none
      case let .response(value):
        state.count = value
        return .none
      case .respond:
        return .send(.response(2))
      case .escape:
        return .run { [escaped] send in escaped.setValue(send) }
      case .failing:
        return .run { _ in throw SomeError() }
      case .stubborn:
        return .run { _ in
          // Ignores cancellation: never ends on its own during the test.
          await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
      }
    }
  }

  func makeStore() -> TestStoreOf<Feature> {
    TestStore(initialState: Feature.State()) { Feature() }
  }

  nonisolated static func message(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }

  @Test("store.state is the last asserted state, not the live one")
  func stateIsTheAssertedState() async {
    let store = makeStore()
    await store.send(.a) { $0.count = 1 }
    #expect(store.state.count == 1)
    await store.receive(.b) { $0.count = 2 }
    #expect(store.state.count == 2)
    await store.receive(.c) { $0.count = 3 }
    #expect(store.state.count == 3)
    await store.receive(.d) { $0.count = 4 }
    #expect(store.state.count == 4)
  }

  @Test("finish() reports the actions received and not asserted")
  func finishReportsReceivedActions() async {
    let store = makeStore()
    await store.send(.a) { $0.count = 1 }
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      Self.message(issue).hasPrefix("The store received 3 unexpected actions.\n\n  Unhandled actions:\n    .")
    }
  }

  @Test("initialState and the reducer are built inside the test store's dependencies")
  func initialStateSeesTheDependencies() async {
    func startingState() -> Feature.State {
      @Dependency(\.startCount) var startCount
      return Feature.State(count: startCount)
    }
    let store = TestStore(initialState: startingState()) {
      Feature()
    } withDependencies: {
      $0.startCount = 42
    }
    #expect(store.state.count == 42)
  }

  @Test("After 'Must handle…', the pending actions are still there for receive")
  func pendingActionsStayForReceive() async {
    let store = makeStore()
    await store.send(.a) { $0.count = 1 }
    await withKnownIssue {
      await store.send(.noop)
    } matching: { issue in
      Self.message(issue).hasPrefix(
        "Must handle 3 received actions before sending an action.\n\nUnhandled actions: [")
    }
    await store.receive(.b) { $0.count = 2 }
    await store.receive(.c) { $0.count = 3 }
    await store.receive(.d) { $0.count = 4 }
  }

  @Test("No change where one was asserted: TCA's text")
  func noChangeText() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.noop) { $0.count = 0 }
    } matching: { issue in
      Self.message(issue) == """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """
    }
  }

  @Test("A mismatching or unexpected change: TCA's headings")
  func stateChangeTexts() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.response(5))
    } matching: { issue in
      Self.message(issue).hasPrefix("State was not expected to change, but a change occurred.\n\n")
    }
    await withKnownIssue {
      await store.send(.response(6)) { $0.count = 7 }
    } matching: { issue in
      let text = Self.message(issue)
      return text.hasPrefix("A state change does not match expectation.\n\n    ")
        && text.hasSuffix("\n\n(Expected: −, Actual: +)")
    }
  }

  @Test("An assertion closure that throws: 'Threw error: …'")
  func threwErrorText() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.noop) { _ in throw SomeError() }
    } matching: { issue in
      Self.message(issue) == "Threw error: SomeError()"
    }
  }

  @Test("Receiving what never comes: TCA's texts")
  func neverReceivedTexts() async {
    let store = makeStore()
    await withKnownIssue {
      await store.receive(.b)
    } matching: { issue in
      Self.message(issue).hasPrefix("Expected to receive the following action, but didn't:\n\n  ")
    }
    await withKnownIssue {
      await store.receive(\.response)
    } matching: { issue in
      Self.message(issue) == "Expected to receive an action matching case path, but didn't get one."
    }
    await withKnownIssue {
      await store.receive(\.response, 1)
    } matching: { issue in
      Self.message(issue) == "Expected to receive an action matching case path, but didn't get one."
    }
  }

  @Test("A received action that differs: the diff shows the whole action")
  func unexpectedActionDiff() async {
    let store = makeStore()
    await store.send(.respond)
    await withKnownIssue {
      await store.receive(.response(3)) { $0.count = 3 }
    } matching: { issue in
      let text = Self.message(issue)
      return text.hasPrefix("Received unexpected action:\n\n")
        && text.contains("response(3)") && text.contains("response(2)")
        && text.hasSuffix("\n\n(Expected: −, Received: +)")
    }
  }

  @Test("finish() on an effect that ignores cancellation reports it once, not twice")
  func finishReportsOnce() async {
    let reports = LockIsolated(0)
    await withKnownIssue {
      let store = makeStore()
      await store.send(.stubborn)
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      if Self.message(issue).hasPrefix("An effect returned for this action is still running.") {
        reports.withValue { $0 += 1 }
      }
      return true
    }
    #expect(reports.value == 1)
  }

  @Test("An effect still running is reported at the send that started it")
  func inFlightEffectLocation() async {
    let sendLine = LockIsolated<Int>(0)
    await withKnownIssue {
      let store = makeStore()
      sendLine.setValue(#line + 1)
      await store.send(.stubborn)
    } matching: { issue in
      Self.message(issue).hasPrefix("An effect returned for this action is still running.")
        && issue.sourceLocation?.fileName == "TestStoreSemanticsTests.swift"
        && issue.sourceLocation?.line == sendLine.value
    }
  }

  @Test("A Send used after its effect completed is reported")
  func sendAfterCompletion() async {
    let feature = Feature()
    let store = Store(initialState: Feature.State()) { feature }
    await store.send(.escape).finish()
    withKnownIssue {
      feature.escaped.value?(.b)
    } matching: { issue in
      Self.message(issue).hasPrefix("An action was sent from a completed effect.\n\n  Action:\n")
    }
    #expect(store.count == 2)
  }

  @Test("An unhandled error is reported at the .run that threw, in the user's file")
  func unhandledErrorLocation() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.failing).finish()
    } matching: { issue in
      issue.sourceLocation?.fileName == "TestStoreSemanticsTests.swift"
    }
  }

  @Test("StoreTask.value waits for the work")
  func storeTaskValue() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let task = store.send(.a)
    await task.value
    #expect(store.count == 4)
    #expect(!task.isCancelled)
    task.cancel()
    #expect(task.isCancelled)
  }
}
