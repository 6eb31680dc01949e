import ComposableArchitecture
import Testing

/// Members named `Type`, `Protocol` and `self`, in backticks. After a type, `.Type` and `.Protocol`
/// name metatypes even in backticks, so the expansions reach these members through `\Root.self.…`.
@Reducer
private struct KeywordChild {
  @ObservableState
  struct State: Equatable {
    var `Protocol` = 1
    var `Type` = 2
    var `self` = 3
    var `default` = 4
  }

  enum Action {
    case bump
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.Protocol += 1
      state.Type += 1
      state.`self` += 1
      state.default += 1
      return .none
    }
  }
}

@Reducer
private enum KeywordDestination {
  case `Protocol`(KeywordChild)
  case `Type`(KeywordChild)
  case `init`(KeywordChild)
}

@MainActor
@Suite struct KeywordNamedMembersTests {
  @Test func everyKeywordNamedPropertyIsObserved() {
    let store = Store(initialState: KeywordChild.State()) { KeywordChild() }
    let reads: [(String, () -> Void)] = [
      ("Protocol", { _ = store.Protocol }), ("Type", { _ = store.Type }), ("self", { _ = store.`self` }),
      ("default", { _ = store.default }),
    ]
    for (name, read) in reads {
      let changed = observe(read)
      store.send(.bump)
      #expect(changed.value, "a change of '\(name)' was not observed")
    }
    #expect(store.state == KeywordChild.State(Protocol: 5, Type: 6, self: 7, default: 8))
  }

  @Test func enumReducerCasesNamedByKeywordsScopeTheirReducer() {
    let initial: KeywordDestination.State = .`Protocol`(KeywordChild.State())
    let store = Store(initialState: initial) { KeywordDestination.body }
    store.send(.`Protocol`(.bump))
    #expect(store.state[case: \.`Protocol`]?.Protocol == 2)
    #expect(store.state[case: \.`Type`] == nil)

    let initialInit: KeywordDestination.State = .`init`(KeywordChild.State())
    let other = Store(initialState: initialInit) { KeywordDestination.body }
    other.send(.`init`(.bump))
    #expect(other.state[case: \.`init`]?.`self` == 4)
  }
}

/// Enum reducer cases named like `CasePathable`'s own members (`is`, `modify`): `\.is` would name the
/// method, so the expansion scopes them through the case subscript.
@Reducer
private enum MemberNamedDestination {
  case `is`(KeywordChild)
  case modify(KeywordChild)
}

/// A property named `let` with observers whose bodies use the keyword `let`.
@ObservableState
private struct KeywordObserved: Equatable {
  var `let`: Int = 1 {
    willSet { _ = newValue }  // } ,
    didSet(old) {
      let previous = old
      changes += previous == `let` ? 0 : 1
    }
  }
  var changes = 0
}

@MainActor
@Suite struct MemberNamedCaseTests {
  @Test func casesNamedIsAndModifyScopeTheirReducer() {
    let initial: MemberNamedDestination.State = .is(KeywordChild.State())
    let store = Store(initialState: initial) { MemberNamedDestination.body }
    store.send(.is(.bump))
    #expect(store.state[case: \.is]?.Protocol == 2)
    guard case .is(let child) = store.case else {
      Issue.record("expected the 'is' case")
      return
    }
    #expect(child.Protocol == 2)
  }

  @Test func observersOfAKeywordNamedPropertyKeepTheirKeywords() {
    var state = KeywordObserved()
    state.let = 5
    #expect(state.changes == 1)
  }
}
