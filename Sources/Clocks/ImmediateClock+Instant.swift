extension ImmediateClock {
  /// A point in time on ImmediateClock: an offset from the clock's zero.
  ///
  /// ```swift
  /// let clock = ImmediateClock(now: ImmediateClock.Instant(offset: .seconds(10)))
  /// ```
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// How far this instant lies from the clock's zero.
    public var offset: Duration

    /// Creates the instant that lies `offset` after the clock's zero.
    ///
    /// - Parameter offset: The distance from the clock's zero; zero by default.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant that lies `duration` after this one.
    ///
    /// - Parameter duration: How far to move; negative durations move back.
    /// - Returns: The moved instant.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The duration from this instant to `other`: negative when `other` comes first.
    ///
    /// - Parameter other: The instant to measure to.
    /// - Returns: `other`'s offset minus this one's.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }
}
