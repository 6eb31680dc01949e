import ComposableArchitecture

/// One level of a generic deep feature tree: a struct child state reached through `Scope`.
///
/// `Nested<Nested<…<Counter>>>` ten times is the tree of `store.send.depth10.generic`: the same shape
/// as ``Level0``, but the key path literals of `body` sit in a generic context, so the runtime also
/// instantiates the state key path `\.child` on every action (in ``Level0`` only the case key path),
/// resolving the generic arguments of each by name.
struct Nested<Child: Reducer>: Reducer where Child.State: Equatable {
  @ObservableState
  struct State: Equatable {
    var child: Child.State
    var visits = 0
  }

  @CasePathable
  enum Action {
    case child(Child.Action)
  }

  let child: Child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      child
    }
  }
}

/// The generic levels, leaf side first: `Nested9` holds the counter, `GenericDepth10` holds `Nested1`.
typealias Nested9 = Nested<Counter>
typealias Nested8 = Nested<Nested9>
typealias Nested7 = Nested<Nested8>
typealias Nested6 = Nested<Nested7>
typealias Nested5 = Nested<Nested6>
typealias Nested4 = Nested<Nested5>
typealias Nested3 = Nested<Nested4>
typealias Nested2 = Nested<Nested3>
typealias Nested1 = Nested<Nested2>
/// Ten `Nested` levels above a ``Counter``.
typealias GenericDepth10 = Nested<Nested1>

/// Builds the generic ten-deep tree.
enum GenericDeepTree {
  /// The ten-level reducer.
  static func reducer() -> GenericDepth10 {
    GenericDepth10(child: Nested1(child: Nested2(child: Nested3(child: Nested4(child: Nested5(child:
      Nested6(child: Nested7(child: Nested8(child: Nested9(child: Counter()))))))))))
  }

  /// The ten-level initial state, the counter at zero.
  static func initialState() -> GenericDepth10.State {
    GenericDepth10.State(child: Nested1.State(child: Nested2.State(child: Nested3.State(child: Nested4.State(
      child: Nested5.State(child: Nested6.State(child: Nested7.State(child: Nested8.State(child:
        Nested9.State(child: Counter.State()))))))))))
  }
}

extension Store where State == GenericDepth10.State, Action == GenericDepth10.Action {
  /// The counter's store, scoped ten levels down.
  func scopeToLeaf() -> StoreOf<Counter> {
    self
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
  }
}
