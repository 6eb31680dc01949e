import ComposableArchitecture

/// Waits `duration` on the injected continuous clock: the simulated network's latency.
///
/// The clock is the one of the effect calling the client, so a test (or the script mode) that sets
/// `continuousClock` to a `TestClock` controls every wait of the simulated services.
func simulatedLatency(_ duration: Duration) async throws {
  @Dependency(\.continuousClock) var clock
  try await clock.sleep(for: duration)
}
