import IssueReporting

/// An asynchronous sequence of a clock's instants, one every `interval`; what
/// `Clock.timer(interval:tolerance:)` returns.
///
/// The first element comes `interval` after iteration starts (the clock's `now` at the first call
/// to `next()`), the n-th one after sleeping until `start + n * interval`, so ticks do not drift
/// when the loop body takes time; a tick that is already due is delivered at once. Each element is
/// the clock's `now` after the sleep. The sequence ends when the iterating task is cancelled.
///
/// ```swift
/// for await _ in clock.timer(interval: .seconds(1)) {
///   secondsElapsed += 1
/// }
/// ```
///
/// A zero or negative interval reports an issue, and the sequence ends at once.
public struct _AsyncTimerSequence<C: Clock>: AsyncSequence, Sendable {
  /// The clock's instant at each tick.
  public typealias Element = C.Instant

  private let clock: C
  private let interval: C.Duration
  private let tolerance: C.Duration?

  /// Creates a timer that ticks on `clock` every `interval`.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; must be greater than zero.
  ///   - tolerance: Passed on to the clock with each sleep.
  ///   - clock: The clock to sleep on.
  public init(interval: C.Duration, tolerance: C.Duration? = nil, clock: C) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  /// Creates an iterator over the timer's ticks.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, tolerance: tolerance)
  }

  /// Produces the timer's ticks.
  public struct Iterator: AsyncIteratorProtocol {
    private let clock: C
    private let interval: C.Duration
    private let tolerance: C.Duration?
    private var lastDeadline: C.Instant?
    private var isFinished = false

    fileprivate init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    /// Sleeps until the next tick and returns the clock's `now`, or returns `nil` once the
    /// iterating task is cancelled.
    public mutating func next() async -> C.Instant? {
      guard !isFinished else { return nil }
      guard interval > .zero else {
        isFinished = true
        reportIssue(
          "A timer's interval must be greater than zero, got \(interval); the timer ended.")
        return nil
      }
      let deadline = (lastDeadline ?? clock.now).advanced(by: interval)
      do {
        try await clock.sleep(until: deadline, tolerance: tolerance)
      } catch {
        isFinished = true
        return nil
      }
      lastDeadline = deadline
      return clock.now
    }
  }
}
