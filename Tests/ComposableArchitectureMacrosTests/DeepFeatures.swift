import ComposableArchitecture

// The recursive features of `DeepScopingTests`: the shapes TCA users write a tree of features with.

/// A recursive feature whose child is optional (`ifLet`). The child is stored in an array, the way a
/// value type holds a value of its own type.
@Reducer
struct OptionalNode {
  @ObservableState
  struct State {
    var value = 0
    var children: [State] = []
    var child: State? {
      get { children.first }
      set { children = newValue.map { [$0] } ?? [] }
    }

    init(depth: Int) {
      var node = State()
      for _ in 0..<depth { node = State(value: 0, children: [node]) }
      self = node
    }
    init(value: Int = 0, children: [State] = []) {
      self.value = value
      self.children = children
    }
  }

  enum Action {
    case tap
    indirect case child(Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .tap = action { state.value += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { OptionalNode() }
  }
}

/// A recursive feature whose child is always there (`Scope`): it exists as deep as it is scoped.
@Reducer
struct ScopedNode {
  @ObservableState
  struct State {
    var value = 0
    var children: [State] = []
    var child: State {
      get { children.first ?? State() }
      set { children = [newValue] }
    }
  }

  enum Action {
    case tap
    indirect case child(Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ScopedNode() }
    Reduce { state, action in
      if case .tap = action { state.value += 1 }
      return .none
    }
  }
}

/// The recursive rows of TCA's "Recursion" case study (`forEach` of itself).
@Reducer
struct RowNode {
  @ObservableState
  struct State: Identifiable {
    var id = 0
    var value = 0
    var rows: IdentifiedArrayOf<State> = []

    init(id: Int = 0, value: Int = 0, rows: IdentifiedArrayOf<State> = []) {
      self.id = id
      self.value = value
      self.rows = rows
    }
    /// A chain of `depth` rows below this one, ids 0 (the root) to `depth`.
    init(depth: Int) {
      var node = State(id: depth)
      for level in stride(from: depth - 1, through: 0, by: -1) {
        node = State(id: level, rows: [node])
      }
      self = node
    }
  }

  enum Action {
    case tap
    indirect case rows(IdentifiedActionOf<RowNode>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .tap = action { state.value += 1 }
      return .none
    }
    .forEach(\.rows, action: \.rows) { RowNode() }
  }
}

/// `OptionalNode`'s tree, with a reducer that reads a dependency and reports an issue at whatever
/// depth it is tapped: what a level run on a fresh stack must still see (the store's dependencies,
/// the current test).
struct DependentNode: Reducer {
  typealias State = OptionalNode.State

  @CasePathable
  enum Action {
    case tap
    case report
    indirect case child(Action)
  }

  @Dependency(\.deepNodeValue) var deepNodeValue

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .tap: state.value = deepNodeValue
      case .report: reportIssue("reported at the bottom")
      case .child: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { DependentNode() }
  }
}

private enum DeepNodeValueKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 2
}

extension DependencyValues {
  /// The value `DependentNode` stores when tapped.
  var deepNodeValue: Int {
    get { self[DeepNodeValueKey.self] }
    set { self[DeepNodeValueKey.self] = newValue }
  }
}
