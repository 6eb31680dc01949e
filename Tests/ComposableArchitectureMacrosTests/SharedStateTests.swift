import ComposableArchitecture
import Foundation
import Observation
import Testing

/// A counter whose count is shared in memory with the rest of the app.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var label = ""
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case incrementAndLabel
    case delayedIncrement
    case incrementResponse
    case noop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementAndLabel:
        state.$count.withLock { $0 += 1 }
        state.label = "Count: \(state.count)"
        return .none
      case .delayedIncrement:
        return .run { send in await send(.incrementResponse) }
      case .incrementResponse:
        state.$count.withLock { $0 += 1 }
        return .none
      case .noop:
        return .none
      }
    }
  }
}

/// A parent and a child holding the same shared value.
@Reducer
struct SharedParent {
  @ObservableState
  struct State: Equatable {
    var child = SharedCounter.State()
    @Shared(.inMemory("count")) var count = 0
  }

  enum Action: Equatable {
    case child(SharedCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { SharedCounter() }
  }
}

@MainActor @Suite struct SharedStateTests {
  @Test func assertedSharedChangePasses() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
  }

  @Test func sharedAndPlainChangesInOneStep() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementAndLabel) {
      $0.$count.withLock { $0 = 1 }
      $0.label = "Count: 1"
    }
  }

  @Test func unassertedSharedChangeFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      // TCA's text: the state's difference, the shared value recorded (−) against actual (+).
      issue.comments.map(\.rawValue).joined() == """
        State was not expected to change, but a change occurred.

            \u{2007} SharedCounter.State(
            −   _count: #1 0,
            +   _count: #1 1,
            \u{2007}   label: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """
    }
    // The change counts as seen: the next step starts from it.
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
  }

  @Test func wrongSharedAssertionFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 5 } }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == """
        A state change does not match expectation.

            \u{2007} SharedCounter.State(
            −   _count: #1 5,
            +   _count: #1 1,
            \u{2007}   label: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """
    }
  }

  @Test func assertingAChangeThatDidNotHappenFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.noop) { $0.$count.withLock { $0 = 1 } }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("A state change does not match expectation.")
    }
  }

  @Test func sharedChangeFromEffectIsAssertedInReceive() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.delayedIncrement)
    await store.receive(.incrementResponse) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func unassertedSharedChangeInReceiveFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.delayedIncrement)
    await withKnownIssue {
      await store.receive(.incrementResponse)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "State was not expected to change, but a change occurred.")
    }
  }

  @Test func nonExhaustiveStoreSkipsUnassertedSharedChanges() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
    #expect(store.state.count == 2)
  }

  @Test func skippedReceivedActionsSkipTheirSharedChanges() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.delayedIncrement)
    await store.skipReceivedActions()
    await store.send(.noop)
    #expect(store.state.count == 1)
  }

  @Test func parentAndChildSeeOneValue() async {
    let store = TestStore(initialState: SharedParent.State()) { SharedParent() }
    await store.send(.child(.incrementButtonTapped)) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
    #expect(store.state.child.count == 1)
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 1)
  }

  @Test func liveStoreSharesWithEveryHolder() async {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    @Shared(.inMemory("count")) var count = 0
    store.send(.incrementButtonTapped)
    #expect(count == 1)
    #expect(store.count == 1)
    $count.withLock { $0 = 10 }
    #expect(store.count == 10)
  }

  @Test func storeObservesSharedValue() async {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    @Shared(.inMemory("count")) var count = 0
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.count
    } onChange: {
      changed.setValue(true)
    }
    $count.withLock { $0 += 1 }
    #expect(changed.value)
  }
}
