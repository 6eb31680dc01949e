@testable import ComposableArchitecture
import Testing

/// Lesson 1 (seed 000) — "El constructor run": `.run` opens an async context backed by a task the store manages,
/// hands over a callable `send`, may send 0…n actions, lives until the closure returns.
@MainActor
@Suite("Seed 000: the run effect")
struct Seed000RunTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var isLoading = false
      var progress: [Int] = []
    }
    enum Action: Equatable {
      case refresh, loaded([String]), progress(Int), silent, profile(String, String), detail(Int, String)
      case loadAll([Int]), chain, chained, saveTapped, saved
    }
    @Dependency(\.continuousClock) var clock
    let draft = LockIsolated<[String]>([])

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refresh:
        state.isLoading = true
        return .run { send in
          await send(.progress(0))
          try await clock.sleep(for: .seconds(1))
          await send(.progress(50))
          await send(.loaded(["a", "b"]))
          await send(.progress(100))
        }
      case let .loaded(items):
        state.isLoading = false
        state.log += items
        return .none
      case let .progress(value):
        state.progress.append(value)
        return .none
      case .silent:
        return .run { _ in try await clock.sleep(for: .seconds(1)) }
      case .chain:
        state.log.append("chain")
        return .run { send in await send(.chained) }
      case .chained:
        state.log.append("chained")
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.loaded(["deep"]))
        }
      case .saveTapped:
        let copy = state.log  // copied before crossing into the effect
        state.isLoading = true
        return .run { [draft] send in
          draft.setValue(copy)
          await send(.saved)
        }
      case .saved:
        state.isLoading = false
        return .none
      case let .profile(name, settings):
        state.log.append("\(name)+\(settings)")
        return .none
      case let .detail(id, text):
        state.log.append("\(id):\(text)")
        return .none
      case let .loadAll(ids):
        return .run { send in
          async let name = { try await clock.sleep(for: .seconds(2)); return "blob" }()
          async let settings = { try await clock.sleep(for: .seconds(1)); return "dark" }()
          await send(.profile(try await name, try await settings))
          try await withThrowingTaskGroup(of: Void.self) { group in
            for id in ids {
              group.addTask {
                try await clock.sleep(for: .seconds(Double(id)))
                await send(.detail(id, "d\(id)"))
              }
            }
            try await group.waitForAll()
          }
        }
      }
    }
  }

  @Test func runSendsSeveralActionsEachAFullPassAndLivesUntilItReturns() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.refresh)
      #expect(store.isLoading)
      await Task.megaYield()
      #expect(store.progress == [0])
      #expect(store.runningEffectCount == 1)
      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(store.progress == [0, 50, 100])
      #expect(store.log == ["a", "b"])
      #expect(!store.isLoading)
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test func runMaySendNothing() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.silent)
      await Task.megaYield()
      #expect(store.runningEffectCount == 1)
      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(store.state == Feature.State())
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test func effectsChainInDepthAndFinishWaitsForAllOfThem() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.chain)
      await Task.megaYield()
      #expect(store.log == ["chain", "chained"])
      await clock.advance(by: .seconds(2))
      await task.finish()
      #expect(store.log == ["chain", "chained", "deep"])
    }
  }

  @Test func stateIsCopiedBeforeCrossingIntoTheEffect() async {
    let feature = Feature()
    let store = Store(initialState: Feature.State(log: ["x"])) { feature }
    await store.send(.saveTapped).finish()
    #expect(feature.draft.value == ["x"])
    #expect(!store.isLoading)
  }

  @Test func asyncLetAndTaskGroupsInsideRun() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.loadAll([3, 1, 2]))
      await clock.advance(by: .seconds(2))  // async let: as long as the slowest, not the sum
      #expect(store.log == ["blob+dark"])
      await clock.advance(by: .seconds(3))
      await task.finish()
      // Each group task sends as it finishes: arrival order follows completion, not submission.
      #expect(store.log == ["blob+dark", "1:d1", "2:d2", "3:d3"])
    }
  }

  @Test func cancellationIsCooperativeAndACancelledEffectSendsNothing() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) { Feature() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.refresh)
      await Task.megaYield()
      #expect(store.progress == [0])
      task.cancel()
      await task.finish()
      await clock.advance(by: .seconds(5))
      #expect(store.progress == [0])
      #expect(store.runningEffectCount == 0)
    }
  }

  @Test func sendAcceptsAnimationAndTransaction() async {
    struct Animated: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action { case start, increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in
            await send(.increment, animation: .default)
            await send(.increment, transaction: Transaction(animation: .easeInOut))
          }
        case .increment:
          state.count += 1
          return .none
        }
      }
    }
    let store = Store(initialState: Animated.State()) { Animated() }
    await store.send(.start).finish()
    #expect(store.count == 2)
    store.send(.increment, animation: .linear)
    #expect(store.count == 3)
  }
}
