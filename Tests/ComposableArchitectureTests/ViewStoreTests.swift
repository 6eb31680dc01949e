import Clocks
import ConcurrencyExtras
import Observation
import Testing

@testable import ComposableArchitecture

// `ViewStore` is deprecated (as in TCA 1.24): it is exercised from deprecated functions, so the build
// stays free of warnings.

/// A counter that loads a fact after a second on the continuous clock.
@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isLoading = false
    var fact: String?
  }

  enum Action: Equatable {
    case increment
    case decrement
    case refresh
    case refreshed(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .decrement:
        state.count -= 1
        return .none
      case .refresh:
        state.isLoading = true
        let count = state.count
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.refreshed("\(count) is a number"))
        }
      case let .refreshed(fact):
        state.isLoading = false
        state.fact = fact
        return .none
      }
    }
  }
}

/// Counts calls, from the closures a view store is given.
@MainActor
private final class Calls {
  var observe = 0
  var isDuplicate = 0
  var notifications = 0
}

@MainActor
@Suite("ViewStore without Combine or SwiftUI (issue 27)")
struct ViewStoreTests {
  private func makeStore(clock: TestClock<Duration> = TestClock()) -> StoreOf<Counter> {
    Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @available(*, deprecated)
  @Test("send(_:) reduces at once; state and dynamic members read the observed projection")
  func sendsAndReads() {
    let store = makeStore()
    let viewStore = ViewStore(store, observe: { $0 })
    let countStore = ViewStore(store, observe: \.count)
    #expect(viewStore.count == 0)
    viewStore.send(.increment)
    viewStore.send(.increment)
    #expect(viewStore.count == 2)
    #expect(viewStore.state == Counter.State(count: 2))
    #expect(countStore.state == 2)
    // A send through the store (or another view store) updates every view store of it.
    store.send(.decrement)
    #expect(viewStore.count == 1)
    #expect(countStore.state == 1)
    countStore.send(.increment, animation: .default)
    #expect(viewStore.count == 2)
    countStore.send(.increment, transaction: Transaction(animation: nil))
    #expect(viewStore.count == 3)
  }

  @available(*, deprecated)
  @Test("A view store of a scoped store follows the parent's sends; send(_:) embeds in the parent")
  func scopedStore() {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }
    let viewStore = ViewStore(
      store, observe: { $0.count * 10 }, send: { (tap: Bool) in tap ? .increment : .decrement })
    viewStore.send(true)
    viewStore.send(true)
    viewStore.send(false)
    #expect(viewStore.state == 10)
    #expect(store.count == 1)
  }

  @available(*, deprecated)
  @Test("send(_:) returns the effects' task: finish() waits for them, cancel() stops them")
  func sendReturnsTask() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    let viewStore = ViewStore(store, observe: { $0 })

    let task = viewStore.send(.refresh)
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(viewStore.fact == "0 is a number")
    #expect(!viewStore.isLoading)

