import ConcurrencyExtras
import Foundation

/// When each throttle id last ran an effect, and whether one is waiting for the end of its interval:
/// the bookkeeping of `Effect.throttle`, for clocks and schedulers alike. Each store has its own
/// (its registry's), keyed as its cancellation ids are: two stores never throttle each other.
@usableFromInline
final class Throttling: @unchecked Sendable {
  /// The id under which a throttled effect waits for the end of its interval.
  struct WaitID: Hashable, Sendable {
    let key: EffectID
  }

  /// What to do with an effect throttled now.
  enum Decision<Time, Interval> {
    case runNow
    case drop
    /// Run once `Interval` more has passed (the rest of the interval); `firesAt` is its end.
    case runAfter(Interval, firesAt: Time, cancelInFlight: Bool)
  }

  private struct Entry {
    /// The time of the last run, of the clock's or scheduler's time type.
    var lastRun: Any
    var isPending: Bool
  }

  private let lock = NSLock()
  private var entries: [EffectKey: Entry] = [:]

  /// Decides whether an effect throttled under `key` at `now` runs now, later or never.
  ///
  /// `elapsed` measures the time between two of `Time`'s values (nil when they cannot be compared:
  /// the interval then starts anew), `advanced` moves a time forward by an interval. An id last used
  /// with another time type starts anew too.
  func decide<Time, Interval: Comparable & AdditiveArithmetic>(
    key: EffectKey, now: Time, interval: Interval, latest: Bool,
    elapsed: (_ from: Time, _ to: Time) -> Interval?,
    advanced: (Time, Interval) -> Time
  ) -> Decision<Time, Interval> {
    lock.lock()
    defer { lock.unlock() }
    guard
      let entry = entries[key],
      let lastRun = entry.lastRun as? Time,
      let elapsed = elapsed(lastRun, now),
      elapsed < interval
    else {
      entries[key] = Entry(lastRun: now, isPending: false)
      return .runNow
    }
    if entry.isPending && !latest { return .drop }
    entries[key]?.isPending = true
    return .runAfter(interval - elapsed, firesAt: advanced(lastRun, interval), cancelInFlight: latest)
  }

  /// The effect `decision` stands for: `effect` at once, nothing, or `effect` once `makeWait`'s
  /// wait for the rest of the interval ended (the interval then restarts at its end). The waiting
  /// effect is cancellable under `id`'s wait id, so a later one with `latest: true` replaces it.
  /// Shared by the clock and scheduler forms of `Effect.throttle`, which differ only in how they
  /// wait.
  func effect<Action, Time, Interval>(
    _ effect: Effect<Action>, id: EffectID, key: EffectKey, decision: Decision<Time, Interval>,
    makeWait: (_ remaining: Interval) -> @Sendable () async throws -> Void
  ) -> Effect<Action> {
    switch decision {
    case .runNow:
      return effect
    case .drop:
      return .none
    case let .runAfter(remaining, firesAt, cancelInFlight):
      let wait = makeWait(remaining)
      // The end of the interval, of the clock's or scheduler's time type, recorded untyped.
      let end = UncheckedSendable<Any>(firesAt)
      return Effect.concatenate(
        .run { _ in
          try await wait()
          self.fired(key: key, at: end.value)
        },
        effect
      )
      .cancellable(id: WaitID(key: id), cancelInFlight: cancelInFlight)
    }
  }

  /// Records that the effect waiting under `key` ran at `time`, the end of its interval.
  func fired(key: EffectKey, at time: Any) {
    lock.lock()
    defer { lock.unlock() }
    entries[key] = Entry(lastRun: time, isPending: false)
  }

  /// The time from `start` to `end`, when both are instants of one type.
  static func duration<Instant: InstantProtocol>(
    from start: Instant, to end: any InstantProtocol
  ) -> Instant.Duration? {
    guard let end = end as? Instant else { return nil }
    return start.duration(to: end)
  }

  /// `instant` advanced by `duration`, when the duration is of the instant's own type.
  static func instant<Instant: InstantProtocol>(
    _ instant: Instant, advancedBy duration: some DurationProtocol
  ) -> (any InstantProtocol)? {
    guard let duration = duration as? Instant.Duration else { return nil }
    return instant.advanced(by: duration)
  }
}
