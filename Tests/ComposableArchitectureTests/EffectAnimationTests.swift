import ComposableArchitecture
import Testing

/// `Effect.animation(_:)` and `Effect.transaction(_:)` (deprecated in TCA): the effect's actions are
/// sent, in order, each carrying the animation; cancellation and composition are unchanged.
@MainActor
@Suite("Effect.animation and Effect.transaction")
struct EffectAnimationTests {
  @Reducer
  struct Loader {
    @ObservableState
    struct State: Equatable {
      var items: [Int] = []
    }
    enum Action: Equatable {
      case loadAnimated
      case loadInTransaction
      case loadThenCancel
      case cancel
      case loaded(Int)
    }
    enum CancelID { case load }
    @Dependency(\.continuousClock) var clock

    @available(*, deprecated)
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .loadAnimated:
          return .merge(
            .send(.loaded(1)),
            .run { send in
              await send(.loaded(2))
              await send(.loaded(3), animation: .linear)
            }
          )
          .animation()
        case .loadInTransaction:
          var transaction = Transaction(animation: .default)
          transaction.disablesAnimations = true
          return .run { send in await send(.loaded(4)) }
            .transaction(transaction)
        case .loadThenCancel:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.loaded(5))
          }
          .cancellable(id: CancelID.load)
          .animation(.easeInOut)
        case .cancel:
          return .cancel(id: CancelID.load)
        case let .loaded(item):
          state.items.append(item)
          return .none
        }
      }
    }
  }

  @available(*, deprecated)
  @Test func animatedEffectSendsItsActionsInOrder() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadAnimated)
    await store.receive(.loaded(1)) { $0.items = [1] }
    await store.receive(.loaded(2)) { $0.items = [1, 2] }
    await store.receive(.loaded(3)) { $0.items = [1, 2, 3] }
  }

  @available(*, deprecated)
  @Test func effectInATransactionSendsItsActions() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadInTransaction)
    await store.receive(.loaded(4)) { $0.items = [4] }
  }

  @available(*, deprecated)
  @Test func animatedCancellableEffectIsStillCancellable() async {
    let clock = TestClock()
    let store = TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loadThenCancel)
    await store.send(.cancel)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
