import ComposableArchitecture
import Testing

/// One file holding many `@Reducer` enums, as TCA's own macro tests write them: cases holding an
/// empty feature (whose `Action` is an empty enum, so those cases can never be sent), an alert, and no
/// case at all. Swift 6.3 crashed compiling such a file (from five such enums on) while the macro's
/// generated `State` and `Action` relied on their own macros' extensions; building this target is the
/// first test.
private enum ManyEnumReducers {
  @Reducer struct Empty {}

  @Reducer enum One {
    case first(Empty)
  }

  @Reducer enum Two {
    case first(Empty)
    case second(Empty)
  }

  @Reducer enum Three {
    case first(Empty)
    case second(Empty)
    case third(Empty)
  }

  @Reducer enum Four {
    case first(Empty)
    case second(Empty)
    case third(Empty)
    case fourth(Empty)
  }

  @Reducer public enum Alerting {
    case alert(AlertState<Never>)
  }

  @Reducer public enum Nothing {}

  @Reducer struct Counter {
    @ObservableState struct State: Equatable { var count = 0 }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer enum Mixed {
    case counter(Counter)
    case empty(Empty)
    case alert(AlertState<Never>)
  }
}

@Suite struct EnumReducerFileTests {
  @Test func casePathsOfEmptyFeatureCasesExistAndNeverMatch() {
    let action = ManyEnumReducers.Mixed.Action.counter(.increment)
    #expect(action[case: \.counter] != nil)
    #expect(action[case: \.empty] == nil)
    #expect(Array(ManyEnumReducers.Four.Action.allCasePaths).count == 4)
    #expect(Array(ManyEnumReducers.Four.State.allCasePaths).count == 4)
    #expect(Array(ManyEnumReducers.Nothing.Action.allCasePaths).isEmpty)
  }

  @MainActor
  @Test func aStoreRunsTheReducerOfTheCurrentCase() {
    let store = Store(initialState: ManyEnumReducers.Mixed.State.counter(.init())) {
      ManyEnumReducers.Mixed.body
    }
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    #expect(store.state[case: \.counter]?.count == 2)
    guard case .counter(let counter) = store.case else {
      Issue.record("expected the counter case")
      return
    }
    #expect(counter.count == 2)
  }

  @Test func stateOfAnAlertCaseIsKept() {
    let state = ManyEnumReducers.Alerting.State.alert(AlertState { TextState("Hi") })
    #expect(state[case: \.alert] != nil)
  }
}
