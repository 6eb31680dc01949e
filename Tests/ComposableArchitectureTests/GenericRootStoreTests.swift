import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableArchitecture

/// Issue 30: `Store.init` is inlined, so the root reducer's `reduce(into:action:)` is called through a
/// closure compiled where the feature's type is known (specialized in release builds). The store must
/// reduce with the very reducer its builder returned, under the store's dependencies, whatever the
/// root's shape: generic at any depth, modified, several lines, or made inside generic code that
/// nothing specializes.
@MainActor
@Suite("Generic features at a store's root")
struct GenericRootStoreTests {
  /// The leaf: adds its step (a stored property, so the store must use this instance) to a total.
  struct Adder: Reducer {
    struct State: Equatable {
      var total = 0
    }
    enum Action: Equatable {
      case add
    }
    let step: Int

    init(step: Int) {
      self.step = step
    }

    /// An adder whose step is the date dependency in force when it is built, in seconds.
    init(builds: LockIsolated<Int>) {
      builds.withValue { $0 += 1 }
      @Dependency(\.date.now) var now
      step = Int(now.timeIntervalSince1970)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.total += step
      return .none
    }
  }

  /// A generic level: counts what passes through it, then lets its child reduce.
  struct Counted<Child: Reducer>: Reducer where Child.State: Equatable {
    @ObservableState
    struct State: Equatable {
      var child: Child.State
      var seen = 0
    }
    @CasePathable
    enum Action {
      case child(Child.Action)
    }
    let child: Child

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.seen += 1
        return .none
      }
      Scope(state: \.child, action: \.child) { child }
    }
  }

  typealias One = Counted<Adder>
  typealias Three = Counted<Counted<Counted<Adder>>>

  /// A store made where the feature's type is a generic parameter.
  static func storeInGenericCode<R: Reducer>(
    initialState: R.State, reducer: R
  ) -> StoreOf<R> {
    Store(initialState: initialState) { reducer }
  }

  @Test("One generic level: each send reaches the leaf with the builder's reducer")
  func oneLevel() {
    let store = Store(initialState: One.State(child: Adder.State())) {
      Counted(child: Adder(step: 3))
    }
    for _ in 0..<5 { store.send(.child(.add)) }
    #expect(store.seen == 5)
    #expect(store.child.total == 15)
  }

  @Test("Three generic levels: every level runs once per send, the leaf adds its own step")
  func threeLevels() {
    let store = Store(
      initialState: Three.State(child: .init(child: .init(child: Adder.State())))
    ) {
      Counted(child: Counted(child: Counted(child: Adder(step: 7))))
    }
    let leaf = store.scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
    for _ in 0..<4 { leaf.send(.add) }
    #expect(store.seen == 4)
    #expect(store.child.seen == 4)
    #expect(store.child.child.seen == 4)
    #expect(leaf.total == 28)
  }

  @Test("Made in generic code, the store reduces as one made where the type is known")
  func madeInGenericCode() {
    let direct = Store(
      initialState: Three.State(child: .init(child: .init(child: Adder.State())))
    ) {
      Counted(child: Counted(child: Counted(child: Adder(step: 2))))
    }
    let generic = Self.storeInGenericCode(
      initialState: Three.State(child: .init(child: .init(child: Adder.State()))),
      reducer: Counted(child: Counted(child: Counted(child: Adder(step: 2)))))
    for count in 1...6 {
      direct.send(.child(.child(.child(.add))))
      generic.send(.child(.child(.child(.add))))
      #expect(generic.state == direct.state)
      #expect(generic.child.child.child.total == 2 * count)
    }
  }

  @Test("A modified generic root, and a root of several lines: each line runs, in order")
  func modifiedAndCombinedRoots() {
    let modified = Store(initialState: One.State(child: Adder.State())) {
      Counted(child: Adder(step: 5))
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
    }
    modified.send(.child(.add))
    #expect(modified.seen == 1)
    #expect(modified.child.total == 5)

    let log = LockIsolated<[String]>([])
    let combined = Store<One.State, One.Action>(initialState: One.State(child: Adder.State())) {
      Reduce { state, _ in
        let seen = state.seen
        log.withValue { $0.append("before: \(seen)") }
        return .none
      }
      Counted(child: Adder(step: 1))
      Reduce { state, _ in
        let total = state.child.total
        log.withValue { $0.append("after: \(total)") }
        return .none
      }
    }
    combined.send(.child(.add))
    combined.send(.child(.add))
    #expect(log.value == ["before: 0", "after: 1", "before: 1", "after: 2"])
    #expect(combined.seen == 2)
  }

  @Test("The root reducer is built under the store's dependencies, once")
  func builtUnderTheStoresDependencies() {
    let builds = LockIsolated(0)
    let store = Store(initialState: Adder.State()) {
      Adder(builds: builds)
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 11))
    }
    store.send(.add)
    store.send(.add)
    #expect(store.total == 22)
    #expect(builds.value == 1)
  }
}
