@testable import ComposableArchitecture
import Foundation
import Testing

/// Lesson 4 (seed 003) — "Effect": the reducer describes, the runtime executes; `.none` is the identity;
/// `.merge` runs in parallel, `.concatenate` in order; `.send` is synchronous; cancellation by
/// identity; `cancelInFlight: true` is the debounce; streams are cancelled by id.
@MainActor
@Suite("Seed 003: the Effect algebra")
struct Seed003EffectTests {
  enum CancelID: Hashable, Sendable { case search, ticker }

  struct Feature: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var query = ""
      var results: [String] = []
      var ticks = 0
    }
    enum Action: Equatable {
      case describeOnly, merged, concatenated, sendSync, syncTarget, note(String)
      case queryChanged(String), results([String])
      case appear, tick, disappear
      case startThenCancel, neverStarted, cancelSearch
      case scopedCancellation
    }
    @Dependency(\.continuousClock) var clock
    let started: LockIsolated<[String]>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .describeOnly:
        state.log.append("described")
        return .run { [started] _ in started.withValue { $0.append("ran") } }
      case .merged:
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.note("slow"))
          },
          .none,
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.note("fast"))
          }
        )
      case .concatenated:
        return .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.note("slow"))
          },
          .send(.note("between")),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.note("fast"))
          }
        )
      case .sendSync:
        return .merge(
          .run { send in await send(.note("async")) },
          .send(.syncTarget)
        )
      case .syncTarget:
        state.log.append("sync")
        return .none
      case let .note(text):
        state.log.append(text)
        return .none
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.results(["\(query)!"]))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .results(results):
        state.results += results
        return .none
      case .appear:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.ticker)
      case .tick:
        state.ticks += 1
        return .none
      case .disappear:
        return .cancel(id: CancelID.ticker)
      case .startThenCancel:
        return .concatenate(.send(.neverStarted), .send(.cancelSearch))
      case .cancelSearch:
        return .cancel(id: CancelID.search)
      case .neverStarted:
        return .run { [started] send in
          started.withValue { $0.append("never") }
          await send(.note("never"))
        }
        .cancellable(id: CancelID.search)
      case .scopedCancellation:
        return .none
      }
    }
  }

  private func makeStore(clock: TestClock<Duration> = TestClock()) -> (Store<Feature.State, Feature.Action>, LockIsolated<[String]>) {
    let started = LockIsolated<[String]>([])
    let store = Store(initialState: Feature.State()) { Feature(started: started) } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, started)
  }

  @Test func theReducerDescribesAndTheStoreExecutesLater() async {
    let started = LockIsolated<[String]>([])
    var state = Feature.State()
    let effect = Feature(started: started).reduce(into: &state, action: .describeOnly)
    #expect(state.log == ["described"])
    #expect(started.value.isEmpty)  // a description: nothing ran
    _ = effect

    let (store, storeStarted) = makeStore()
    await store.send(.describeOnly).finish()
    #expect(storeStarted.value == ["ran"])
  }

  @Test func noneIsTheIdentity() {
    let effect: Effect<Int> = .merge(.none, .none)
    #expect(effect.isNone)
    #expect(Effect<Int>.concatenate(.none, .none).isNone)
    let store = makeStore().0
    #expect(store.send(.note("x")).isCancelled)  // started nothing
  }

  @Test func mergeRunsConcurrently() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (store, _) = makeStore(clock: clock)
      let task = store.send(.merged)
      await clock.advance(by: .seconds(2))
      await task.finish()
      #expect(store.log == ["fast", "slow"])
    }
  }

  @Test func concatenateRunsInOrder() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (store, _) = makeStore(clock: clock)
      let task = store.send(.concatenated)
      await clock.advance(by: .seconds(2))
      #expect(store.log == ["slow", "between"])
      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(store.log == ["slow", "between", "fast"])
    }
  }

  @Test func sendIsDeliveredSynchronouslyBeforeAnyAsynchronousEffect() async {
    let (store, _) = makeStore()
    let task = store.send(.sendSync)
    #expect(store.log == ["sync"])
    await task.finish()
    #expect(store.log == ["sync", "async"])
  }

  @Test func cancelInFlightIsTheDebounce() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (store, _) = makeStore(clock: clock)
      store.send(.queryChanged("s"))
      await clock.advance(by: .milliseconds(100))
      store.send(.queryChanged("sw"))
      await clock.advance(by: .milliseconds(100))
      let last = store.send(.queryChanged("swi"))
      await clock.advance(by: .milliseconds(300))
      await last.finish()
      #expect(store.results == ["swi!"])
    }
  }

  @Test func aStreamIsCancelledById() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (store, _) = makeStore(clock: clock)
      let task = store.send(.appear)
      await clock.advance(by: .seconds(3))
      #expect(store.ticks == 3)
      store.send(.disappear)
      await task.finish()
      await clock.advance(by: .seconds(3))
      #expect(store.ticks == 3)
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test func cancelStopsAnEffectWhoseTaskHasNotStartedYet() async {
    let (store, started) = makeStore()
    let task = store.send(.startThenCancel)
    await task.finish()
    // Its body still runs, as a Swift task's body does (and as in TCA), and sees the cancellation
    // at once: what it sends is dropped.
    #expect(started.value == ["never"])
    #expect(!store.log.contains("never"))
  }

  @Test func cancellationIdsAreScopedToTheStore() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (first, _) = makeStore(clock: clock)
      let (second, _) = makeStore(clock: clock)
      let firstTask = first.send(.appear)
      let secondTask = second.send(.appear)
      await clock.advance(by: .seconds(1))
      first.send(.disappear)
      await firstTask.finish()
      await clock.advance(by: .seconds(2))
      #expect(first.ticks == 1)
      #expect(second.ticks == 3)
      secondTask.cancel()
      await secondTask.finish()
    }
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      var store: Store<Feature.State, Feature.Action>? = makeStore(clock: clock).0
      let task = store?.send(.appear)
      await clock.advance(by: .seconds(1))
      #expect(store?.ticks == 1)
      store = nil
      await task?.finish()  // returns because the effect was cancelled
      #expect(task?.isCancelled == false)
    }
  }

  @Test func mapTransformsEveryAction() async {
    let effect = Effect<Int>.merge(.send(1), .run { send in await send(2) }).map { "\($0)" }
    struct Echo: Reducer {
      struct State: Equatable { var seen: [String] = [] }
      let effect: Effect<String>
      func reduce(into state: inout State, action: String) -> Effect<String> {
        state.seen.append(action)
        return action == "go" ? effect : .none
      }
    }
    let store = Store(initialState: Echo.State()) { Echo(effect: effect) }
    await store.send("go").finish()
    #expect(store.seen == ["go", "1", "2"])
  }

  @Test func withTaskCancellationMakesPartOfAnEffectCancellable() async {
    struct Part: Reducer {
      struct State: Equatable { var finished = false }
      enum Action: Equatable { case start, stop, finished }
      @Dependency(\.continuousClock) var clock
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in
            try await withTaskCancellation(id: "part") {
              try await clock.sleep(for: .seconds(10))
            }
            await send(.finished)
          } catch: { _, _ in }
        case .stop:
          return .cancel(id: "part")
        case .finished:
          state.finished = true
          return .none
        }
      }
    }
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Part.State()) { Part() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.start)
      await Task.megaYield()
      store.send(.stop)
      await task.finish()
      #expect(!store.finished)
    }
  }

  @Test func dependencyModifierReachesTheReducersEffects() async {
    struct Stamped: Reducer {
      struct State: Equatable { var ids: [UUID] = [] }
      enum Action: Equatable { case start, stamped(UUID) }
      @Dependency(\.uuid) var uuid
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          state.ids.append(uuid())
          return .run { send in await send(.stamped(uuid())) }
        case let .stamped(id):
          state.ids.append(id)
          return .none
        }
      }
    }
    let store = Store(initialState: Stamped.State()) {
      Stamped().dependency(\.uuid, .incrementing)
    }
    await store.send(.start).finish()
    #expect(store.ids == [UUID(0), UUID(1)])
  }
}
