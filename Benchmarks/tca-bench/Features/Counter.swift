import ComposableArchitecture

/// The counter every store benchmark sends to, and that `baseline.reduce` calls directly.
///
/// The reducers of the benchmarks are written by hand, without `@Reducer` (which would only add the
/// conformance and `@CasePathable`); every state is `@ObservableState`, as in an app.
struct Counter: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case incrementButtonTapped
    case decrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .decrementButtonTapped:
      state.count -= 1
      return .none
    }
  }
}
