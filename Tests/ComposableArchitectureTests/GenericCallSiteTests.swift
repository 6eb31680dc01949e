import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// Key path arguments in generic reducer bodies are resolved once per call site and per set of
/// generic arguments: the same literal in `Feature<A>` and `Feature<B>` is two sites, and a closure
/// that captures a value is evaluated every time.
@Suite("Call sites in generic bodies")
struct GenericCallSiteTests {
  /// Which field of ``Pair`` a picker scopes to: a static read, so the closure that reads it
  /// captures only the picker's type.
  protocol Pick {
    static var field: WritableKeyPath<Pair, Int> { get }
    static var action: CaseKeyPath<PairAction, Int> { get }
  }

  struct Pair: Equatable {
    var first = 0
    var second = 0
    var third = 0
  }

  @CasePathable
  enum PairAction: Equatable {
    case first(Int)
    case second(Int)
    case third(Int)
  }

  enum PickFirst: Pick {
    static var field: WritableKeyPath<Pair, Int> { \.first }
    static var action: CaseKeyPath<PairAction, Int> { \.first }
  }
  enum PickSecond: Pick {
    static var field: WritableKeyPath<Pair, Int> { \.second }
    static var action: CaseKeyPath<PairAction, Int> { \.second }
  }
  enum PickThird: Pick {
    static var field: WritableKeyPath<Pair, Int> { \.third }
    static var action: CaseKeyPath<PairAction, Int> { \.third }
  }

