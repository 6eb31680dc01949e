#if !canImport(Combine)
  import Foundation

  /// The time of a scheduler whose clock is `Date` (`RunLoop.SchedulerTimeType`,
  /// `OperationQueue.SchedulerTimeType`), as in Combine. `Owner` keeps the two types apart.
  public struct _DateSchedulerTimeType<Owner>: Strideable, Hashable, Codable, Sendable {
    /// The date.
    public var date: Date

    /// The time at `date`.
    public init(_ date: Date) {
      self.date = date
    }

    /// The interval from this time to `other`.
    public func distance(to other: Self) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// The time `n` after this one (before it, for a negative `n`).
    public func advanced(by n: Stride) -> Self {
      Self(date.addingTimeInterval(n.timeInterval))
    }

    /// An interval between two dates, in seconds. Integer and floating-point literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// Seconds, as a floating-point literal.
      public typealias FloatLiteralType = TimeInterval
      /// Seconds, as an integer literal.
      public typealias IntegerLiteralType = TimeInterval
      /// Seconds.
      public typealias Magnitude = TimeInterval

      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) {
        self.magnitude = timeInterval
      }

      /// `value` seconds.
      public init(floatLiteral value: TimeInterval) {
        self.init(value)
      }

      /// `value` seconds.
      public init(integerLiteral value: TimeInterval) {
        self.init(value)
      }

      /// `source` seconds, when it is exactly representable.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
      }

      /// `s` seconds.
      public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Self { Self(s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

      /// No time.
      public static var zero: Self { Self(0) }

      /// Orders intervals by length.
      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The sum of two intervals.
      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
      /// The difference of two intervals.
      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
      /// The product of two intervals' seconds.
      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }
#endif
