import ComposableArchitecture

/// The `presentation.*` benchmarks: a feature presented with `@Presents` and `ifLet`.
enum PresentationBenchmarks {
  /// An action for the presented counter, through the parent's store.
  static let send = Benchmark(
    "presentation.send",
    summary: "store.send(.counter(.presented(.incrementButtonTapped))) with the counter presented"
  ) { count in
    let store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.presentTapped)
    let action = opaque(Presenter.Action.counter(.presented(.incrementButtonTapped)))
    let elapsed = time {
      for _ in 0..<count {
        blackHole(store.send(action))
      }
    }
    blackHole(store.counter?.count)
    return elapsed
  }

  /// Presenting the counter (which starts its lifetime effect) and dismissing it (which cancels it).
  static let presentAndDismiss = Benchmark(
    "presentation.presentAndDismiss",
    summary: "one of 10,000 pairs store.send(.presentTapped), store.send(.dismissTapped): a lifetime"
      + " effect started and cancelled; includes its share of waiting for every lifetime to end",
    batching: .fixed(10_000)
  ) { count in
    let store = Store(initialState: Presenter.State()) { Presenter() }
    let present = opaque(Presenter.Action.presentTapped)
    let dismiss = opaque(Presenter.Action.dismissTapped)
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(count)
    let elapsed = await time {
      for _ in 0..<count {
        tasks.append(store.send(present))
        blackHole(store.send(dismiss))
      }
      for task in tasks {
        await task.finish()
      }
    }
    blackHole(store.counter?.count)
    return elapsed
  }
}
