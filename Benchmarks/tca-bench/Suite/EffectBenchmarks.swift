import ComposableArchitecture

/// The `effect.*` benchmarks.
enum EffectBenchmarks {
  /// A send whose reducer returns `.merge` of 100 `.none`.
  static let mergeHundredNones = Benchmark(
    "effect.merge100none",
    summary: "store.send of an action returning .merge of 100 .none (built by the reducer)"
  ) { count in
    let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
    let action = opaque(EffectsFeature.Action.mergeHundredNones)
    let elapsed = time {
      for _ in 0..<count {
        blackHole(store.send(action))
      }
    }
    blackHole(store.count)
    return elapsed
  }

  /// A send whose `.run` sends one action back, awaited to the end.
  static let run = Benchmark(
    "effect.run",
    summary: "await store.send(.runTapped).finish(); the .run sends one action back",
    target: .ratio(to: "baseline.task.run", maximum: 2)
  ) { count in
    let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
    let action = opaque(EffectsFeature.Action.runTapped)
    let elapsed = await time {
      for _ in 0..<count {
        await store.send(action).finish()
      }
    }
    blackHole(store.count)
    return elapsed
  }

  /// A series of 10,000 sends, each cancelling the previous long-running effect by id.
  static let cancelInFlight = Benchmark(
    "effect.cancelInFlight",
    summary: "one of 10,000 sends, each starting a .cancellable(id:cancelInFlight: true) long effect;"
      + " includes its share of the final cancel and of waiting for every effect to end",
    batching: .fixed(10_000),
    target: .ratio(to: "baseline.task.cancelInFlight", maximum: 3)
  ) { count in
    let store = Store(initialState: EffectsFeature.State()) { EffectsFeature() }
    let start = opaque(EffectsFeature.Action.startLongRunning)
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(count + 1)
    let elapsed = await time {
      for _ in 0..<count {
        tasks.append(store.send(start))
      }
      tasks.append(store.send(.stopLongRunning))
      for task in tasks {
        await task.finish()
      }
    }
    blackHole(store.count)
    return elapsed
  }
}
