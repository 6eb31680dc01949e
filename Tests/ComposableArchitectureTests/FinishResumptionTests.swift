import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// `store.send(_:).finish()` from every kind of caller and over every shape of work: the waiter
/// returns once, after every action the work sent was reduced. Awaited on the main actor, the
/// waiter is resumed straight on the main actor (see `MainActorTaskExecutor`); elsewhere, or while a
/// serial executor is installed, through the global executor: the same results either way.
@MainActor
@Suite struct FinishResumptionTests {
  /// The shapes of work a `send` can start.
  enum Shape: CaseIterable, Sendable {
    case nothing, synchronousSend, runSendingOnce, runEndingOffTheMainActor, mergeOfThree
    case concatenation, chainFiveDeep, handledFailure, cancelInFlight, cancelledRightAway

    /// What the work sends, in the order the state receives it (merged work in any order).
    var received: [Int] {
      switch self {
      case .nothing, .cancelledRightAway: return []
      case .synchronousSend, .runSendingOnce, .runEndingOffTheMainActor, .cancelInFlight:
        return [1]
      case .mergeOfThree: return [1, 2, 3]
      case .concatenation: return [1, 2]
      case .chainFiveDeep: return [1, 2, 3, 4, 5]
      case .handledFailure: return [-1]
      }
    }

    /// Whether the order of `received` may vary.
    var isUnordered: Bool { self == .mergeOfThree }
  }

  struct Failure: Error {}

  /// Work off the main actor.
  @concurrent static func offTheMainActor() async -> Int { 1 }

  struct Feature: Reducer {
    struct State: Equatable { var received: [Int] = [] }
    enum Action: Equatable, Sendable {
      case start(Shape)
      case received(Int)
      /// One link of the chain: received, and the next link started, up to five.
      case chained(Int)
      /// Starts an effect that sleeps an hour, then sends.
      case sleepAnHour
    }
    enum ID { case debounce, cancelled }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .start(shape):
        switch shape {
        case .nothing:
          return .none
        case .synchronousSend:
          return .send(.received(1))
        case .runSendingOnce:
          return .run { send in await send(.received(1)) }
        case .runEndingOffTheMainActor:
          return .run { send in
            await send(.received(await FinishResumptionTests.offTheMainActor()))
            _ = await FinishResumptionTests.offTheMainActor()
          }
        case .mergeOfThree:
          return .merge((1...3).map { value in .run { send in await send(.received(value)) } })
        case .concatenation:
          return .concatenate(
            .run { send in await send(.received(1)) }, .run { send in await send(.received(2)) })
        case .chainFiveDeep:
          return .run { send in await send(.chained(1)) }
        case .handledFailure:
          return .run { _ in throw Failure() } catch: { _, send in await send(.received(-1)) }
        case .cancelInFlight:
          return .run { send in await send(.received(1)) }
            .cancellable(id: ID.debounce, cancelInFlight: true)
        case .cancelledRightAway:
          return .merge(
            .run { send in
              try await Task.sleep(for: .seconds(3_600))
              await send(.received(1))
            }
            .cancellable(id: ID.cancelled),
            .cancel(id: ID.cancelled))
        }
      case let .received(value):
        state.received.append(value)
        return .none
      case let .chained(value):
        state.received.append(value)
        guard value < 5 else { return .none }
        return .run { send in await send(.chained(value + 1)) }
      case .sleepAnHour:
        return .run { send in
          try await Task.sleep(for: .seconds(3_600))
          await send(.received(1))
        }
      }
    }
  }

  /// Where `finish()` is awaited.
  enum Caller: CaseIterable, Sendable {
    case mainActor, otherActor, nonisolated, mainActorUnderASerialExecutor
  }

  actor Waiter {
    func finish(_ task: StoreTask) async { await task.finish() }
  }

  @concurrent static func finishNonisolated(_ task: StoreTask) async { await task.finish() }

  @Test(arguments: Caller.allCases, Shape.allCases)
  func finishReturnsAfterEveryActionWasReduced(caller: Caller, shape: Shape) async {
    let store = Store(initialState: Feature.State()) { Feature() }
    switch caller {
    case .mainActor:
      await store.send(.start(shape)).finish()
    case .otherActor:
      await Waiter().finish(store.send(.start(shape)))
    case .nonisolated:
      await Self.finishNonisolated(store.send(.start(shape)))
    case .mainActorUnderASerialExecutor:
      await withMainSerialExecutor {
        await store.send(.start(shape)).finish()
      }
    }
    let received = store.withState(\.received)
    if shape.isUnordered {
      #expect(received.sorted() == shape.received, "\(caller)")
    } else {
      #expect(received == shape.received, "\(caller)")
    }
    #expect(store.runningEffectCount == 0)
  }

  @Test("3,000 sends in a row, each finished on the main actor, lose no action")
  func aLongRunOfFinishedSends() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    for _ in 0..<3_000 {
      await store.send(.start(.runSendingOnce)).finish()
    }
    #expect(store.withState(\.received.count) == 3_000)
    #expect(store.runningEffectCount == 0)
  }

  @Test("Two hundred waiters on one send, from the main actor and elsewhere, all return")
  func manyWaitersOnOneSend() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let task = store.send(.start(.mergeOfThree))
    let waiters = (0..<200).map { index in
      index.isMultiple(of: 2)
        ? Task { @MainActor in await task.finish() }
        : Task { await Self.finishNonisolated(task) }
    }
    for waiter in waiters { await waiter.value }
    #expect(store.withState(\.received).sorted() == [1, 2, 3])
  }

  @Test("Cancelling a main-actor waiter cancels the work and returns")
  func cancellingTheWaiter() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let waiter = Task { @MainActor in
      await store.send(.sleepAnHour).finish()
    }
    waiter.cancel()
    await waiter.value
    #expect(store.withState(\.received) == [])
    #expect(store.runningEffectCount == 0)
  }
}
