import Foundation

extension Effect {
  /// Delays this effect by `dueTime` on `scheduler`, restarting the delay whenever another effect
  /// with the same `id` is debounced meanwhile: only the last one of a burst runs.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await client.search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: clock)
  /// ```
  ///
  /// `scheduler` is a clock (a `TestClock` in tests): OpenTCA has no Combine schedulers.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for dueTime: C.Duration,
    scheduler: C
  ) -> Self {
    if isNone { return .none }
    return Self.concatenate(
      .run { _ in try await scheduler.sleep(for: dueTime) },
      self
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Delays this effect by `dueTime` on `scheduler`, restarting the delay whenever another effect
  /// with the same `id` is debounced meanwhile: the form for a clock held as `any Clock<Duration>`,
  /// such as the `continuousClock` dependency.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// // …
  /// return .run { send in await send(.results(try await client.search(query))) }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: clock)
  /// ```
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable,
    for dueTime: Duration,
    scheduler: any Clock<Duration>
  ) -> Self {
    openedDebounce(id: id, for: dueTime, scheduler: scheduler)
  }

  private func openedDebounce<C: Clock<Duration>>(
    id: some Hashable & Sendable, for dueTime: Duration, scheduler: C
  ) -> Self {
    debounce(id: id, for: dueTime, scheduler: scheduler)
  }

  /// Runs this effect at most once per `interval` for a given `id`: the first one at once, and
  /// during the interval that follows, one more at its end, the latest (`latest: true`) or the first
  /// (`latest: false`) of those that arrived meanwhile. The others are dropped.
  ///
  /// ```swift
  /// case .scrolled:
  ///   return .send(.loadMore)
  ///     .throttle(id: CancelID.loadMore, for: .seconds(1), scheduler: clock, latest: true)
  /// ```
  ///
  /// Ids are shared by every store, as in TCA.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    scheduler: C,
    latest: Bool
  ) -> Self {
    if isNone { return .none }
    let key = EffectID(id)
    switch Throttling.shared.decide(
      key: key, now: scheduler.comparableNow, interval: interval, latest: latest
    ) {
    case .runNow:
      return self
    case .drop:
      return .none
    case let .runAfter(remaining, firesAt, cancelInFlight):
      let deadline = scheduler.now.advanced(by: remaining)
      return Self.concatenate(
        .run { _ in
          try await scheduler.sleep(until: deadline, tolerance: nil)
          Throttling.shared.fired(key: key, at: firesAt)
        },
        self
      )
      .cancellable(id: ThrottleID(key: key), cancelInFlight: cancelInFlight)
    }
  }

  /// Runs this effect at most once per `interval` for a given `id`: the form for a clock held as
  /// `any Clock<Duration>`, such as the `continuousClock` dependency.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// // …
  /// return .send(.loadMore)
  ///   .throttle(id: CancelID.loadMore, for: .seconds(1), scheduler: clock, latest: true)
  /// ```
  @_disfavoredOverload
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    scheduler: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    openedThrottle(id: id, for: interval, scheduler: scheduler, latest: latest)
  }

  private func openedThrottle<C: Clock<Duration>>(
    id: some Hashable & Sendable, for interval: Duration, scheduler: C, latest: Bool
  ) -> Self {
    throttle(id: id, for: interval, scheduler: scheduler, latest: latest)
  }
}

/// The id under which a throttled effect waits for the end of its interval.
private struct ThrottleID: Hashable, Sendable {
  let key: EffectID
}

/// When each throttle id last ran an effect, and whether one is waiting for the end of its interval.
private final class Throttling: @unchecked Sendable {
  static let shared = Throttling()

  enum Decision<Duration> {
    case runNow
    case drop
    /// Run once `Duration` more has passed (the rest of the interval).
    /// `firesAt` is the end of the interval, in the clock's comparable instants.
    case runAfter(Duration, firesAt: any InstantProtocol, cancelInFlight: Bool)
  }

  /// Instants are the clock's comparable ones (`Clock.comparableNow`): for an `AnyClock`, its
  /// wrapped clock's, so that the `AnyClock`s a feature creates in each action agree.
  private struct Entry {
    var lastRun: any InstantProtocol
    var isPending: Bool
  }

  private let lock = NSLock()
  private var entries: [EffectID: Entry] = [:]

  func decide<Duration: DurationProtocol>(
    key: EffectID, now: any InstantProtocol, interval: Duration, latest: Bool
  ) -> Decision<Duration> {
    lock.lock()
    defer { lock.unlock() }
    guard
      let entry = entries[key],
      let elapsed = Self.duration(from: entry.lastRun, to: now) as? Duration,
      elapsed < interval
    else {
      entries[key] = Entry(lastRun: now, isPending: false)
      return .runNow
    }
    if entry.isPending && !latest { return .drop }
    entries[key]?.isPending = true
    return .runAfter(
      interval - elapsed, firesAt: Self.instant(entry.lastRun, advancedBy: interval) ?? now,
      cancelInFlight: latest)
  }

  /// The time from `start` to `end`, when both are instants of one type (else the ids were last
  /// used with another clock, and the interval starts anew).
  private static func duration<Instant: InstantProtocol>(
    from start: Instant, to end: any InstantProtocol
  ) -> Instant.Duration? {
    guard let end = end as? Instant else { return nil }
    return start.duration(to: end)
  }

  /// `instant` advanced by `duration`, when the duration is of the instant's own type (as it is once
  /// ``duration(from:to:)`` gave one).
  private static func instant<Instant: InstantProtocol>(
    _ instant: Instant, advancedBy duration: some DurationProtocol
  ) -> (any InstantProtocol)? {
    guard let duration = duration as? Instant.Duration else { return nil }
    return instant.advanced(by: duration)
  }

  func fired(key: EffectID, at instant: any InstantProtocol) {
    lock.lock()
    defer { lock.unlock() }
    entries[key] = Entry(lastRun: instant, isPending: false)
  }
}
