import ComposableArchitecture
import IssueReporting
import Testing

/// `forEach` mutates the element an action is for where it is stored: every row's change lands,
/// the order stays, a row's state is never copied, and a row reducer that changes its own id is
/// reported and repaired as `IdentifiedArray` does.
@MainActor
@Suite struct ForEachElementMutationTests {
  @Reducer
  struct List {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Item.State> = []
    }
    enum Action {
      case rows(IdentifiedActionOf<Item>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.rows, action: \.rows) { Item() }
    }
  }

  @Reducer
  struct Item {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id: Int
      var count = 0
    }
    enum Action {
      case tap
      case changeID(to: Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap:
          state.count += 1
        case .changeID(let id):
          state.id = id
        }
        return .none
      }
    }
  }

  /// 5,000 sends over 500 rows in a scattered order: each row counts exactly its own.
  @Test func everySendReachesItsRowAndTheOrderStays() {
    let ids = Array(0..<500)
    let store = Store(initialState: List.State(rows: IdentifiedArray(uniqueElements: ids.map { Item.State(id: $0) }))) {
      List()
    }
    var expected = [Int](repeating: 0, count: 500)
    var id = 7
    for _ in 0..<5_000 {
      id = (id * 37 + 11) % 500
      expected[id] += 1
      store.send(.rows(.element(id: id, action: .tap)))
    }
    #expect(store.rows.ids.elements == ids)
    #expect(store.rows.map(\.count) == expected)
  }

  @Test func aRowThatChangesItsIDIsReportedAndRekeyed() {
    let store = Store(initialState: List.State(rows: [Item.State(id: 1), Item.State(id: 2)])) {
      List()
    }
    let issues = withIssuesCollected {
      store.send(.rows(.element(id: 1, action: .changeID(to: 10))))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("Element identity must remain constant") == true)
    #expect(store.rows.ids.elements == [10, 2])
    store.send(.rows(.element(id: 10, action: .tap)))
    #expect(store.rows[id: 10]?.count == 1)
  }
}
