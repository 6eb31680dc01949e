import ConcurrencyExtras

/// A clock that wraps any other clock with the same `Duration`, hiding its concrete type.
///
/// Use it where a concrete clock type is needed but the underlying clock varies, for example to
/// store a clock in a generic type, or to turn an `any Clock<Duration>` into a concrete type:
///
/// ```swift
/// let clock = AnyClock(ContinuousClock())
/// try await clock.sleep(for: .seconds(1))
/// ```
///
/// Its instants count from the wrapped clock's `now` at the first use of the `AnyClock` (reading
/// `now`, or sleeping), which is its zero: durations between instants are the wrapped clock's.
///
/// Like Point-Free's, it is a class: copies of a reference share that zero.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  private let _now: @Sendable () -> Instant
  private let _minimumResolution: @Sendable () -> Duration
  private let _sleep: @Sendable (Instant, Duration?) async throws -> Void
  /// The innermost wrapped clock's own `now`: the same for every `AnyClock` wrapping that clock,
  /// whatever their zeros (see ``WrappedClockInstant``).
  private let _wrappedNow: @Sendable () -> any InstantProtocol

  /// Wraps `clock`.
  ///
  /// - Parameter clock: The clock to forward `now`, `minimumResolution` and sleeps to.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    self._wrappedNow = { clock.comparableNow }
    let origin = LockIsolated<C.Instant?>(nil)
    self._now = {
      origin.withValue { origin in
        let now = clock.now
        let zero = origin ?? now
        origin = zero
        return Instant(offset: zero.duration(to: now))
      }
    }
    self._minimumResolution = { clock.minimumResolution }
    self._sleep = { deadline, tolerance in
      let zero = origin.withValue { origin in
        let zero = origin ?? clock.now
        origin = zero
        return zero
      }
      try await clock.sleep(until: zero.advanced(by: deadline.offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's current time.
  public var now: Instant {
    _now()
  }

  /// The wrapped clock's minimum resolution.
  public var minimumResolution: Duration {
    _minimumResolution()
  }

  /// Sleeps on the wrapped clock until `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to sleep until.
  ///   - tolerance: Passed on to the wrapped clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await _sleep(deadline, tolerance)
  }
}

extension AnyClock: WrappedClockInstant {
  package var wrappedNow: any InstantProtocol { _wrappedNow() }
}

/// A clock that wraps another and can tell the wrapped clock's own `now`.
///
/// Each ``AnyClock`` counts its instants from its own zero, so instants of two `AnyClock`s wrapping
/// the same clock (a feature that writes `AnyClock(clock)` in each action) cannot be compared;
/// their wrapped clock's instants can. What compares instants across actions (a throttle) reads
/// those.
package protocol WrappedClockInstant: Sendable {
  /// The innermost wrapped clock's current instant.
  var wrappedNow: any InstantProtocol { get }
}

extension Clock {
  /// This clock's current instant, or, for an ``AnyClock``, its wrapped clock's: instants that
  /// compare across the `AnyClock`s wrapping one clock.
  package var comparableNow: any InstantProtocol {
    if let wrapper = self as? any WrappedClockInstant { return wrapper.wrappedNow }
    return now
  }
}

extension AnyClock where Duration == Swift.Duration {
  /// Wraps a clock held as an existential, such as the `continuousClock` dependency:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// // …
  /// .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: AnyClock(clock))
  /// ```
  ///
  /// It fixes the duration type to `Swift.Duration`, so expressions such as `.milliseconds(300)`
  /// beside it resolve without ambiguity.
  ///
  /// - Parameter clock: The clock to forward `now`, `minimumResolution` and sleeps to.
  @_disfavoredOverload
  public convenience init(_ clock: any Clock<Swift.Duration>) {
    self.init(opening: clock)
  }

  private convenience init<C: Clock<Swift.Duration>>(opening clock: C) {
    self.init(clock)
  }
}
