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
    let now = scheduler.now
    switch Throttling.shared.decide(key: key, now: now, interval: interval, latest: latest) {
    case .runNow:
      return self
    case .drop:
      return .none
    case let .runAt(instant, cancelInFlight):
      return Self.concatenate(
        .run { _ in
          try await scheduler.sleep(until: instant, tolerance: nil)
          Throttling.shared.fired(key: key, at: instant)
        },
        self
      )
      .cancellable(id: ThrottleID(key: key), cancelInFlight: cancelInFlight)
    }
  }
}

/// The id under which a throttled effect waits for the end of its interval.
private struct ThrottleID: Hashable, Sendable {
  let key: EffectID
}

/// When each throttle id last ran an effect, and whether one is waiting for the end of its interval.
private final class Throttling: @unchecked Sendable {
  static let shared = Throttling()

  enum Decision<Instant> {
    case runNow
    case drop
    case runAt(Instant, cancelInFlight: Bool)
  }

  private struct Entry {
    var lastRun: Any
    var isPending: Bool
  }

  private let lock = NSLock()
  private var entries: [EffectID: Entry] = [:]

  func decide<Instant: InstantProtocol>(
    key: EffectID, now: Instant, interval: Instant.Duration, latest: Bool
  ) -> Decision<Instant> {
    lock.lock()
    defer { lock.unlock() }
    guard
      let entry = entries[key],
      let lastRun = entry.lastRun as? Instant,
      lastRun.duration(to: now) < interval
    else {
      entries[key] = Entry(lastRun: now, isPending: false)
      return .runNow
    }
    if entry.isPending && !latest { return .drop }
    entries[key]?.isPending = true
    return .runAt(lastRun.advanced(by: interval), cancelInFlight: latest)
  }

  func fired<Instant: InstantProtocol>(key: EffectID, at instant: Instant) {
    lock.lock()
    defer { lock.unlock() }
    entries[key] = Entry(lastRun: instant, isPending: false)
  }
}
