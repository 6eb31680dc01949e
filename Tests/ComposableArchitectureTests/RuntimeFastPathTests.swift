import Foundation
import Testing

@testable import ComposableArchitecture

/// The behaviours the runtime's fast paths must keep: the send buffer, the dependency scope, the
/// cancellation index and the lazily waited `StoreTask`.
@MainActor
@Suite("Runtime fast paths")
struct RuntimeFastPathTests {
  struct Chain: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start, a, b, c }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.log.append("\(action)")
      switch action {
      case .start: return .merge(.send(.a), .send(.b))
      case .a: return .send(.c)
      case .b, .c: return .none
      }
    }
  }

  @Test func sentActionsAreReducedInOrderAfterThePassThatSentThem() {
    let store = Store(initialState: Chain.State()) { Chain() }
    store.send(.start)
    #expect(store.log == ["start", "a", "b", "c"])
    store.send(.b)
    store.send(.start)
    #expect(store.log == ["start", "a", "b", "c", "b", "start", "a", "b", "c"])
  }

  struct Greeter: Reducer {
    struct State: Equatable { var greetings: [String] = [] }
    enum Action: Equatable { case greet }
    @Dependency(\.fastPathGreeting) var greeting
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.greetings.append(greeting)
      return .none
    }
  }

  @Test func aStoreReducesWithItsOwnDependenciesWhereverItIsSentFrom() {
    let plain = Store(initialState: Greeter.State()) { Greeter() }
    let overridden = Store(initialState: Greeter.State()) { Greeter() } withDependencies: {
      $0.fastPathGreeting = "store"
    }
    plain.send(.greet)
    overridden.send(.greet)
    withDependencies {
      $0.fastPathGreeting = "ambient"
    } operation: {
      plain.send(.greet)
      overridden.send(.greet)
    }
    #expect(plain.greetings == ["default", "default"])
    #expect(overridden.greetings == ["store", "store"])
  }

  struct Debounced: Reducer {
    struct State: Equatable { var started = 0, finished = 0 }
    enum Action: Equatable { case start, finished, stop, stopOther, noop }
    enum CancelID: Hashable, Sendable { case work, other }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.started += 1
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.finished)
        }
        .cancellable(id: CancelID.work, cancelInFlight: true)
        .cancellable(id: CancelID.other)
      case .finished:
        state.finished += 1
        return .none
      case .stop:
        return .cancel(id: CancelID.work)
      case .stopOther:
        return .cancel(id: CancelID.other)
      case .noop:
        return .none
      }
    }
  }

  @Test func cancelledEffectsStayCountedUntilTheyEndAndCancellingThemAgainIsHarmless() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Debounced.State()) { Debounced() } withDependencies: {
        $0.continuousClock = clock
      }
      var tasks: [StoreTask] = []
      for _ in 0..<100 {
        tasks.append(store.send(.start))
      }
      // 99 were cancelled in flight, but none has had a chance to end yet.
      #expect(store.runningEffectCount == 100)
      store.send(.stop)
      store.send(.stopOther)
      store.send(.stop)
      for task in tasks {
        await task.finish()
      }
      #expect(store.runningEffectCount == 0)
      #expect(store.started == 100)
      #expect(store.finished == 0)
    }
  }

  @Test func theLastEffectOfADebounceRunsToTheEnd() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Debounced.State()) { Debounced() } withDependencies: {
        $0.continuousClock = clock
      }
      for _ in 0..<10 {
        store.send(.start)
      }
      let last = store.send(.start)
      await Task.megaYield()
      await clock.advance(by: .seconds(1))
      await last.finish()
      #expect(store.finished == 1)
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test func storeTasksAreEqualOnlyToThemselvesAndCancelTheirWork() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Debounced.State()) { Debounced() } withDependencies: {
        $0.continuousClock = clock
      }
      let first = store.send(.start)
      let second = store.send(.start)
      #expect(first == first)
      #expect(first != second)
      #expect(Set([first, second, first]).count == 2)
      let nothing = store.send(.noop)
      #expect(nothing == store.send(.noop))
      #expect(nothing.isCancelled)  // started nothing

      #expect(!second.isCancelled)
      second.cancel()
      #expect(second.isCancelled)
      await first.finish()
      await second.finish()
      #expect(store.runningEffectCount == 0)
      #expect(store.finished == 0)
    }
  }
}

private enum FastPathGreetingKey: DependencyKey {
  static let liveValue = "default"
  static let testValue = "default"
}

extension DependencyValues {
  fileprivate var fastPathGreeting: String {
    get { self[FastPathGreetingKey.self] }
    set { self[FastPathGreetingKey.self] = newValue }
  }
}
