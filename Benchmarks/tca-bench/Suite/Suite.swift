/// Every benchmark, in running order: a baseline always comes before the benchmarks compared with it.
enum Suite {
  /// All benchmarks.
  @MainActor
  static let all: [Benchmark] = [
    StoreBenchmarks.baselineReduce,
    StoreBenchmarks.send,
    StoreBenchmarks.sendDepth10,
    StoreBenchmarks.sendDepth10Static,
    StoreBenchmarks.sendDepth10Generic,
    StoreBenchmarks.sendDepth10GenericUnspecialized,
    StoreBenchmarks.scopeDepth10,
    StoreBenchmarks.accessDepth10,
    EffectBenchmarks.mergeHundredNones,
    RuntimeBaselines.run,
    EffectBenchmarks.run,
    RuntimeBaselines.cancelInFlight,
    EffectBenchmarks.cancelInFlight,
    StateBenchmarks.big,
    ForEachBenchmarks.row10,
    ForEachBenchmarks.row10000,
    PresentationBenchmarks.send,
    PresentationBenchmarks.presentAndDismiss,
    TestStoreBenchmarks.tenThousandPairs,
  ]

  /// The benchmarks `options` selects, with the baselines they are compared with
  /// (unless `--no-baselines`), in running order.
  @MainActor
  static func selected(by options: Options) -> [Benchmark] {
    var names = options.selection(among: all.map(\.name))
    var added = !options.withoutBaselines
    while added {
      added = false
      for benchmark in all where names.contains(benchmark.name) {
        if let baseline = benchmark.target?.baseline, names.insert(baseline).inserted { added = true }
      }
    }
    return all.filter { names.contains($0.name) }
  }
}
