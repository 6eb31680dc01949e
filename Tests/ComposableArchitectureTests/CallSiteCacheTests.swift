@testable import ComposableArchitecture
import Testing

/// Case key path arguments are resolved once per call site only when the expression captures
/// nothing; anything computed from runtime values is evaluated on every use.
@Suite("Call-site cache of case key path arguments")
struct CallSiteCacheTests {
  @CasePathable
  enum Action: Equatable {
    case first(Int)
    case second(Int)
  }

  struct State: Equatable {
    var count = 0
  }

  struct Adder: Reducer {
    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
      state += action
      return .none
    }
  }

  /// A parent whose `Scope` picks the action case from a stored property: the same call site
  /// yields different key paths for different values.
  struct Parent: Reducer {
    let listensToFirst: Bool
    var body: some Reducer<State, Action> {
      Scope(state: \.count, action: (listensToFirst ? \.first : \.second) as CaseKeyPath<Action, Int>) {
        Adder()
      }
    }
  }

  @Test("A key path computed from a reducer's property is evaluated for each reducer value")
  @MainActor
  func capturedExpressionsAreNotCached() {
    let first = Store(initialState: State()) { Parent(listensToFirst: true) }
    let second = Store(initialState: State()) { Parent(listensToFirst: false) }
    first.send(.first(1))
    first.send(.second(10))
    second.send(.first(100))
    second.send(.second(1000))
    #expect(first.count == 1)
    #expect(second.count == 1000)
  }

  @Test("A key path computed from a local value follows the value at every evaluation")
  func capturedLocalsAreNotCached() {
    var seen: [Int] = []
    for pick in [true, false, true] {
      let resolved = resolveCaseKeyPath { (pick ? \.first : \.second) as CaseKeyPath<Action, Int> }
      seen.append(resolved.casePath.extract(from: .first(1)) ?? -1)
    }
    #expect(seen == [1, -1, 1])
  }

  @Test("A closure that captures a value never has a site")
  func capturingClosuresHaveNoSite() {
    let pick = Bool.random()
    let captured: () -> CaseKeyPath<Action, Int> = { pick ? \.first : \.second }
    #expect(CallSites.site(of: captured) == nil)
  }

  @Test("The cache keeps one value per site: the first stored, handed out after")
  func cacheKeepsTheFirstValue() {
    let site = CallSiteKey(function: UnsafeRawPointer(bitPattern: 0x5173)!)
    #expect(CallSites.casePaths.cached(at: site) == nil)
    let firstPath: CaseKeyPath<Action, Int> = \.first
    let secondPath: CaseKeyPath<Action, Int> = \.second
    let first = CallSites.casePaths.store(ResolvedCaseKeyPath(firstPath), at: site)
    // Another thread that evaluated the site meanwhile gets the value stored first.
    let second = CallSites.casePaths.store(ResolvedCaseKeyPath(secondPath), at: site)
    let cached = CallSites.casePaths.cached(at: site)
    // Compared outside `#expect`: Swift 6.3.1 crashes on `===` of two `AnyObject`s inside it.
    let same = first === second
    let kept = cached === first
    #expect(same)
    #expect(kept)
    let resolved = second as? ResolvedCaseKeyPath<Action, Int>
    let extracted = resolved?.casePath.extract(from: .first(7))
    #expect(extracted == 7)
  }

  @Test("A literal site is evaluated once where the build passes its closure as is")
  func literalSites() {
    let literal: () -> CaseKeyPath<Action, Int> = {
      // No capture: the counter is reached through a static.
      Counter.shared.withValue { $0 += 1 }
      return \.first
    }
    let before = Counter.shared.value
    let a = resolveCaseKeyPath(literal)
    let b = resolveCaseKeyPath(literal)
    #expect(a.casePath.extract(from: .first(7)) == 7)
    #expect(b.keyPath == \Action.Cases.first)
    if CallSites.site(of: literal) != nil {
      // The closure arrives as written (read from a stored property, see `HeldClosure`).
      #expect(a === b)
      #expect(Counter.shared.value - before == 1)
    } else {
      // A build that wraps the closure in a reabstraction thunk (a context): no reuse.
      #expect(Counter.shared.value - before == 2)
    }
  }

  enum Counter {
    static let shared = LockIsolated(0)
  }

  struct Nested: Reducer {
    struct State: Equatable {
      var inner = Inner.State()
    }
    @CasePathable
    enum Action: Equatable {
      case inner(Inner.Action)
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.inner, action: \.inner) { Inner() }
    }
  }

  struct Inner: Reducer {
    struct State: Equatable {
      var leaf = State2()
    }
    struct State2: Equatable {
      var count = 0
    }
    @CasePathable
    enum Action: Equatable {
      case leaf(Int)
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.leaf.count, action: \.leaf) { Adder() }
    }
  }

  @Test("Scoping from two call sites with equal paths returns the same store")
  @MainActor
  func equalPathsFromTwoSites() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let first = store.scope(state: \.inner, action: \.inner)
    let second = store.scope(state: \Nested.State.inner, action: \Nested.Action.Cases.inner)
    #expect(first === second)
    let other = store.scope(state: \.inner.leaf, action: \.inner)
    #expect(ObjectIdentifier(other) != ObjectIdentifier(first))
  }

  @Test("A store scoped two levels down and read only later sees the current state")
  @MainActor
  func scopedThenReadLater() {
    let store = Store(initialState: Nested.State()) { Nested() }
    let leaf = store.scope(state: \.inner, action: \.inner).scope(state: \.leaf.count, action: \.leaf)
    store.send(.inner(.leaf(5)))
    #expect(leaf.withState { $0 } == 5)
    leaf.send(3)
    #expect(leaf.withState { $0 } == 8)
    #expect(store.inner.leaf.count == 8)
  }
}
