import ConcurrencyExtras
import Observation
import Sharing

/// Waits until `condition` holds for the value of `shared`, woken by each observed change of it.
///
/// The wait is driven by Observation: a change made by a file watcher (on a background queue) wakes
/// it. A short real-time nap is only a safety net for a change that lands between two checks; the
/// bound (`attempts` naps of 20 ms, 30 s by default) is there so that a watcher that never fires
/// fails the test instead of hanging it. It is never what makes a test pass.
func waitUntil<Value>(
  _ shared: Shared<Value>,
  attempts: Int = 1_500,
  _ condition: @escaping @Sendable (Value) -> Bool
) async -> Bool {
  for _ in 0..<attempts {
    if condition(shared.wrappedValue) { return true }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumed = LockIsolated(false)
      let resume: @Sendable () -> Void = {
        let first = resumed.withValue { wasResumed -> Bool in
          defer { wasResumed = true }
          return !wasResumed
        }
        if first { continuation.resume() }
      }
      withObservationTracking {
        _ = shared.wrappedValue
      } onChange: {
        resume()
      }
      if condition(shared.wrappedValue) { resume() }
      Task {
        try? await Task.sleep(for: .milliseconds(20))
        resume()
      }
    }
  }
  return condition(shared.wrappedValue)
}

/// Yields until `condition` holds, at most `maxYields` times; returns whether it held.
///
/// For work that needs only CPU time to finish (a write already scheduled on the cooperative pool),
/// not real time.
func yieldUntil(maxYields: Int = 200_000, _ condition: () -> Bool) async -> Bool {
  for _ in 0..<maxYields {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
