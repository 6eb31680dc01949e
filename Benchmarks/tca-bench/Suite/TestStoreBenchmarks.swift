import ComposableArchitecture

/// The `teststore.*` benchmarks.
enum TestStoreBenchmarks {
  /// 10,000 send/receive pairs through an exhaustive `TestStore`; one operation is one pair. The
  /// target is all 10,000 pairs under 0.15 s, so under 15 µs a pair.
  static let tenThousandPairs = Benchmark(
    "teststore.10k",
    summary: "one of 10,000 pairs: await store.send(.ping) { … } then await store.receive(.pong) { … },"
      + " exhaustive, each state change asserted",
    batching: .fixed(10_000),
    target: .absolute(nanoseconds: 15_000)
  ) { count in
    let store = TestStore(initialState: PingPong.State()) { PingPong() }
    let elapsed = await time {
      for index in 1...count {
        await store.send(.ping) { $0.pings = index }
        await store.receive(.pong) { $0.pongs = index }
      }
    }
    blackHole(store.state.pongs)
    return elapsed
  }
}
