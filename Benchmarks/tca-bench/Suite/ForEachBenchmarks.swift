import ComposableArchitecture

/// The `foreach.*` benchmarks: one row's action in collections of different sizes.
enum ForEachBenchmarks {
  /// One row's action among 10 rows.
  static let row10 = rowBenchmark("foreach.row.10", rows: 10, target: nil)

  /// One row's action among 10,000 rows: should cost the same as among 10.
  static let row10000 = rowBenchmark(
    "foreach.row.10000", rows: 10_000, target: .ratio(to: "foreach.row.10", maximum: 2)
  )

  private static func rowBenchmark(_ name: String, rows: Int, target: Benchmark.Target?) -> Benchmark {
    Benchmark(
      name,
      summary: "store.send(.rows(.element(id: middle, action: .incrementButtonTapped))) among \(rows) rows",
      target: target
    ) { count in
      let store = Store(initialState: Rows.State(count: rows)) { Rows() }
      let action = opaque(Rows.Action.rows(.element(id: rows / 2, action: .incrementButtonTapped)))
      let elapsed = time {
        for _ in 0..<count {
          blackHole(store.send(action))
        }
      }
      blackHole(store.rows[id: rows / 2]?.count)
      return elapsed
    }
  }
}
