import Clocks
import Foundation
import Testing

@testable import ComposableArchitecture

/// Issue 13, the bugs: finished tasks are dropped, only the cancellable part of a concatenation
/// stops, `withTaskCancellation(id:)` cancels only its body, building effects is linear.
@MainActor
@Suite("Effects: lifetimes and cancellation")
struct EffectLifetimeTests {
  enum CancelID: Hashable, Sendable { case a }

  struct Feature: Reducer {
    struct State: Equatable {
      var ticks = 0
      var log: [String] = []
    }
    enum Action: Equatable {
      case ticker(Int)
      case tick
      case concatenated
      case cancel
      case done
      case withBody
      case afterwards
      case taskCancel
      case quick
      case log(String)
    }
    let clock: TestClock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .ticker(count):
        return .run { send in
          for _ in 0..<count { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .run { _ in }
      case .concatenated:
        return .concatenate(
          .run { [clock] _ in try await clock.sleep(for: .seconds(10)) }.cancellable(id: CancelID.a),
          .send(.done)
        )
      case .cancel:
        return .cancel(id: CancelID.a)
      case .done:
        state.log.append("done")
        return .none
      case .withBody:
        return .run { [clock] send in
          await withTaskCancellation(id: CancelID.a) {
            try? await clock.sleep(for: .seconds(10))
          }
          await send(.afterwards)
        }
      case .quick:
        return .run { send in
          await withTaskCancellation(id: CancelID.a) {
            await Task.yield()
          }
          await send(.afterwards)
        }
      case .afterwards:
        state.log.append("afterwards")
        return .none
      case .taskCancel:
        return .run { _ in
          Task.cancel(id: CancelID.a)
        }
      case let .log(text):
        state.log.append(text)
        return .none
      }
    }
  }

  @Test("A long-living effect keeps only the tasks still running")
  func finishedTasksAreDropped() async {
    let store = Store(initialState: Feature.State()) { Feature(clock: TestClock()) }
    let task = store.send(.ticker(2_000))
    await task.finish()
    #expect(store.ticks == 2_000)
    #expect(task.collector?.retainedCount == 0)
  }

  @Test("Cancelling the cancellable part of a concatenation still runs what follows")
  func concatenateThenCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature(clock: clock) }
    await store.send(.concatenated)
    await store.send(.cancel)
    await store.receive(.done) { $0.log = ["done"] }
  }

  @Test("withTaskCancellation(id:) cancels its body only; the code after it runs")
  func withTaskCancellationCancelsItsBody() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature(clock: clock) }
    await store.send(.withBody)
    await store.send(.cancel)
    await store.receive(.afterwards) { $0.log = ["afterwards"] }
  }

  @Test("Task.cancel(id:) cancels from inside an effect")
  func taskCancelID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) { Feature(clock: clock) }
    await store.send(.withBody)
    await store.send(.taskCancel)
    await store.receive(.afterwards) { $0.log = ["afterwards"] }
  }

  @Test("withTaskCancellation(id:) cancelled while its body ends, many times over")
  func withTaskCancellationRaces() async {
    let store = Store(initialState: Feature.State()) { Feature(clock: TestClock()) }
    for _ in 0..<200 {
      let task = store.send(.quick)
      await Task.yield()
      store.send(.cancel)
      await task.finish()
    }
    #expect(store.log.count == 200)
  }

  @Test("Building 20,000 merges and concatenations in a loop is linear")
  func linearBuilding() {
    // Linear means each step appends in place: from the third effect on (the first two make the
    // buffer), every merge and concatenation reads the same buffer as the one before it. Checked on
    // the buffer rather than on a wall-clock bound, which a loaded machine (ThreadSanitizer, two
    // cores) exceeded although building was linear.
    var merged = Effect<Feature.Action>.none
    var concatenated = Effect<Feature.Action>.none
    var copies = 0
    for index in 0..<20_000 {
      let mergedBuffer = effectList(merged)?.bufferIdentity
      let concatenatedBuffer = effectList(concatenated)?.bufferIdentity
      merged = merged.merge(with: .send(.log("\(index)")))
      concatenated = .concatenate(concatenated, .send(.log("\(index)")))
      if let mergedBuffer, effectList(merged)?.bufferIdentity != mergedBuffer { copies += 1 }
      if let concatenatedBuffer, effectList(concatenated)?.bufferIdentity != concatenatedBuffer {
        copies += 1
      }
    }
    #expect(copies == 0)
    #expect(Array(effectChildren(merged)).count == 20_000)
    #expect(Array(effectChildren(concatenated)).count == 20_000)
  }

  @Test("Effects built from a shared prefix keep their own children")
  func sharedPrefixes() {
    let store = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        switch action {
        case .tick:
          let prefix = Effect<Feature.Action>.merge(.send(.log("a")), .send(.log("b")))
          let first = prefix.merge(with: .send(.log("c")))
          let second = prefix.merge(with: .send(.log("d")))
          return .concatenate(first, second, prefix)
        case let .log(text):
          state.log.append(text)
          return .none
        default:
          return .none
        }
      }
    }
    store.send(.tick)
    #expect(store.log == ["a", "b", "c", "a", "b", "d", "a", "b"])
  }
}

/// The list of a merge or a concatenation, if the effect is one.
private func effectList<Action>(_ effect: Effect<Action>) -> EffectList<Action>? {
  switch effect.node {
  case let .merge(children), let .concatenate(children): return children
  default: return nil
  }
}

/// The children of a merge or a concatenation.
private func effectChildren<Action>(_ effect: Effect<Action>) -> [Effect<Action>] {
  switch effect.node {
  case let .merge(children), let .concatenate(children): return Array(children)
  default: return [effect]
  }
}
