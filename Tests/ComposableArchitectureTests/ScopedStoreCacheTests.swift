@testable import ComposableArchitecture
import Testing

/// A store scoped again at the same call site is found by that site (`ChildStores.child`), without
/// resolving its case key path: every shape of scoping must still return the store of the paths it
/// was given, whatever else was scoped before, at that site or another.
@Suite("Scoped stores found again by their call site")
@MainActor
struct ScopedStoreCacheTests {
  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    @CasePathable
    enum Action: Equatable {
      case add(Int)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .add(amount):
        state.count += amount
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var first = Counter.State(id: 1)
      var second = Counter.State(id: 2)
      var optional: Counter.State?
      var rows: IdentifiedArrayOf<Counter.State> = []
    }
    @CasePathable
    enum Action: Equatable {
      case first(Counter.Action)
      case second(Counter.Action)
      case optional(Counter.Action)
      case rows(IdentifiedActionOf<Counter>)
      case setOptional(Bool)
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.first, action: \.first) { Counter() }
      Scope(state: \.second, action: \.second) { Counter() }
      Reduce { state, action in
        if case let .setOptional(present) = action {
          state.optional = present ? Counter.State(id: 3) : nil
        }
        return .none
      }
      .ifLet(\.optional, action: \.optional) { Counter() }
      .forEach(\.rows, action: \.rows) { Counter() }
    }
  }

  /// Scopes with whatever state key path it is given, from one call site.
  func scopeFromOneSite(
    _ store: StoreOf<Parent>, _ state: KeyPath<Parent.State, Counter.State>
  ) -> StoreOf<Counter> {
    store.scope(state: state, action: \.first)
  }

  /// Scopes with a case key path chosen at run time, from one call site.
  func scopeWithChosenAction(_ store: StoreOf<Parent>, first: Bool) -> StoreOf<Counter> {
    store.scope(
      state: first ? \.first : \.second,
      action: first ? \.first : \.second
    )
  }

  /// Scopes from a body generic over the store's types.
  func genericScope<State, Action, ChildAction>(
    _ store: Store<State, Action>, _ state: KeyPath<State, Counter.State>,
    _ action: CaseKeyPath<Action, ChildAction>
  ) -> Store<Counter.State, ChildAction> {
    store.scope(state: state, action: action)
  }

  @Test("The same site returns the same store each time, and it reads and sends through its paths")
  func sameSiteSameStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let first = store.scope(state: \.first, action: \.first)
    for _ in 0..<1_000 {
      let again = store.scope(state: \.first, action: \.first)
      #expect(again === first)
    }
    first.send(.add(2))
    #expect(store.withState(\.first.count) == 2)
    #expect(store.withState(\.second.count) == 0)
  }

  @Test("One site given different state key paths returns each path's store")
  func oneSiteManyStatePaths() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let paths: [KeyPath<Parent.State, Counter.State>] = [\.first, \.second]
    for round in 0..<100 {
      let path = paths[round % 2]
      let child = scopeFromOneSite(store, path)
      #expect(child.withState(\.id) == (round % 2 == 0 ? 1 : 2))
      #expect(child === scopeFromOneSite(store, path))
    }
    #expect(scopeFromOneSite(store, \.first) !== scopeFromOneSite(store, \.second))
  }

  @Test("A case key path chosen at run time at one site sends to the chosen case")
  func oneSiteChosenAction() {
    let store = Store(initialState: Parent.State()) { Parent() }
    for round in 0..<200 {
      scopeWithChosenAction(store, first: round % 3 == 0).send(.add(1))
    }
    // Rounds 0, 3, ..., 198: 67 of 200.
    #expect(store.withState(\.first.count) == 67)
    #expect(store.withState(\.second.count) == 133)
  }

  @Test("A generic body's scoping returns the store of the paths it was given")
  func genericSite() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let first = genericScope(store, \.first, \.first)
    let second = genericScope(store, \.second, \.second)
    for _ in 0..<100 {
      #expect(genericScope(store, \.first, \.first) === first)
      #expect(genericScope(store, \.second, \.second) === second)
    }
    second.send(.add(5))
    #expect(store.withState(\.second.count) == 5)
    #expect(store.withState(\.first.count) == 0)
  }

  @Test("An optional child's store is nil while its state is, and the same store while present")
  func optionalChild() {
    let store = Store(initialState: Parent.State()) { Parent() }
    var seen: StoreOf<Counter>?
    for round in 0..<50 {
      let present = round % 2 == 1
      store.send(.setOptional(present))
      let child: StoreOf<Counter>? = store.scope(state: \.optional, action: \.optional)
      #expect((child != nil) == present)
      if let child {
        if let seen { #expect(child === seen) }
        seen = child
        child.send(.add(1))
        #expect(store.withState(\.optional?.count) == 1)
      }
    }
  }

  @Test("Scoping one optional path as optional and as non-optional returns a store of each type")
  func optionalAndPlainOfOnePath() {
    let store = Store(initialState: Parent.State(optional: Counter.State(id: 3))) { Parent() }
    for _ in 0..<20 {
      let unwrapped: StoreOf<Counter>? = store.scope(state: \.optional, action: \.optional)
      let wrapped: Store<Counter.State?, Counter.Action> = store.scope(
        state: \.optional, action: \.optional)
      #expect(unwrapped?.withState(\.id) == 3)
      #expect(wrapped.withState { $0?.id } == 3)
    }
  }

  @Test("Element stores and the collection's own store, of one pair of paths, stay apart")
  func elementsAndCollection() {
    var state = Parent.State()
    state.rows = [Counter.State(id: 10), Counter.State(id: 11)]
    let store = Store(initialState: state) { Parent() }
    for _ in 0..<20 {
      let whole: Store<IdentifiedArrayOf<Counter.State>, IdentifiedActionOf<Counter>> = store.scope(
        state: \.rows, action: \.rows)
      #expect(whole.withState { $0.ids } == [10, 11])
      let elements = store.scope(state: \.rows, action: \.rows)
      #expect(elements.map { $0.withState(\.id) } == [10, 11])
    }
    store.scope(state: \.rows, action: \.rows).last?.send(.add(4))
    #expect(store.withState(\.rows[id: 11]?.count) == 4)
  }

  @Test("More sites than are remembered by site still each return their own store")
  func manySites() {
    let store = Store(initialState: Parent.State()) { Parent() }
    // Sixteen call sites (a site per closure), beyond the eight remembered by site.
    let scopes: [(StoreOf<Parent>) -> StoreOf<Counter>] = [
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
      { $0.scope(state: \.first, action: \.first) }, { $0.scope(state: \.second, action: \.second) },
    ]
    let first = store.scope(state: \.first, action: \.first)
    let second = store.scope(state: \.second, action: \.second)
    for _ in 0..<3 {
      for (index, scope) in scopes.enumerated() {
        #expect(scope(store) === (index % 2 == 0 ? first : second))
      }
    }
    for scope in scopes { scope(store).send(.add(1)) }
    #expect(store.withState(\.first.count) == 8)
    #expect(store.withState(\.second.count) == 8)
  }
}
