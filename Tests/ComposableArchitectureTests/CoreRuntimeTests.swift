import Foundation
import Testing

@testable import ComposableArchitecture

/// The core runtime beyond the seeds: builder shapes, scoping, attribution, fast paths.
@MainActor
@Suite("Core runtime")
struct CoreRuntimeTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    @CasePathable enum Action: Equatable { case increment, decrement }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
      return .none
    }
  }

  struct App: Reducer {
    struct State: Equatable {
      var left = Counter.State()
      var right = Counter.State()
      var log: [String] = []
    }
    @CasePathable enum Action: Equatable {
      case left(Counter.Action)
      case right(Counter.Action)
      case noop
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) { Counter() }
      Scope(state: \.right, action: \.right) { Counter() }
      Reduce { state, action in
        state.log.append("\(action)")
        return .none
      }
    }
  }

  @Test func scopeRunsTheChildOnlyForItsActions() {
    let store = Store(initialState: App.State()) { App() }
    store.send(.left(.increment))
    store.send(.right(.decrement))
    store.send(.noop)
    #expect(store.left.count == 1)
    #expect(store.right.count == -1)
    #expect(store.log.count == 3)  // the parent sees every action
  }

  @Test func scopedStoresReadAndWriteThroughTheRootAndAreCached() {
    let store = Store(initialState: App.State()) { App() }
    let left = store.scope(state: \.left, action: \.left)
    #expect(left === store.scope(state: \.left, action: \.left))
    #expect(left !== store.scope(state: \.right, action: \.right))
    left.send(.increment)
    left.send(.increment)
    #expect(left.count == 2)
    #expect(store.left.count == 2)
    #expect(store.log.count == 2)  // each child action went through the whole root reducer
    #expect(left.withState(\.count) == 2)
    #expect(left.state == Counter.State(count: 2))
  }

  struct Level: Reducer {
    struct State: Equatable { var value = 0; var inner: Box? = nil }
    final class Box: Equatable {
      static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
    }
    @CasePathable enum Action: Equatable { case bump }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.value += 1
      return .none
    }
  }
  struct Outer: Reducer {
    struct State: Equatable { var middle = Middle.State() }
    @CasePathable enum Action: Equatable { case middle(Middle.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.middle, action: \.middle) { Middle() }
    }
  }
  struct Middle: Reducer {
    struct State: Equatable { var level = Level.State() }
    @CasePathable enum Action: Equatable { case level(Level.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.level, action: \.level) { Level() }
    }
  }
  @Test func deepScopesComposeTheirPaths() {
    let store = Store(initialState: Outer.State()) { Outer() }
    let deep = store.scope(state: \.middle, action: \.middle).scope(state: \.level, action: \.level)
    deep.send(.bump)
    #expect(deep.value == 1)
    #expect(store.middle.level.value == 1)
  }

  @CasePathable enum Screen: Equatable {
    case counter(Counter.State)
    case empty
  }

  struct Switcher: Reducer {
    typealias State = Screen
    @CasePathable enum Action: Equatable { case counter(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  @Test func scopeOnAnEnumCase() {
    let store = Store(initialState: Screen.counter(Counter.State())) { Switcher() }
    store.send(.counter(.increment))
    #expect(store.state == .counter(Counter.State(count: 1)))
  }

  @Test func scopeOnAnEnumCaseReportsAChildActionInTheWrongCase() {
    let store = Store(initialState: Screen.empty) { Switcher() }
    withKnownIssue {
      store.send(.counter(.increment))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(#"A "Scope" at "ComposableArchitectureTests/CoreRuntimeTests.swift:"#)
        && text.contains("received a child action when child state was set to a different case.\n")
        && text.contains("CoreRuntimeTests.Screen.empty") && !text.contains("<computed")
    }
    #expect(store.state == .empty)
  }

  struct Built: Reducer {
    struct State: Equatable { var trace: [String] = [] }
    enum Action: Equatable { case go }
    let flag: Bool
    let optional: Bool
    let names: [String]
    var body: some ReducerOf<Self> {
      if flag {
        Reduce { state, _ in state.trace.append("if"); return .none }
      } else {
        Reduce { state, _ in state.trace.append("else"); return .none }
      }
      if optional {
        Reduce { state, _ in state.trace.append("optional"); return .none }
      }
      for name in names {
        Reduce { state, _ in state.trace.append(name); return .none }
      }
      if #available(macOS 14, iOS 17, *) {
        Reduce { state, _ in state.trace.append("available"); return .none }
      }
      CombineReducers {
        Reduce { state, _ in state.trace.append("combined"); return .none }
        EmptyReducer()
      }
    }
  }

  @Test func builderSupportsConditionalsOptionalsLoopsAndAvailability() {
    let first = Store(initialState: Built.State()) { Built(flag: true, optional: true, names: ["a", "b"]) }
    first.send(.go)
    #expect(first.trace == ["if", "optional", "a", "b", "available", "combined"])
    let second = Store(initialState: Built.State()) { Built(flag: false, optional: false, names: []) }
    second.send(.go)
    #expect(second.trace == ["else", "available", "combined"])
  }

  enum CancelID: Hashable, Sendable { case a, b }

  struct Cancelling: Reducer {
    struct State: Equatable { var done: [String] = [] }
    @CasePathable enum Action: Equatable { case start, cancelBoth, child, cancelChildScope, finished(String) }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .merge(
          .run { send in try await clock.sleep(for: .seconds(1)); await send(.finished("a")) }
            .cancellable(id: CancelID.a),
          .run { send in try await clock.sleep(for: .seconds(1)); await send(.finished("b")) }
            .cancellable(id: CancelID.b)
        )
      case .cancelBoth:
        return .cancel(ids: [CancelID.a, CancelID.b])
      case .child:
        // Attributed to the "row-1" part of the state tree.
        return Effect<Action>.run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.finished("child"))
        }
        .cancellable(id: CancelID.a)
        ._scoped(to: "row-1")
      case .cancelChildScope:
        return ._cancelScope("row-1")
      case let .finished(name):
        state.done.append(name)
        return .none
      }
    }
  }

  @Test func cancelManyIds() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Cancelling.State()) { Cancelling() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.start)
      await Task.megaYield()
      store.send(.cancelBoth)
      await task.finish()
      #expect(store.done.isEmpty)
    }
  }

  @Test func effectsAreAttributedToTheirScopeAndCancelledWithIt() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Cancelling.State()) { Cancelling() } withDependencies: {
        $0.continuousClock = clock
      }
      var child = store.send(.child)
      let root = store.send(.start)
      await Task.megaYield()
      // Cancelling the scope cancels the effect attributed to it, and nothing at the root.
      store.send(.cancelChildScope)
      await child.finish()
      #expect(store.runningEffectCount == 2)
      // A root's `.cancel(id:)` reaches the effects below it filed under that id, as in TCA.
      child = store.send(.child)
      await Task.megaYield()
      #expect(store.runningEffectCount == 3)
      store.send(.cancelBoth)
      await root.finish()
      await child.finish()
      #expect(store.done.isEmpty)
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test func sendEffectsStartNoTaskAndNoneAllocatesNothing() {
    struct Ping: Reducer {
      struct State: Equatable { var pongs = 0 }
      enum Action: Equatable { case ping, pong }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .ping: return .merge(.send(.pong), .none, .send(.pong))
        case .pong: state.pongs += 1; return .none
        }
      }
    }
    let store = Store(initialState: Ping.State()) { Ping() }
    let task = store.send(.ping)
    #expect(store.pongs == 2)
    #expect(task.isCancelled)  // no task was started
    #expect(Effect<Int>.merge([.none, .none]).isNone)
    #expect(Effect<Int>.merge([Effect<Int>]()).isNone)
  }

  @Test func transformDependencyAppliesToTheReducerAndItsEffects() async {
    struct Dated: Reducer {
      struct State: Equatable { var dates: [Date] = [] }
      enum Action: Equatable { case start, stamped(Date) }
      @Dependency(\.date.now) var now
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          state.dates.append(now)
          return .run { send in
            @Dependency(\.date.now) var now
            await send(.stamped(now))
          }
        case let .stamped(date):
          state.dates.append(date)
          return .none
        }
      }
    }
    let base = Date(timeIntervalSince1970: 0)
    let store = Store(initialState: Dated.State()) {
      Dated().transformDependency(\.date) { $0 = .constant(base.addingTimeInterval(60)) }
    } withDependencies: {
      $0.date = .constant(base)
    }
    await store.send(.start).finish()
    #expect(store.dates == [base.addingTimeInterval(60), base.addingTimeInterval(60)])
  }

  @Test func sendEffectWithAnimationOrTransactionIsStillSynchronous() {
    struct Animated: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable { case start, increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .merge(
            .send(.increment, animation: .default),
            .send(.increment, transaction: Transaction(animation: .linear))
          )
        case .increment:
          state.count += 1
          return .none
        }
      }
    }
    let store = Store(initialState: Animated.State()) { Animated() }
    let task = store.send(.start)
    #expect(store.count == 2)
    #expect(task.isCancelled)  // nothing asynchronous started
  }

  /// As with SwiftUI's `.task { await store.send(.onAppear).finish() }`: when the view's task is
  /// cancelled, so are the effects it is waiting for.
  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Cancelling.State()) { Cancelling() } withDependencies: {
        $0.continuousClock = clock
      }
      let viewTask = Task { await store.send(.start).finish() }
      await Task.megaYield()
      #expect(store.runningEffectCount == 2)
      viewTask.cancel()
      await viewTask.value
      await Task.megaYield()
      #expect(store.runningEffectCount == 0)
      await clock.advance(by: .seconds(1))
      #expect(store.done.isEmpty)
    }
  }
}
