import ConcurrencyExtras

/// A clock that does not wait: every sleep returns at once, moving the clock's `now` to the
/// deadline.
///
/// Use it in tests and previews where time-based work should happen, but there is no reason to wait
/// for it or to control it step by step:
///
/// ```swift
/// @Test func refreshesAfterDelay() async throws {
///   let model = FeedModel(clock: ImmediateClock())
///   try await model.refreshAfterDelay()   // sleeps 5 s on the clock: returns at once
///   #expect(model.isRefreshed)
/// }
/// ```
///
/// A sleep still honours cancellation: a cancelled task throws `CancellationError`. After moving
/// time forward a sleep yields about twenty times (`Task.megaYield()`, as Point-Free's does), so
/// other tasks get a chance to run: a timer on this clock advances a tick at a time as a test store's
/// `send` lets effects run, instead of running to its end inside one `send`.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  private let current: LockIsolated<Instant>

  /// Creates an immediate clock whose time starts at `now`.
  ///
  /// - Parameter now: The clock's starting time; its zero by default.
  public convenience init(now: Instant = .init()) {
    self.init(start: now)
  }

  private init(start: Instant) {
    self.current = LockIsolated(start)
  }

  /// The clock's current time: the latest deadline any sleep has reached.
  public var now: Instant {
    current.value
  }

  /// Zero: an immediate clock is exact.
  public var minimumResolution: Duration {
    .zero
  }

  /// Moves `now` forward to `deadline` (never backward) and returns without waiting.
  ///
  /// - Parameters:
  ///   - deadline: The instant to sleep until.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` if the current task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withValue { now in
      if now < deadline { now = deadline }
    }
    // As Point-Free's: other tasks get about twenty turns, so a timer on this clock ticks about once
    // for each `send` or yield of a test store, rather than running to its end inside the first one.
    await Task.megaYield()
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// Creates a immediate clock measured in `Swift.Duration`, whose time starts at zero.
  ///
  /// ```swift
  /// let clock = ImmediateClock()
  /// ```
  public convenience init() {
    self.init(start: .init())
  }

  /// Creates an immediate clock measured in `Swift.Duration`, whose time starts at `now`.
  ///
  /// Lets the duration type be inferred: `ImmediateClock()`,
  /// `ImmediateClock(now: .init(offset: .seconds(5)))`.
  ///
  /// - Parameter now: The clock's starting time; its zero by default.
  public convenience init(now: Instant = .init()) {
    self.init(start: now)
  }
}

extension Clock where Self == ImmediateClock<Swift.Duration> {
  /// A new immediate clock, whose time starts at zero.
  ///
  /// ```swift
  /// let model = FeedModel(clock: .immediate)
  /// ```
  public static var immediate: Self {
    ImmediateClock()
  }
}