    let cancelled = viewStore.send(.refresh)
    cancelled.cancel()
    await cancelled.finish()
    await clock.advance(by: .seconds(1))
    #expect(cancelled.isCancelled)
    #expect(viewStore.isLoading)
    #expect(viewStore.fact == "0 is a number")
  }

  @available(*, deprecated)
  @Test("send(_:while:) returns once the predicate turns false, driven by a TestClock effect")
  func sendWhile() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    let viewStore = ViewStore(store, observe: { $0 })
    let returned = LockIsolated(false)

    let task = Task { @MainActor in
      await viewStore.send(.refresh, while: \.isLoading)
      returned.setValue(true)
    }
    await viewStore.yield(while: { !$0.isLoading })
    #expect(viewStore.isLoading)
    await clock.advance(by: .milliseconds(999))
    #expect(!returned.value)
    await clock.advance(by: .milliseconds(1))
    await task.value
    #expect(returned.value)
    #expect(!viewStore.isLoading)
    #expect(viewStore.fact == "0 is a number")
  }

  @available(*, deprecated)
  @Test("Cancelling send(_:while:) ends the wait and cancels the effect it started")
  func sendWhileCancellation() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    let viewStore = ViewStore(store, observe: { $0 })

    let task = Task { @MainActor in
      await viewStore.send(.refresh, animation: .default, while: \.isLoading)
    }
    await viewStore.yield(while: { !$0.isLoading })
    task.cancel()
    await task.value
    await clock.advance(by: .seconds(2))
    // The effect was cancelled: its response never came.
    #expect(viewStore.isLoading)
    #expect(viewStore.fact == nil)
  }

  @available(*, deprecated)
  @Test("yield(while:) returns at once when the predicate is false, and on the first new state that ends it")
  func yieldWhile() async {
    let store = makeStore()
    let viewStore = ViewStore(store, observe: { $0 })
    // Already false: returns without suspending.
    await viewStore.yield(while: { $0.count > 0 })

    let resumedAt = LockIsolated<Int?>(nil)
    let task = Task { @MainActor in
      await viewStore.yield(while: { $0.count < 3 })
      let count = viewStore.count
      resumedAt.setValue(count)
    }
    // Each send is followed by yields that would let a wrongly resumed waiter run.
    for _ in 1...3 {
      await Task.megaYield()
      #expect(resumedAt.value == nil)
      viewStore.send(.increment)
    }
    await task.value
    #expect(resumedAt.value == 3)
  }

  @available(*, deprecated)
  @Test("Cancelling yield(while:) ends the wait even though the state never changes")
  func yieldWhileCancellation() async {
    let store = makeStore()
    let viewStore = ViewStore(store, observe: { $0 })
    let task = Task { @MainActor in
      await viewStore.yield(while: { _ in true })
    }
    await Task.megaYield()
    task.cancel()
    await task.value
    // Cancelled before it ever suspended: returns at once too.
    let cancelledFirst = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      await viewStore.yield(while: { _ in true })
    }
    await cancelledFirst.value
  }

  @available(*, deprecated)
  @Test(
    "observe and removeDuplicates run once per reducer pass; a duplicate leaves the state and notifies nobody",
    arguments: [
      ("equal", 0), ("always a duplicate", 1), ("never a duplicate", 2),
    ])
  func removeDuplicatesCounts(name: String, kind: Int) {
    let store = makeStore()
    let calls = Calls()
    let viewStore = ViewStore(
      store,
      observe: { state in
        calls.observe += 1
        return state.count / 2
      },
      removeDuplicates: { lhs, rhs in
        calls.isDuplicate += 1
        switch kind {
        case 0: return lhs == rhs
        case 1: return true
        default: return false
        }
      }
    )
    #expect(calls.observe == 1)
    #expect(calls.isDuplicate == 0)

    // Observation: a read of `state` is notified when the view state changes.
    let changed = LockIsolated(false)
    var seen: [Int] = []
    for _ in 1...4 {
      withObservationTracking {
        _ = viewStore.state
      } onChange: {
        changed.setValue(true)
      }
      viewStore.send(.increment)
      if changed.value { calls.notifications += 1 }
      changed.setValue(false)
      seen.append(viewStore.state)
    }
    // One computation and one comparison per pass, whatever the comparison says.
    #expect(calls.observe == 5)
    #expect(calls.isDuplicate == 4)
    switch kind {
    case 0:
      #expect(seen == [0, 1, 1, 2])
      #expect(calls.notifications == 2)
    case 1:
      #expect(seen == [0, 0, 0, 0])
      #expect(calls.notifications == 0)
    default:
      #expect(seen == [0, 1, 1, 2])
      #expect(calls.notifications == 4)
    }
  }

  @available(*, deprecated)
  @Test("Every view store of one root is told of every pass, also of actions its effects send")
  func manyViewStoresOneRoot() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    let calls = Calls()
    let viewStores = (0..<4).map { _ in
      ViewStore(
        store, observe: { $0 },
        removeDuplicates: { lhs, rhs in
          calls.isDuplicate += 1
          return lhs == rhs
        })
    }
    viewStores[3].send(.increment)
    #expect(calls.isDuplicate == 4)
    viewStores[0].send(.refresh)
    #expect(calls.isDuplicate == 8)
    await clock.advance(by: .seconds(1))
    await viewStores[1].yield(while: \.isLoading)
    #expect(calls.isDuplicate == 12)
    #expect(viewStores.allSatisfy { $0.fact == "1 is a number" })
  }

  @available(*, deprecated)
  @Test("A released view store is no longer told of passes")
  func releasedViewStore() {
    let store = makeStore()
    let calls = Calls()
    var viewStore: ViewStore<Int, Counter.Action>? = ViewStore(
      store, observe: { state in
        calls.observe += 1
        return state.count
      })
    viewStore?.send(.increment)
    #expect(calls.observe == 2)
    viewStore = nil
    store.send(.increment)
    store.send(.increment)
    #expect(calls.observe == 2)
  }
}
