#if !canImport(Combine)
  import Dispatch
  import Foundation

  extension DispatchQueue: Scheduler {
    /// A dispatch queue's time: a `DispatchTime`, as in Combine.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
      /// The dispatch time.
      public var dispatchTime: DispatchTime

      /// The time at `time`.
      public init(_ time: DispatchTime) {
        self.dispatchTime = time
      }

      /// The interval from this time to `other`.
      public func distance(to other: SchedulerTimeType) -> Stride {
        let start = dispatchTime.uptimeNanoseconds
        let end = other.dispatchTime.uptimeNanoseconds
        return Stride(.nanoseconds(
          end >= start ? Int(clamping: end - start) : -Int(clamping: start - end)
        ))
      }

      /// The time `n` after this one (before it, for a negative `n`).
      public func advanced(by n: Stride) -> SchedulerTimeType {
        let base = dispatchTime.uptimeNanoseconds
        let offset = UInt64(n.magnitude.magnitude)
        let moved: UInt64
        if n.magnitude >= 0 {
          let (sum, overflow) = base.addingReportingOverflow(offset)
          moved = overflow ? .max : sum
        } else {
          // Dispatch reads 0 as "now": the earliest time is 1 nanosecond.
          moved = base > offset ? max(base - offset, 1) : 1
        }
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
      }

      /// Hashes the time's nanoseconds.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(dispatchTime.uptimeNanoseconds)
      }

      /// Times are equal when their nanoseconds are.
      public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
      }

      /// Orders times by their nanoseconds.
      public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
      }

      /// Decodes the time from its nanoseconds.
      public init(from decoder: any Decoder) throws {
        let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
        self.init(DispatchTime(uptimeNanoseconds: nanoseconds))
      }

      /// Encodes the time as its nanoseconds.
      public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dispatchTime.uptimeNanoseconds)
      }

      /// An interval between two dispatch times, in nanoseconds. Integer and floating-point literals
      /// are seconds: `0.3` is 300 milliseconds.
      public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
        ExpressibleByFloatLiteral, Hashable, Codable, Sendable
      {
        /// Seconds, as a floating-point literal.
        public typealias FloatLiteralType = Double
        /// Seconds, as an integer literal.
        public typealias IntegerLiteralType = Int
        /// Nanoseconds.
        public typealias Magnitude = Int

        /// The interval in nanoseconds.
        public var magnitude: Int

        /// The interval as a `DispatchTimeInterval` (nanoseconds).
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        /// The interval of `timeInterval`.
        public init(_ timeInterval: DispatchTimeInterval) {
          /// `value` × `factor`, clamped to the representable nanoseconds.
          func scaled(_ value: Int, _ factor: Int) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: factor)
            return overflow ? (value < 0 ? .min : .max) : product
          }
          switch timeInterval {
          case .seconds(let s): magnitude = scaled(s, 1_000_000_000)
          case .milliseconds(let ms): magnitude = scaled(ms, 1_000_000)
          case .microseconds(let us): magnitude = scaled(us, 1_000)
          case .nanoseconds(let ns): magnitude = ns
          case .never: magnitude = .max
          @unknown default: magnitude = .max
          }
        }

        /// `value` seconds.
        public init(floatLiteral value: Double) {
          self = .seconds(value)
        }

        /// `value` seconds.
        public init(integerLiteral value: Int) {
          self = .seconds(value)
        }

        /// `source` seconds, when it fits.
        public init?<T: BinaryInteger>(exactly source: T) {
          guard let seconds = Int(exactly: source) else { return nil }
          self = .seconds(seconds)
        }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Self { Self(.seconds(s)) }
        /// `s` seconds, to the nanosecond.
        public static func seconds(_ s: Double) -> Self {
          Self(.nanoseconds(Int(saturating: s * 1_000_000_000)))
        }
        /// `ms` milliseconds.
        public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }
        /// `us` microseconds.
        public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }
        /// `ns` nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Self { Self(.nanoseconds(ns)) }

        /// No time.
        public static var zero: Self { Self(.nanoseconds(0)) }

        /// Orders intervals by length.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
        /// The sum of two intervals.
        public static func + (lhs: Self, rhs: Self) -> Self { Self(.nanoseconds(lhs.magnitude &+ rhs.magnitude)) }
        /// The difference of two intervals.
        public static func - (lhs: Self, rhs: Self) -> Self { Self(.nanoseconds(lhs.magnitude &- rhs.magnitude)) }
        /// The product of two intervals' nanoseconds.
        public static func * (lhs: Self, rhs: Self) -> Self { Self(.nanoseconds(lhs.magnitude &* rhs.magnitude)) }
        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
        /// Subtracts `rhs` from `lhs`.
        public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
        /// Multiplies `lhs` by `rhs`.
        public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
      }
    }

    /// Options for scheduling on a dispatch queue, as in Combine.
    public struct SchedulerOptions {
      /// The quality of service of the work.
      public var qos: DispatchQoS
      /// The flags of the work item.
      public var flags: DispatchWorkItemFlags
      /// The group the work joins, if any.
      public var group: DispatchGroup?

      /// Options with the given quality of service, flags and group.
      public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
        self.qos = qos
        self.flags = flags
        self.group = group
      }
    }

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No minimum tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Runs `action` asynchronously on the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
      let action = UncheckedAction(action)
      async(
        group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
        execute: { action.run() }
      )
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) {
      let action = UncheckedAction(action)
      asyncAfter(
        deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
        execute: { action.run() }
      )
    }

    /// Runs `action` on the queue at `date`, then every `interval`, until cancelled.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping () -> Void
    ) -> any Cancellable {
      let timer = DispatchSource.makeTimerSource(queue: self)
      let action = UncheckedAction(action)
      timer.setEventHandler { action.run() }
      timer.schedule(
        deadline: date.dispatchTime, repeating: .nanoseconds(max(interval.magnitude, 0)),
        leeway: .nanoseconds(max(tolerance.magnitude, 0))
      )
      timer.resume()
      return AnyCancellable { timer.cancel() }
    }
  }

  extension Int {
    /// `value` rounded to the nearest integer, clamped to `Int`'s range (0 for NaN).
    init(saturating value: Double) {
      let rounded = value.rounded()
      if rounded.isNaN {
        self = 0
      } else if rounded >= Double(Int.max) {
        self = .max
      } else if rounded <= Double(Int.min) {
        self = .min
      } else {
        self = Int(rounded)
      }
    }
  }

  /// A closure handed to Dispatch, which wants a sendable one: the scheduler's contract (Combine's) is
  /// that the closure runs on the scheduler, which the caller chose.
  struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }
#endif
