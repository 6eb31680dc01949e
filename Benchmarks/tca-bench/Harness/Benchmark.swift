/// One benchmark: a named operation, and how to time a batch of it.
struct Benchmark {
  /// How many operations one sample times.
  enum Batching {
    /// Found at start-up: doubled until one batch takes about ``SamplingPlan/sampleTarget``.
    case calibrated
    /// Always this many, as when the benchmark's operation only makes sense in a fixed-size series.
    case fixed(Int)
  }

  /// The figure a benchmark is held to.
  enum Target {
    /// The median at most `maximum` times the median of the benchmark named `baseline`.
    case ratio(to: String, maximum: Double)
    /// The median under `nanoseconds` per operation.
    case absolute(nanoseconds: Double)

    /// The benchmark this one is compared with, if any.
    var baseline: String? {
      switch self {
      case let .ratio(baseline, _): baseline
      case .absolute: nil
      }
    }
  }

  /// The name printed and matched by `--filter`, such as `store.send`.
  let name: String
  /// What one operation is, for `--list`.
  let summary: String
  /// How many operations one sample times.
  let batching: Batching
  /// The figure the benchmark is held to, if any.
  let target: Target?
  /// Runs `count` operations and returns the time they took, leaving set-up and tear-down untimed.
  let run: @MainActor (_ count: Int) async -> Duration

  init(
    _ name: String,
    summary: String,
    batching: Batching = .calibrated,
    target: Target? = nil,
    run: @escaping @MainActor (_ count: Int) async -> Duration
  ) {
    self.name = name
    self.summary = summary
    self.batching = batching
    self.target = target
    self.run = run
  }
}

/// Times `body`, a synchronous batch of operations.
@MainActor
func time(_ body: () -> Void) -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  return clock.now - start
}

/// Times `body`, an asynchronous batch of operations.
@MainActor
func time(_ body: () async -> Void) async -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  await body()
  return clock.now - start
}
