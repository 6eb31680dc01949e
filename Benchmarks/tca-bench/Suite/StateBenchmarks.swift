import ComposableArchitecture

/// The `state.*` benchmarks.
enum StateBenchmarks {
  /// A send to a store whose state holds about 1 MiB.
  static let big = Benchmark(
    "state.big",
    summary: "store.send(.incrementButtonTapped) on a store whose state also holds ~1 MiB",
    target: .ratio(to: "store.send", maximum: 2)
  ) { count in
    let store = Store(initialState: BigState.State()) { BigState() }
    let action = opaque(BigState.Action.incrementButtonTapped)
    let elapsed = time {
      for _ in 0..<count {
        blackHole(store.send(action))
      }
    }
    blackHole(store.count)
    return elapsed
  }
}
