import ComposableArchitecture
import Testing

/// `EffectOf<R>` and `SendOf<R>` in the signatures of a feature's helpers.
@MainActor
@Suite("EffectOf and SendOf")
struct EffectOfSendOfTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
      case startTapped
      case tick
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startTapped:
          return ticks(2)
        case .tick:
          state.count += 1
          return .none
        }
      }
    }

    /// A helper returning the reducer's effect type.
    func ticks(_ count: Int) -> EffectOf<Self> {
      .run { send in await tick(count, send) }
    }

    /// A helper taking the reducer's send type.
    func tick(_ count: Int, _ send: SendOf<Self>) async {
      for _ in 0..<count { await send(.tick) }
    }
  }

  @Test func helpersTypedWithTheAliasesRun() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.startTapped)
    await store.receive(.tick) { $0.count = 1 }
    await store.receive(.tick) { $0.count = 2 }
  }

  @Test func aliasesNameTheReducersTypes() {
    #expect(EffectOf<Counter>.self == Effect<Counter.Action>.self)
    #expect(SendOf<Counter>.self == Send<Counter.Action>.self)
  }
}
