import ComposableArchitecture

/// The event source of lesson 4 (seed 003): a stream a feature subscribes to (like notifications or a socket).
public struct EventCenter: Sendable {
  /// A stream of events; it ends when the subscriber stops iterating.
  public var events: @Sendable () -> AsyncStream<String>

  /// Creates an event center from its stream.
  public init(events: @escaping @Sendable () -> AsyncStream<String>) {
    self.events = events
  }

  /// The events the simulated source sends in turn.
  public static let samples = ["battery low", "message from Ana", "position 40.4N 3.7W", "sync done"]

  /// One event every 2 seconds of the injected clock.
  public static let simulated = EventCenter {
    @Dependency(\.continuousClock) var continuousClock
    let clock = continuousClock
    return AsyncStream { continuation in
      let task = Task {
        var count = 0
        for await _ in clock.timer(interval: .seconds(2)) {
          continuation.yield(samples[count % samples.count])
          count += 1
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension EventCenter: DependencyKey {
  /// The simulated source.
  public static let liveValue = EventCenter.simulated
  /// The simulated source: deterministic under a `TestClock`.
  public static let testValue = EventCenter.simulated
}

extension DependencyValues {
  /// The event source of lesson 4 (seed 003).
  public var eventCenter: EventCenter {
    get { self[EventCenter.self] }
    set { self[EventCenter.self] = newValue }
  }
}
