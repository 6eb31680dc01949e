/// Order statistics of a set of samples.
struct Statistics {
  /// The samples, ascending.
  let sorted: [Double]

  init(_ samples: [Double]) {
    self.sorted = samples.sorted()
  }

  /// The middle sample (the mean of the two middle ones for an even count); 0 with no samples.
  var median: Double {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The nearest-rank percentile `p` (0 < p ≤ 100): the smallest sample with at least `p`% of the
  /// samples at or below it; 0 with no samples.
  func percentile(_ p: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
