import ComposableArchitecture

/// A feature presenting the counter with `@Presents` and `ifLet`, as a sheet would.
struct Presenter: Reducer {
  @ObservableState
  struct State {
    var title = ""
    @Presents var counter: Counter.State?
  }

  @CasePathable
  enum Action {
    case counter(PresentationAction<Counter.Action>)
    case presentTapped
    case dismissTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case .presentTapped:
        state.counter = Counter.State()
        return .none
      case .dismissTapped:
        state.counter = nil
        return .none
      }
    }
    .ifLet(\.$counter, action: \.counter) { Counter() }
  }
}
