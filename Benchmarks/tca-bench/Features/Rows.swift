import ComposableArchitecture

/// A list of counter rows, each its own feature, reduced with `forEach`.
@Reducer
struct Rows {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Identifiable {
      let id: Int
      var count = 0
      var title: String
    }

    @CasePathable
    enum Action {
      case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }

  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<Row.State>

    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0, title: "row \($0)") })
    }
  }

  @CasePathable
  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}
