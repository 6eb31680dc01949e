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
  /// `scheduler` is a clock (a `TestClock` in tests). The same operator takes a Combine-style
  /// scheduler (`mainQueue`, `DispatchQueue.test`): see `debounce(id:for:scheduler:options:)`.
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
  /// Ids belong to the store that runs the effect, as cancellation ids do: two stores throttling
  /// under one id (two test stores of one feature, in parallel tests) never throttle each other.
  /// Within a store, an id is scoped like a cancellation id too: children of `forEach` or `ifLet`
  /// throttle on their own.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    scheduler: C,
    latest: Bool
  ) -> Self {
    if isNone { return .none }
    let id = EffectID(id)
    let now = UncheckedSendable(scheduler.comparableNow)
    let effect = UncheckedSendable(self)
    return Self(
      .throttled(id) { throttling, key in
        let decision = throttling.decide(
          key: key, now: now.value, interval: interval, latest: latest,
          elapsed: { (start: any InstantProtocol, end: any InstantProtocol) in
            Throttling.duration(from: start, to: end) as? C.Duration
          },
          advanced: { (start: any InstantProtocol, interval: C.Duration) in
            Throttling.instant(start, advancedBy: interval) ?? now.value
          }
        )
        return throttling.effect(effect.value, id: id, key: key, decision: decision) { remaining in
          let deadline = scheduler.now.advanced(by: remaining)
          return { try await scheduler.sleep(until: deadline, tolerance: nil) }
        }
      })
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