  struct Adder: Reducer {
    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
      state += action
      return .none
    }
  }

  /// One call site whose key paths depend only on the generic argument.
  struct Picker<P: Pick>: Reducer {
    var body: some Reducer<Pair, PairAction> {
      Scope(state: P.field, action: P.action) { Adder() }
    }
  }

  @Test("One site in a generic body, three generic arguments: each scopes to its own field")
  @MainActor
  func siteIsKeyedByGenericArguments() {
    // Interleaved, so that a site keyed without its generic arguments would hand one picker's key
    // paths to the next.
    let first = Store(initialState: Pair()) { Picker<PickFirst>() }
    let second = Store(initialState: Pair()) { Picker<PickSecond>() }
    let third = Store(initialState: Pair()) { Picker<PickThird>() }
    for round in 1...3 {
      first.send(.first(1))
      second.send(.second(10))
      third.send(.third(100))
      // Actions for another field are not the picker's: they change nothing.
      first.send(.second(1_000))
      second.send(.third(1_000))
      third.send(.first(1_000))
      #expect(first.withState { $0 } == Pair(first: round))
      #expect(second.withState { $0 } == Pair(second: 10 * round))
      #expect(third.withState { $0 } == Pair(third: 100 * round))
    }
  }

  /// A generic level of a deep tree, with key path literals in its generic body.
  struct Level<Child: Reducer>: Reducer where Child.State: Equatable {
    struct State: Equatable {
      var child: Child.State
      var other: Child.State
    }
    @CasePathable
    enum Action {
      case child(Child.Action)
      case other(Child.Action)
    }
    let child: Child
    var body: some Reducer<State, Action> {
      Scope(state: \.child, action: \.child) { child }
      Scope(state: \.other, action: \.other) { child }
    }
  }

  @Test("The same literals at every level of a generic tree, 1 to 6 levels deep")
  @MainActor
  func genericTreeOfEveryDepth() {
    // Level<Adder>, Level<Level<Adder>>, …: the body's sites are the same functions at every level,
    // with different generic arguments.
    let one = Store(initialState: Level<Adder>.State(child: 0, other: 0)) { Level(child: Adder()) }
    one.send(.child(1))
    one.send(.other(2))
    #expect(one.withState { $0 } == Level<Adder>.State(child: 1, other: 2))

    typealias L2 = Level<Level<Adder>>
    let two = Store(
      initialState: L2.State(
        child: .init(child: 0, other: 0), other: .init(child: 0, other: 0))
    ) { Level(child: Level(child: Adder())) }
    two.send(.child(.other(3)))
    two.send(.other(.child(4)))
    #expect(two.withState { $0.child.other } == 3)
    #expect(two.withState { $0.other.child } == 4)
    #expect(two.withState { $0.child.child + $0.other.other } == 0)

    typealias L3 = Level<L2>
    let leaf2 = L2.State(child: .init(child: 0, other: 0), other: .init(child: 0, other: 0))
    var three = Store(initialState: L3.State(child: leaf2, other: leaf2)) {
      Level(child: Level(child: Level(child: Adder())))
    }
    three.send(.other(.child(.other(5))))
    #expect(three.withState { $0.other.child.other } == 5)
    #expect(three.withState { $0.child.child.other } == 0)
    three = Store(initialState: L3.State(child: leaf2, other: leaf2)) {
      Level(child: Level(child: Level(child: Adder())))
    }
    three.send(.child(.child(.child(6))))
    #expect(three.withState { $0.child.child.child } == 6)

    // Deeper trees through a generic helper: every level's key paths, in one generic function.
    #expect(Self.sendThroughLevels(Adder(), initial: 0, depth: 6, amount: 7) == 7)
  }

  /// Builds a tree `depth` levels deep above `leaf`, sends `amount` down the `other` branch at every
  /// level, and returns what reached the leaf.
  @MainActor
  static func sendThroughLevels<Leaf: Reducer>(
    _ leaf: Leaf, initial: Leaf.State, depth: Int, amount: Leaf.Action
  ) -> Leaf.State where Leaf.State: Equatable {
    guard depth > 0 else {
      let store = Store(initialState: initial) { leaf }
      store.send(amount)
      return store.withState { $0 }
    }
    let result = sendThroughLevels(
      Level(child: leaf), initial: Level<Leaf>.State(child: initial, other: initial),
      depth: depth - 1, amount: Level<Leaf>.Action.other(amount))
    #expect(result.child == initial)
    return result.other
  }

  @Test("A generic body's key path literal is evaluated once per generic argument")
  func genericLiteralIsEvaluatedOnce() {
    #if canImport(ObjectiveC) || !(arch(x86_64) || arch(arm64))
      // Closure contexts are not read where Objective-C exists, nor on 32-bit platforms.
    #else
      let before = Evaluations.count.value
      for _ in 0..<10 {
        _ = Evaluations.resolve(PickFirst.self)
        _ = Evaluations.resolve(PickSecond.self)
      }
      let evaluated = Evaluations.count.value - before
      if Evaluations.site(PickFirst.self) != nil {
        #expect(evaluated == 2)
      } else {
        // The build wrapped the closure (a debug build may): evaluated every time, never wrong.
        #expect(evaluated == 20)
      }
      #expect(Evaluations.resolve(PickFirst.self) == \Pair.first)
      #expect(Evaluations.resolve(PickSecond.self) == \Pair.second)
    #endif
  }

  enum Evaluations {
    static let count = LockIsolated(0)

    static func resolve<P: Pick>(_: P.Type) -> WritableKeyPath<Pair, Int> {
      resolveKeyPath {
        count.withValue { $0 += 1 }
        return P.field
      }
    }

    static func site<P: Pick>(_: P.Type) -> CallSiteKey? {
      CallSites.site { P.field }
    }
  }

  final class Box: @unchecked Sendable {
    var field: WritableKeyPath<Pair, Int> = \.first
  }

  @Test("Closures that capture a value, an object or a variable have no site, in generic code too")
  func capturingClosuresHaveNoSite() {
    func sites<P: Pick>(_: P.Type, value: Bool, box: Box) -> [CallSiteKey?] {
      var variable: WritableKeyPath<Pair, Int> = P.field
      if value { variable = \.third }
      return [
        CallSites.site { value ? P.field : \Pair.second },
        CallSites.site { box.field },
        CallSites.site { variable },
        CallSites.site { [box] in value ? box.field : P.field },
      ]
    }
    let box = Box()
    for site in sites(PickFirst.self, value: true, box: box) { #expect(site == nil) }
    for site in sites(PickThird.self, value: false, box: box) { #expect(site == nil) }
    box.field = \.second
    // What the box holds now is what an evaluation gives: nothing was reused.
    #expect(resolveKeyPath { box.field } == \Pair.second)
  }

  /// A generic feature with every operator that takes a state key path: its literals are
  /// resolved per generic argument.
  struct Host<Child: Reducer>: Reducer
  where Child.State: Equatable & Identifiable, Child.State.ID: Sendable {
    struct State: Equatable {
      var optional: Child.State?
      var rows: IdentifiedArrayOf<Child.State> = []
      var single: Child.State
    }
    @CasePathable
    enum Action {
      case optional(Child.Action)
      case rows(IdentifiedActionOf<Child>)
      case single(Child.Action)
    }
    let child: Child
    var body: some Reducer<State, Action> {
      Scope(state: \.single, action: \.single) { child }
      EmptyReducer()
        .ifLet(\.optional, action: \.optional) { child }
        .forEach(\.rows, action: \.rows) { child }
    }
  }

  struct Tally: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var total = 0
    }
    func reduce(into state: inout State, action: Int) -> Effect<Int> {
      state.total += action
      return .none
    }
  }

  struct Label: Reducer {
    struct State: Equatable, Identifiable {
      var id: String
      var text = ""
    }
    func reduce(into state: inout State, action: String) -> Effect<String> {
      state.text += action
      return .none
    }
  }

  @Test("Scope, ifLet and forEach in one generic body, two generic arguments, interleaved")
  @MainActor
  func everyStateKeyPathOperatorInAGenericBody() {
    let tallies = Store(
      initialState: Host<Tally>.State(
        optional: Tally.State(id: 0), rows: [Tally.State(id: 1), Tally.State(id: 2)],
        single: Tally.State(id: 3))
    ) { Host(child: Tally()) }
    let labels = Store(
      initialState: Host<Label>.State(
        optional: Label.State(id: "o"), rows: [Label.State(id: "a"), Label.State(id: "b")],
        single: Label.State(id: "s"))
    ) { Host(child: Label()) }
    for _ in 1...3 {
      tallies.send(.optional(1))
      labels.send(.optional("o"))
      tallies.send(.rows(.element(id: 2, action: 10)))
      labels.send(.rows(.element(id: "a", action: "a")))
      tallies.send(.single(100))
      labels.send(.single("s"))
    }
    let tally = tallies.withState { $0 }
    #expect(tally.optional?.total == 3)
    #expect(tally.rows.map(\.total) == [0, 30])
    #expect(tally.single.total == 300)
    let label = labels.withState { $0 }
    #expect(label.optional?.text == "ooo")
    #expect(label.rows.map(\.text) == ["aaa", ""])
    #expect(label.single.text == "sss")
  }

  /// A `Scope` whose state and action arguments are each either a literal (a cached site) or read
  /// from a stored property (evaluated every time), in a generic body and in a plain one.
  struct Mixed<P: Pick>: Reducer {
    let field: WritableKeyPath<Pair, Int>
    let action: CaseKeyPath<PairAction, Int>
    let capturesState: Bool
    let capturesAction: Bool
    var body: some Reducer<Pair, PairAction> {
      if capturesState && capturesAction {
        Scope(state: field, action: action) { Adder() }
      } else if capturesState {
        Scope(state: field, action: P.action) { Adder() }
      } else if capturesAction {
        Scope(state: P.field, action: action) { Adder() }
      } else {
        Scope(state: P.field, action: P.action) { Adder() }
      }
    }
  }

  @Test(
    "Captured and literal arguments in every combination: each store scopes to its own field",
    arguments: [(false, false), (true, false), (false, true), (true, true)]
  )
  @MainActor
  func capturedAndLiteralArguments(capturesState: Bool, capturesAction: Bool) {
    // The same reducer type with properties that disagree with its generic argument: a captured
    // argument must follow the property, a literal one the generic argument.
    let first = Store(initialState: Pair()) {
      Mixed<PickFirst>(
        field: \.third, action: \.third, capturesState: capturesState, capturesAction: capturesAction)
    }
    let second = Store(initialState: Pair()) {
      Mixed<PickSecond>(
        field: \.first, action: \.first, capturesState: capturesState, capturesAction: capturesAction)
    }
    for round in 1...3 {
      for store in [first, second] {
        store.send(.first(1))
        store.send(.second(10))
        store.send(.third(100))
      }
      let firstField: WritableKeyPath<Pair, Int> = capturesState ? \.third : \.first
      let firstAmount = capturesAction ? 100 : 1
      let secondField: WritableKeyPath<Pair, Int> = capturesState ? \.first : \.second
      let secondAmount = capturesAction ? 1 : 10
      var expectedFirst = Pair()
      expectedFirst[keyPath: firstField] = firstAmount * round
      var expectedSecond = Pair()
      expectedSecond[keyPath: secondField] = secondAmount * round
      #expect(first.withState { $0 } == expectedFirst)
      #expect(second.withState { $0 } == expectedSecond)
    }
  }
}
