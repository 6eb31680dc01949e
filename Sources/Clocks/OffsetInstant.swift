/// A point in time on one of this module's clocks: an offset from the clock's zero.
///
/// `TestClock`, `ImmediateClock`, `UnimplementedClock` and `AnyClock` all measure time this way; each
/// names it `Instant`:
///
/// ```swift
/// let clock = TestClock()
/// await clock.advance(to: TestClock.Instant(offset: .seconds(5)))
/// ```
public struct OffsetInstant<Duration: DurationProtocol & Hashable>: InstantProtocol, Hashable, Sendable {
  /// How far this instant lies from the clock's zero.
  public var offset: Duration

  /// Creates the instant that lies `offset` after the clock's zero.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` after this one.
  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The duration from this instant to `other`.
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
