import ComposableArchitecture
import Testing

/// `Effect.run(priority:name:operation:catch:)`: the work runs in a task of that name.
@MainActor
@Suite("Effect.run(name:)")
struct EffectRunNameTests {
  @Reducer
  struct Sync {
    @ObservableState
    struct State: Equatable {
      var taskName: String?
      var failure: String?
    }
    enum Action: Equatable {
      case syncTapped
      case failingSyncTapped
      case ran(String?)
      case failed(String)
    }
    struct Offline: Error {}

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .syncTapped:
          return .run(name: "sync") { send in
            await send(.ran(Task.name))
          }
        case .failingSyncTapped:
          return .run(priority: .low, name: "failing sync") { _ in
            throw Offline()
          } catch: { _, send in
            await send(.failed(Task.name ?? "unnamed"))
          }
        case let .ran(name):
          state.taskName = name
          return .none
        case let .failed(name):
          state.failure = name
          return .none
        }
      }
    }
  }

  @Test func workRunsInATaskOfThatName() async {
    let store = TestStore(initialState: Sync.State()) { Sync() }
    await store.send(.syncTapped)
    await store.receive(.ran("sync")) { $0.taskName = "sync" }
  }

  @Test func catchRunsInTheNamedTaskToo() async {
    let store = TestStore(initialState: Sync.State()) { Sync() }
    await store.send(.failingSyncTapped)
    await store.receive(.failed("failing sync")) { $0.failure = "failing sync" }
  }
}
