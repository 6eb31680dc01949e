/// How long to warm up and sample each benchmark.
struct SamplingPlan {
  /// Time spent running batches before sampling (after calibration), to settle caches and lazy work.
  var warmup: Duration = .milliseconds(200)
  /// Time spent sampling; sampling goes on until both this and ``minimumSamples`` are reached.
  var budget: Duration = .milliseconds(1_500)
  /// The time a calibrated batch aims for: long enough that the clock's own cost is negligible.
  var sampleTarget: Duration = .milliseconds(2)
  /// The fewest samples a figure is taken from.
  var minimumSamples = 15
  /// The most samples kept.
  var maximumSamples = 5_000
  /// The time after which sampling stops even short of ``minimumSamples`` (a very slow benchmark).
  var hardLimit: Duration = .seconds(15)
  /// The largest calibrated batch.
  var maximumBatch = 1 << 24
}

/// The figures of one benchmark run.
struct Measurement {
  /// The benchmark's name.
  let name: String
  /// The operations timed (warm-up and calibration excluded).
  let iterations: Int
  /// The operations in one sample.
  let batch: Int
  /// The number of samples.
  let samples: Int
  /// The median time of one operation, in nanoseconds.
  let medianNanoseconds: Double
  /// The 90th-percentile time of one operation, in nanoseconds.
  let p90Nanoseconds: Double
}

/// Runs a benchmark: calibrates its batch, warms it up, then times batches and summarizes the time
/// per operation of each.
@MainActor
func measure(_ benchmark: Benchmark, plan: SamplingPlan) async -> Measurement {
  let clock = ContinuousClock()

  // Calibrate: grow the batch until one takes about `sampleTarget`. This also starts warming up.
  var batch: Int
  switch benchmark.batching {
  case let .fixed(count):
    batch = max(count, 1)
    _ = await benchmark.run(batch)
  case .calibrated:
    batch = 1
    while batch < plan.maximumBatch {
      let elapsed = await benchmark.run(batch)
      if elapsed >= plan.sampleTarget { break }
      // Grow by the shortfall, at least ×2 and at most ×10 per step, so noise cannot overshoot far.
      let shortfall = plan.sampleTarget.nanoseconds / max(elapsed.nanoseconds, 1)
      batch = min(plan.maximumBatch, batch * Int(min(max(shortfall, 2), 10)))
    }
  }

  let warmupEnd = clock.now + plan.warmup
  repeat {
    _ = await benchmark.run(batch)
  } while clock.now < warmupEnd

  var perOperation: [Double] = []
  let start = clock.now
  while perOperation.count < plan.maximumSamples {
    let elapsed = await benchmark.run(batch)
    perOperation.append(elapsed.nanoseconds / Double(batch))
    let spent = clock.now - start
    if spent >= plan.hardLimit { break }
    if spent >= plan.budget && perOperation.count >= plan.minimumSamples { break }
  }

  let statistics = Statistics(perOperation)
  return Measurement(
    name: benchmark.name,
    iterations: batch * perOperation.count,
    batch: batch,
    samples: perOperation.count,
    medianNanoseconds: statistics.median,
    p90Nanoseconds: statistics.percentile(90)
  )
}
