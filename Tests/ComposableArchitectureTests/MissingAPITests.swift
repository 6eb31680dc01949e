import Clocks
import Foundation
import Testing

@testable import ComposableArchitecture

private enum NumberKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

/// Issue 13, missing API: debounce and throttle on a clock, writable members of bindable stores,
/// existential reducers in builders, fused dependency chains, closure scoping, Perception.
@MainActor
@Suite("TCA API: timing, bindings, builders, scoping, Perception")
struct MissingAPITests {
  struct Timing: Reducer {
    struct State: Equatable {
      var fired: [Int] = []
    }
    enum Action: Equatable {
      case debounced(Int)
      case throttled(Int, latest: Bool)
      case fire(Int)
    }
    let clock: TestClock<Duration>
    let id: String

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .debounced(value):
        return .send(.fire(value)).debounce(id: id, for: .milliseconds(300), scheduler: clock)
      case let .throttled(value, latest):
        return .send(.fire(value))
          .throttle(id: id, for: .seconds(1), scheduler: clock, latest: latest)
      case let .fire(value):
        state.fired.append(value)
        return .none
      }
    }
  }

  @Test("debounce(id:for:scheduler:) runs the last effect of a burst, after the quiet time")
  func debounce() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timing.State()) { Timing(clock: clock, id: "debounce") }
    await store.send(.debounced(1))
    await clock.advance(by: .milliseconds(200))
    await store.send(.debounced(2))
    await clock.advance(by: .milliseconds(200))
    await store.send(.debounced(3))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.fire(3)) { $0.fired = [3] }
  }

  @Test("throttle(latest: true) runs the first at once, then the latest at the end of the interval")
  func throttleLatest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timing.State()) { Timing(clock: clock, id: "latest") }
    await store.send(.throttled(1, latest: true))
    await store.receive(.fire(1)) { $0.fired = [1] }
    await store.send(.throttled(2, latest: true))
    await store.send(.throttled(3, latest: true))
    await clock.advance(by: .seconds(1))
    await store.receive(.fire(3)) { $0.fired = [1, 3] }
  }

  @Test("throttle(latest: false) keeps the first of those that arrive during the interval")
  func throttleFirst() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timing.State()) { Timing(clock: clock, id: "first") }
    await store.send(.throttled(1, latest: false))
    await store.receive(.fire(1)) { $0.fired = [1] }
    await store.send(.throttled(2, latest: false))
    await store.send(.throttled(3, latest: false))
    await clock.advance(by: .seconds(1))
    await store.receive(.fire(2)) { $0.fired = [1, 2] }
  }

  struct Form: Reducer {
    struct State: Equatable {
      var count = 0
      var name = ""
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Test("Writing a member of a bindable store sends the binding action")
  func writableDynamicMembers() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    let live = Store(initialState: Form.State()) { Form() }
    live.count = 42
    live.name = "Blob"
    #expect(live.count == 42)
    #expect(live.name == "Blob")
    await store.send(.binding(.set(\.count, 42))) { $0.count = 42 }
  }

  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      @Dependency(\.number) var number
      state.count += 1 + number
      return .none
    }
  }

  @Test("A bare `any ReducerOf<…>` line runs in a builder; the concrete lines keep their types")
  func existentialReducers() {
    struct Thrice: Reducer {
      typealias State = Counter.State
      typealias Action = Counter.Action
      let erased: any ReducerOf<Counter> = Counter()
      // The declared type is the check: only the existential line becomes `Reduce`.
      @ReducerBuilder<State, Action>
      var body: ReducerSequence<ReducerSequence<Counter, Reduce<State, Action>>, Counter> {
        Counter()
        erased
        Counter()
      }
    }
    let store = Store(initialState: Counter.State()) { Thrice() }
    store.send(.increment)
    #expect(store.count == 3)

    let alone = CombineReducers { Thrice().erased }
    var state = Counter.State()
    _ = alone.reduce(into: &state, action: .increment)
    #expect(state.count == 1)
  }

  @Test("dependency(…).transformDependency(…) fuses into one reducer; the inner modifier wins")
  func fusedDependencyChains() {
    let fused: _DependencyKeyWritingReducer<Counter> = Counter()
      .dependency(\.number, 10)
      .transformDependency(\.number) { $0 += 5 }
    var state = Counter.State()
    _ = fused.reduce(into: &state, action: .increment)
    #expect(state.count == 1 + 10)
  }

  struct Parent: Reducer {
    struct State: Equatable { var child = Counter.State() }
    @CasePathable
    enum Action: Equatable { case child(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Counter() }
    }
  }

  @available(*, deprecated)
  @Test("The deprecated closure form of store.scope(state:action:) works")
  func closureScope() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: { $0.child }, action: { .child($0) })
    child.send(.increment)
    #expect(child.count == 1)
    #expect(store.child.count == 1)
  }

  @Test("withPerceptionTracking is reachable through ComposableArchitecture")
  func perceptionTracking() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changed = LockIsolated(false)
    let count = withPerceptionTracking {
      store.state.count
    } onChange: {
      changed.setValue(true)
    }
    #expect(count == 0)
    store.send(.increment)
    #expect(changed.value)
  }
}
