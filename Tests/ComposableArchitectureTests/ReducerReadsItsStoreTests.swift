import Testing

@testable import ComposableArchitecture

/// A reducer that reads its own store while it runs (through a dependency or an object that holds
/// the store) sees the state as changed so far in that pass, whichever way it reads it. Until the
/// store's internal state was exempted from dynamic exclusivity checks, any such read stopped the
/// process with "Simultaneous accesses … Fatal access conflict detected".
@MainActor
@Suite("A reducer reading its own store")
struct ReducerReadsItsStoreTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable { var value = 0 }
    enum Action: Equatable { case bump }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.value += 10
        return .none
      }
    }
  }

  /// Holds the stores the reducer reads (set once they exist) and reads them as a reducer would:
  /// reducers are not isolated, stores are, and a store's reducer runs on the main actor.
  final class Stores: @unchecked Sendable {
    var root: StoreOf<Reader>?
    var child: StoreOf<Child>?

    /// The root's count read with `withState`.
    var rootCount: Int { MainActor.assumeIsolated { root!.withState(\.count) } }
    /// The root's count read through the store's dynamic member lookup.
    var memberCount: Int { MainActor.assumeIsolated { root!.count } }
    /// The child store's value read through its dynamic member lookup.
    var childValue: Int { MainActor.assumeIsolated { child!.value } }
    /// The child store's value read with `withState`.
    var childState: Int { MainActor.assumeIsolated { child!.withState(\.value) } }
  }

  @Reducer
  struct Reader {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var child = Child.State()
      var seen: [String] = []
    }
    enum Action: Equatable {
      case tap
      case chained
      case burst
      case child(Child.Action)
    }
    let stores: Stores

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        switch action {
        case .tap:
          state.count += 1
          let root = stores.rootCount
          let member = stores.memberCount
          let child = stores.childValue
          state.seen.append("tap: root \(root), member \(member), child \(child)")
          return .send(.chained)
        case .chained:
          state.count += 100
          let root = stores.rootCount
          let child = stores.childState
          state.seen.append("chained: root \(root), child \(child)")
          return .none
        case .burst:
          state.count += 1
          let root = stores.rootCount
          if root != state.count { state.seen.append("burst read \(root) at \(state.count)") }
          return .none
        case .child:
          state.seen.append("child action: child \(stores.childValue)")
          return .none
        }
      }
    }
  }

  /// A live store of `Reader` whose reducer reads it (and its child store) through `stores`.
  private func makeStore(wiredTo stores: Stores = Stores()) -> StoreOf<Reader> {
    let store = Store(initialState: Reader.State()) { Reader(stores: stores) }
    stores.root = store
    stores.child = store.scope(state: \.child, action: \.child)
    return store
  }

  @Test func readsSeeTheStateChangedSoFarInThePass() {
    let store = makeStore()
    store.send(.tap)
    #expect(store.count == 101)
    #expect(
      store.seen == [
        "tap: root 1, member 1, child 0",
        // The `.send` effect's action is reduced in the same `send`, after the first pass.
        "chained: root 101, child 0",
      ])
  }

  @Test func aScopedStoreReadsItsPartAsTheChildReducerLeftIt() {
    let store = makeStore()
    // The child's `Scope` runs before the parent's `Reduce`, which reads the child store.
    store.scope(state: \.child, action: \.child).send(.bump)
    #expect(store.child.value == 10)
    #expect(store.seen == ["child action: child 10"])
  }

  @Test func everyReadOfABurstSeesItsOwnPass() {
    let store = makeStore()
    for _ in 0..<5_000 { store.send(.burst) }
    #expect(store.count == 5_000)
    #expect(store.seen.isEmpty)
  }

  @Test func aTestStoreReducerReadingAStoreOfTheSameFeature() async {
    // The reducer under test reads a live store of the same feature: both change as they should.
    let stores = Stores()
    let live = makeStore(wiredTo: stores)
    let store = TestStore(initialState: Reader.State()) { Reader(stores: stores) }
    await store.send(.burst) {
      $0.count = 1
      $0.seen = ["burst read 0 at 1"]
    }
    #expect(live.count == 0)
  }
}
