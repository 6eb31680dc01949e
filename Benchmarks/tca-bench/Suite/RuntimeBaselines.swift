/// What the Swift runtime alone costs for the work of the `effect.*` benchmarks, with no store: the
/// floor under `effect.run` and `effect.cancelInFlight` on this machine.
enum RuntimeBaselines {
  /// The thread hand-offs of `effect.run` without a store.
  static let run = Benchmark(
    "baseline.task.run",
    summary: "from the main actor: a task on the pool that calls the main actor once; its value awaited"
  ) { count in
    let counter = MainCounter()
    let elapsed = await time {
      for _ in 0..<count {
        await Task.detached { await counter.increment() }.value
      }
    }
    blackHole(counter.count)
    return elapsed
  }

  /// The tasks of `effect.cancelInFlight` without a store: started on the main actor (as a store
  /// starts an effect's task, in TCA too), each cancelled by the next before it ran.
  static let cancelInFlight = Benchmark(
    "baseline.task.cancelInFlight",
    summary: "one of 10,000 main-actor tasks sleeping an hour, each started after cancelling the"
      + " previous one; includes its share of waiting for every task to end",
    batching: .fixed(10_000)
  ) { count in
    var tasks: [Task<Void, Never>] = []
    tasks.reserveCapacity(count)
    let elapsed = await time {
      for _ in 0..<count {
        tasks.last?.cancel()
        tasks.append(Task { @MainActor in try? await Task.sleep(for: .seconds(3_600)) })
      }
      tasks.last?.cancel()
      for task in tasks {
        await task.value
      }
    }
    return elapsed
  }
}

/// A main-actor counter, the state `baseline.task.run` changes.
@MainActor
private final class MainCounter {
  var count = 0
  func increment() { count += 1 }
}
