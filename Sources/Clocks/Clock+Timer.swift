extension Clock where Duration: Hashable {
  /// Returns an asynchronous sequence that ticks every `interval` on this clock.
  ///
  /// Works on concrete clocks and on existentials alike, which is why the sequence runs on an
  /// ``AnyClock`` wrapping this clock:
  ///
  /// ```swift
  /// let clock: any Clock<Duration> = ContinuousClock()
  /// for await _ in clock.timer(interval: .seconds(1)) {
  ///   secondsElapsed += 1
  /// }
  /// ```
  ///
  /// With a ``TestClock``, `advance(by: .seconds(5))` delivers exactly five ticks. The n-th tick
  /// comes after sleeping until `start + n * interval` (no drift when the loop body takes time); the
  /// sequence ends when the iterating task is cancelled (see `_AsyncTimerSequence`).
  ///
  /// - Parameters:
  ///   - interval: The time between ticks; must be greater than zero.
  ///   - tolerance: Passed on to the clock with each sleep.
  /// - Returns: A sequence of the instants at which the timer ticked.
  public func timer(
    interval: Duration,
    tolerance: Duration? = nil
  ) -> _AsyncTimerSequence<AnyClock<Duration>> {
    _AsyncTimerSequence(interval: interval, tolerance: tolerance, clock: AnyClock(self))
  }
}
