import ComposableArchitecture
import Testing

/// An effect cancelled before its task started still runs its body, which sees the cancellation at
/// once (as a Swift task's body does, and as in TCA): its clean-up code runs, and what it sends is
/// dropped. Before, the body was skipped, so `.run { try? await Task.never(); cleanUp() }` never
/// called `cleanUp()` when the store was released in the same main-actor job as the send (TCA's
/// store-lifetime test expects it), nor when `cancelInFlight` or `.cancel(id:)` cancelled it right
/// after it started.
@MainActor
@Suite("Effects cancelled before their task started")
struct CancelledBeforeStartTests {
  /// How the effect's body waits, and where its clean-up code is.
  enum Body: CaseIterable, CustomStringConvertible, Sendable {
    case taskNeverThenCleanUp
    case sleepInDoCatch
    case deferBlock
    case onCancelHandler
    case catchHandler
    var description: String {
      switch self {
      case .taskNeverThenCleanUp: "try? await Task.never(); cleanUp()"
      case .sleepInDoCatch: "do { try await clock.sleep } catch { cleanUp() }"
      case .deferBlock: "defer { cleanUp() }"
      case .onCancelHandler: "withTaskCancellationHandler(onCancel: cleanUp)"
      case .catchHandler: ".run(operation:catch:) with cleanUp after the wait"
      }
    }
  }

  /// How the effect is cancelled, in the same main-actor job as the send that started it.
  enum Route: CaseIterable, CustomStringConvertible, Sendable {
    case storeReleased, cancelInFlight, cancelByID, cancelMergedInSameReturn, storeTaskCancelled
    case childStateRemoved
    var description: String {
      switch self {
      case .storeReleased: "the store released"
      case .cancelInFlight: "a second send with cancelInFlight: true"
      case .cancelByID: "a send returning .cancel(id:)"
      case .cancelMergedInSameReturn: ".merge(effect, .cancel(id:)) in the same return"
      case .storeTaskCancelled: "StoreTask.cancel()"
      case .childStateRemoved: "ifLet's child state set to nil"
      }
    }
  }

  struct Probe: Sendable {
    let cleanUps = LockIsolated(0)
    let caught = LockIsolated<[String]>([])
    let bodies = LockIsolated(0)
  }

  enum CancelID: Hashable, Sendable { case work }

  struct Worker: Reducer {
    struct State: Equatable { var received = 0 }
    enum Action: Equatable { case start, startInFlight, startThenCancel, cancel, received }
    let body: Body
    let probe: Probe
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return work.cancellable(id: CancelID.work)
      case .startInFlight:
        return work.cancellable(id: CancelID.work, cancelInFlight: true)
      case .startThenCancel:
        return .merge(work.cancellable(id: CancelID.work), .cancel(id: CancelID.work))
      case .cancel:
        return .cancel(id: CancelID.work)
      case .received:
        state.received += 1
        return .none
      }
    }

    var work: Effect<Action> {
      let probe = probe
      let clock = clock
      switch body {
      case .taskNeverThenCleanUp:
        return .run { send in
          probe.bodies.withValue { $0 += 1 }
          try? await Task.never()
          probe.cleanUps.withValue { $0 += 1 }
          await send(.received)
        }
      case .sleepInDoCatch:
        return .run { send in
          probe.bodies.withValue { $0 += 1 }
          do {
            try await clock.sleep(for: .seconds(1))
            await send(.received)
          } catch {
            probe.cleanUps.withValue { $0 += 1 }
            await send(.received)
          }
        }
      case .deferBlock:
        return .run { send in
          probe.bodies.withValue { $0 += 1 }
          defer { probe.cleanUps.withValue { $0 += 1 } }
          try await clock.sleep(for: .seconds(1))
          await send(.received)
        }
      case .onCancelHandler:
        return .run { send in
          probe.bodies.withValue { $0 += 1 }
          await withTaskCancellationHandler {
            try? await clock.sleep(for: .seconds(1))
          } onCancel: {
            probe.cleanUps.withValue { $0 += 1 }
          }
          await send(.received)
        }
      case .catchHandler:
        return .run { send in
          probe.bodies.withValue { $0 += 1 }
          defer { probe.cleanUps.withValue { $0 += 1 } }
          try await clock.sleep(for: .seconds(1))
          await send(.received)
        } catch: { error, send in
          // A cancellation never reaches `catch:`.
          probe.caught.withValue { $0.append("\(error)") }
          await send(.received)
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable { var child: Worker.State? = Worker.State() }
    @CasePathable
    enum Action: Equatable { case child(Worker.Action), dismissChild }
    let body: Body
    let probe: Probe
    var bodyReducer: some ReducerOf<Self> {
      Reduce { state, action in
        if case .dismissChild = action { state.child = nil }
        return .none
      }
      .ifLet(\.child, action: \.child) { Worker(body: body, probe: probe) }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      bodyReducer.reduce(into: &state, action: action)
    }
  }

  @Test(
    "The body runs, sees the cancellation, cleans up once, and sends nothing",
    arguments: Body.allCases, Route.allCases
  )
  func bodyRunsAndCleansUp(body: Body, route: Route) async {
    let probe = Probe()
    let clock = TestClock()
    var tasks: [StoreTask] = []
    if route == .childStateRemoved {
      let store = Store(initialState: Parent.State()) {
        Parent(body: body, probe: probe)
      } withDependencies: {
        $0.continuousClock = clock
      }
      tasks.append(store.send(.child(.start)))
      tasks.append(store.send(.dismissChild))
      for task in tasks { await task.finish() }
      #expect(store.withState(\.child) == nil)
    } else {
      var store: Store<Worker.State, Worker.Action>? = Store(initialState: Worker.State()) {
        Worker(body: body, probe: probe)
      } withDependencies: {
        $0.continuousClock = clock
      }
      switch route {
      case .storeReleased:
        tasks.append(store!.send(.start))
        store = nil
      case .cancelInFlight:
        tasks.append(store!.send(.startInFlight))
        tasks.append(store!.send(.startInFlight))
      case .cancelByID:
        tasks.append(store!.send(.start))
        tasks.append(store!.send(.cancel))
      case .cancelMergedInSameReturn:
        tasks.append(store!.send(.startThenCancel))
      case .storeTaskCancelled:
        let task = store!.send(.start)
        task.cancel()
        tasks.append(task)
      case .childStateRemoved:
        break
      }
      if route == .cancelInFlight {
        // The first effect was cancelled by the second before it started; the second one is then
        // cancelled by id (also before it started, or later: either way it cleans up once).
        await tasks[0].finish()
        #expect(probe.cleanUps.value >= 1, "\(body), \(route)")
        tasks.append(store!.send(.cancel))
      }
      for task in tasks { await task.finish() }
      #expect(store?.withState(\.received) ?? 0 == 0, "\(body), \(route)")
    }
    let expected = route == .cancelInFlight ? 2 : 1
    #expect(probe.bodies.value == expected, "\(body), \(route)")
    #expect(probe.cleanUps.value == expected, "\(body), \(route)")
    #expect(probe.caught.value.isEmpty, "\(body), \(route)")
  }
}
