import CombineSchedulers
import ConcurrencyExtras

extension Effect {
  /// Delays this effect by `dueTime` on a Combine-style `scheduler`, restarting the delay whenever
  /// another effect with the same `id` is debounced meanwhile: only the last one of a burst runs.
  ///
  /// ```swift
  /// @Dependency(\.mainQueue) var mainQueue
  /// // …
  /// return .run { send in await send(.results(try await client.search(query))) }
  ///   .debounce(id: CancelID.search, for: 0.3, scheduler: mainQueue)
  /// ```
  ///
  /// In tests, a `DispatchQueue.test` scheduler moves the debounce forward with `advance(by:)`. The
  /// clock-based form (`scheduler:` a clock) is the same operator for code written against clocks.
  public func debounce<S: Scheduler>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    if isNone { return .none }
    let wait: any SchedulerWait = SchedulerSleep(scheduler: scheduler, duration: dueTime, options: options)
    return Self.concatenate(
      .run { _ in try await wait.wait() },
      self
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Runs this effect at most once per `interval` of a Combine-style `scheduler` for a given `id`:
  /// the first one at once, and during the interval that follows, one more at its end, the latest
  /// (`latest: true`) or the first (`latest: false`) of those that arrived meanwhile. The others are
  /// dropped.
  ///
  /// ```swift
  /// @Dependency(\.mainQueue) var mainQueue
  /// // …
  /// return .send(.loadMore)
  ///   .throttle(id: CancelID.loadMore, for: .seconds(1), scheduler: mainQueue, latest: true)
  /// ```
  ///
  /// Ids belong to the store that runs the effect, as with the clock-based form.
  public func throttle<S: Scheduler>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self {
    if isNone { return .none }
    let id = EffectID(id)
    let decision: any SchedulerThrottleDecision = SchedulerThrottle(
      scheduler: scheduler, now: scheduler.now, interval: interval)
    let effect = UncheckedSendable(self)
    return Self(
      .throttled(id) { throttling, key in
        decision.effect(
          for: effect.value, id: id, latest: latest, throttling: throttling, key: key)
      })
  }
}

/// The decision of a throttle on a scheduler, behind a non-generic face: the effect's closure
/// captures it without capturing the scheduler's types. The store makes it when it starts the
/// effect, on the main actor, right after the reducer that built it.
private protocol SchedulerThrottleDecision: Sendable {
  func effect<Action>(
    for effect: Effect<Action>, id: EffectID, latest: Bool, throttling: Throttling, key: EffectKey
  ) -> Effect<Action>
}

/// A throttle on `scheduler`, as of `now`. Schedulers need not be sendable; this one is only read
/// when the store starts the effect, and then by the waiting effect.
private struct SchedulerThrottle<S: Scheduler>: SchedulerThrottleDecision, @unchecked Sendable {
  let scheduler: S
  let now: S.SchedulerTimeType
  let interval: S.SchedulerTimeType.Stride

  func effect<Action>(
    for effect: Effect<Action>, id: EffectID, latest: Bool, throttling: Throttling, key: EffectKey
  ) -> Effect<Action> {
    let decision = throttling.decide(
      key: key, now: now, interval: interval, latest: latest,
      elapsed: { start, end in start.distance(to: end) },
      advanced: { start, interval in start.advanced(by: interval) }
    )
    return throttling.effect(effect, id: id, key: key, decision: decision) { remaining in
      let wait: any SchedulerWait = SchedulerSleep(
        scheduler: scheduler, duration: remaining, options: nil)
      return { try await wait.wait() }
    }
  }
}

/// A wait on a scheduler, behind a non-generic face: an effect's closure captures it without
/// capturing the scheduler's (non-sendable) types.
private protocol SchedulerWait: Sendable {
  func wait() async throws
}

/// A sleep of `duration` on `scheduler`. Schedulers are used from any thread by contract (Combine's),
/// so the sleep is sent to the effect's task as is.
private struct SchedulerSleep<S: Scheduler>: SchedulerWait, @unchecked Sendable {
  let scheduler: S
  let duration: S.SchedulerTimeType.Stride
  let options: S.SchedulerOptions?

  func wait() async throws {
    try await scheduler.sleep(for: duration, options: options)
  }
}
