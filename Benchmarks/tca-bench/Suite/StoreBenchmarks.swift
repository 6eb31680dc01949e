import ComposableArchitecture

/// `baseline.reduce` and the `store.*` benchmarks.
enum StoreBenchmarks {
  /// The limit: the counter's reducer called directly, with no store.
  static let baselineReduce = Benchmark(
    "baseline.reduce",
    summary: "Counter.reduce(into:action:) called directly; effect and state kept alive"
  ) { count in
    let reducer = opaque(Counter())
    var state = opaque(Counter.State())
    let action = opaque(Counter.Action.incrementButtonTapped)
    let elapsed = time {
      for _ in 0..<count {
        blackHole(reducer.reduce(into: &state, action: action))
      }
    }
    blackHole(state)
    return elapsed
  }

  /// A send to a root store.
  static let send = Benchmark(
    "store.send",
    summary: "store.send(.incrementButtonTapped) on a root Counter store",
    target: .ratio(to: "baseline.reduce", maximum: 3)
  ) { count in
    timeIncrements(of: Store(initialState: Counter.State()) { Counter() }, count: count)
  }

  /// A send to the counter ten `Scope` levels down, through its scoped store.
  static let sendDepth10 = Benchmark(
    "store.send.depth10",
    summary: "leaf.send(.incrementButtonTapped) on a store scoped 10 levels deep",
    target: .ratio(to: "store.send", maximum: 1.5)
  ) { count in
    let store = Store(initialState: Level0.State()) { Level0() }
    return timeIncrements(of: store.scopeToLeaf(), count: count)
  }

  /// The same send through ten levels of one generic reducer type (not in the list).
  static let sendDepth10Generic = Benchmark(
    "store.send.depth10.generic",
    summary: "store.send.depth10 with Nested<Nested<…<Counter>>> levels (key paths in generic context)",
    target: .ratio(to: "store.send", maximum: 1.5)
  ) { count in
    let store = Store(initialState: GenericDeepTree.initialState()) { GenericDeepTree.reducer() }
    return timeIncrements(of: store.scopeToLeaf(), count: count)
  }

  /// `store.send.depth10.generic` with the store made in generic code that is not specialized (not in
  /// the list): the levels' generic code runs as it does for a generic feature reached from
  /// a module that cannot specialize it, looking its types up at run time on every action.
  static let sendDepth10GenericUnspecialized = Benchmark(
    "store.send.depth10.generic.unspecialized",
    summary: "store.send.depth10.generic, the store made where the feature's type is not known",
    target: .ratio(to: "store.send", maximum: 1.5)
  ) { count in
    let store = unspecializedStore(
      initialState: GenericDeepTree.initialState(), reducer: GenericDeepTree.reducer())
    return timeIncrements(of: store.scopeToLeaf(), count: count)
  }

  /// A store made in a generic function the optimizer leaves unspecialized.
  @_semantics("optimize.sil.specialize.generic.never")
  @inline(never)
  @MainActor
  private static func unspecializedStore<R: Reducer>(
    initialState: R.State, reducer: R
  ) -> StoreOf<R> {
    Store(initialState: initialState) { reducer }
  }

  /// The same send through ten levels whose case key paths are `static let`s (not in the issue's
  /// list): the runtime's share of `store.send.depth10`.
  static let sendDepth10Static = Benchmark(
    "store.send.depth10.static",
    summary: "store.send.depth10 with each level's \\.child case key path held in a static let",
    target: .ratio(to: "store.send", maximum: 1.5)
  ) { count in
    let store = Store(initialState: StaticLevel0.State()) { StaticLevel0() }
    return timeIncrements(of: store.scopeToLeaf(), count: count)
  }

  /// Scoping a fresh root store ten levels down.
  static let scopeDepth10 = Benchmark(
    "store.scope.depth10",
    summary: "the 10 store.scope(state:action:) calls from a fresh root store to the leaf"
  ) { count in
    let roots = (0..<count).map { _ in
      Store(initialState: Level0.State()) { Level0() }
    }
    let elapsed = time {
      for root in roots {
        blackHole(root.scopeToLeaf())
      }
    }
    withExtendedLifetime(roots) {}
    return elapsed
  }

  /// Reading the counter through the store scoped ten levels down.
  static let accessDepth10 = Benchmark(
    "store.access.depth10",
    summary: "leaf.count on a store scoped 10 levels deep"
  ) { count in
    let store = Store(initialState: Level0.State()) { Level0() }
    let leaf = opaque(store.scopeToLeaf())
    let elapsed = time {
      for _ in 0..<count {
        blackHole(leaf.count)
      }
    }
    return elapsed
  }

  /// Times `count` increments sent to a counter's store (a root store, or one scoped to a leaf), the
  /// operation of every `store.send*` benchmark.
  @MainActor
  private static func timeIncrements(of store: StoreOf<Counter>, count: Int) -> Duration {
    let action = opaque(Counter.Action.incrementButtonTapped)
    let elapsed = time {
      for _ in 0..<count {
        blackHole(store.send(action))
      }
    }
    blackHole(store.count)
    return elapsed
  }
}
