import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// Issue 30: a `cancelInFlight` effect whose work is one `.run` is filed and its predecessor cancelled
/// in one step; every other shape cancels first, then starts. Whatever the shape, the second send
/// cancels exactly the first send's work, and the second's work stays filed under every id it has.
@MainActor
@Suite struct CancelInFlightShapesTests {
  enum ID: Hashable, Sendable { case inFlight, outer }

  enum Shape: String, CaseIterable, Sendable {
    /// `.run { }.cancellable(id:cancelInFlight:)`: the one-step path.
    case run
    /// Two runs merged, then made cancellable.
    case merged
    /// Two runs one after another, then made cancellable.
    case concatenated
    /// The in-flight id around a run, and another id around that (filed under both).
    case inFlightInside
    /// Another id around a run, and the in-flight id around that.
    case inFlightOutside
    /// A child's effect, scoped by `Scope`.
    case scoped
    /// Nothing to run: the send only cancels the effect in flight.
    case none

    /// How many runs one send starts.
    var runs: Int {
      switch self {
      case .merged, .concatenated: return 2
      case .none: return 0
      default: return 1
      }
    }
  }

  /// What each run saw: its send's number and whether its work was cancelled.
  final class Log: Sendable {
    let entries = LockIsolated<[(send: Int, cancelled: Bool)]>([])
  }

  @Reducer
  struct Feature {
    struct State: Equatable {}
    enum Action: Equatable { case start(Int), stop }
    let shape: Shape
    let log: Log

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case let .start(number):
          return effect(number)
        case .stop:
          // Where there is another id, by that one alone: the work is filed under it too.
          switch shape {
          case .inFlightInside, .inFlightOutside: return .cancel(id: ID.outer)
          default: return .cancel(id: ID.inFlight)
          }
        }
      }
    }

    func run(_ number: Int) -> Effect<Action> {
      .run { [log] _ in
        do {
          try await Task.sleep(for: .seconds(3_600))
          log.entries.withValue { $0.append((number, false)) }
        } catch {
          log.entries.withValue { $0.append((number, true)) }
        }
      }
    }

    func effect(_ number: Int) -> Effect<Action> {
      switch shape {
      case .run, .scoped:
        return run(number).cancellable(id: ID.inFlight, cancelInFlight: true)
      case .merged:
        return .merge(run(number), run(number)).cancellable(id: ID.inFlight, cancelInFlight: true)
      case .concatenated:
        return .concatenate(run(number), run(number))
          .cancellable(id: ID.inFlight, cancelInFlight: true)
      case .inFlightInside:
        return run(number).cancellable(id: ID.inFlight, cancelInFlight: true)
          .cancellable(id: ID.outer)
      case .inFlightOutside:
        return run(number).cancellable(id: ID.outer)
          .cancellable(id: ID.inFlight, cancelInFlight: true)
      case .none:
        return Effect<Action>.none.cancellable(id: ID.inFlight, cancelInFlight: true)
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var child = Feature.State() }
    enum Action: Equatable { case child(Feature.Action) }
    let shape: Shape
    let log: Log

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Feature(shape: shape, log: log) }
    }
  }

  @Test(arguments: Shape.allCases)
  func theSecondSendCancelsExactlyTheFirstSendsWork(_ shape: Shape) async {
    let log = Log()
    let send: (Feature.Action) -> StoreTask
    let registry: EffectRegistry
    if shape == .scoped {
      let store = Store(initialState: Parent.State()) { Parent(shape: shape, log: log) }
      send = { store.send(.child($0)) }
      registry = store.access.registry
    } else {
      let store = Store(initialState: Feature.State()) { Feature(shape: shape, log: log) }
      send = { store.send($0) }
      registry = store.access.registry
    }
    let first = send(.start(1))
    // A concatenation runs its second run only after its first: one run at a time is filed.
    let filedPerSend = shape == .concatenated ? 1 : shape.runs
    #expect(registry.count == filedPerSend)
    #expect(registry.cancelledEffectsRunning == 0)

    let second = send(.start(2))
    // The first send's runs are cancelled (they still run until they wind down), the second's not.
    #expect(registry.count == 2 * filedPerSend)
    let cancelledFirst = registry.cancelledEffectsRunning == filedPerSend
    #expect(cancelledFirst)
    // Checked without waiting: a failure is reported, and the test goes on rather than waiting forever.
    if !cancelledFirst { first.cancel() }
    await first.finish()
    #expect(registry.count == filedPerSend)
    #expect(registry.cancelledEffectsRunning == 0)

    // The second send's work is still filed under every id it has: `stop` finds it.
    let stop = send(.stop)
    let stoppedSecond = registry.cancelledEffectsRunning == filedPerSend
    #expect(stoppedSecond)
    if !stoppedSecond { second.cancel() }
    await second.finish()
    await stop.finish()
    #expect(registry.count == 0)

    let entries = log.entries.value
    // A concatenation checks for cancellation before each part: the first send's, cancelled before
    // it ran, starts none; the second's starts its first run, which `stop` cancels.
    let firstRuns = shape == .concatenated ? 0 : shape.runs
    let secondRuns = shape == .concatenated ? 1 : shape.runs
    #expect(entries.count == firstRuns + secondRuns)
    #expect(entries.allSatisfy { $0.cancelled })
    // The first send's runs wound down before `stop` was sent.
    #expect(entries.map(\.send) == Array(repeating: 1, count: firstRuns) + Array(repeating: 2, count: secondRuns))
  }

  @Reducer
  struct Prioritized {
    struct State: Equatable {}
    enum Action: Equatable { case start(TaskPriority?) }
    let seen: LockIsolated<[TaskPriority?]>

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case let .start(priority):
          return .run(priority: priority) { [seen] _ in
            seen.withValue { $0.append(Task.basePriority) }
          }
          .cancellable(id: ID.inFlight, cancelInFlight: true)
        }
      }
    }
  }

  @Test("A run's priority reaches its task, with or without cancelInFlight")
  func priorityReachesTheTask() async {
    let seen = LockIsolated<[TaskPriority?]>([])
    let store = Store(initialState: Prioritized.State()) { Prioritized(seen: seen) }
    let priorities: [TaskPriority] = [.low, .medium, .high, .background, .utility, .userInitiated]
    for priority in priorities {
      await store.send(.start(priority)).finish()
    }
    #expect(seen.value == priorities.map { $0 })
  }
}
