/// Runs `apply` now, and again each time an observable property it read changes.
///
/// Reads of `@Observable` and `@Perceptible` models inside `apply` are tracked; a change to any of
/// them runs `apply` again (on its actor, soon after the change), which tracks what that run reads.
/// Several changes before the re-run starts make one re-run. Nothing else is tracked: a change to a
/// property `apply` did not read does not re-run it.
///
/// ```swift
/// @Observable
/// final class CounterModel {
///   var count = 0
/// }
///
/// let token = observe {
///   label.text = "Count: \(model.count)"
/// }
/// ```
///
/// The observation lasts as long as the returned ``ObserveToken``: keep it (for example with
/// ``ObserveToken/store(in:)-(Set<ObserveToken>)``) and release or cancel it to stop.
///
/// Isolation: written in an actor-isolated context (a `@MainActor` view controller, say), `apply`
/// is isolated to that actor, and every run happens there. The first run happens synchronously,
/// before `observe` returns, when `observe` is called from `apply`'s own actor (the usual case) or
/// `apply` is nonisolated; an `apply` isolated to another actor runs first as soon as that actor is
/// free. Re-runs of a nonisolated `apply` happen on the main actor (as Point-Free's do), so that they
/// never race a change made there. Make changes on the actor the observation runs on: Observation
/// reports a change before it is stored, so a change made on another thread at the moment a re-run
/// starts can be missed (by Point-Free's `observe` too).
///
/// This works wherever Observation does, Linux included: no UI framework is involved.
///
/// - Parameters:
///   - apply: The work to run and re-run; what it reads is tracked.
///   - isolation: The caller's isolation, which decides whether the first run can happen at once.
///     Leave the default.
/// - Returns: The token that keeps the observation alive.
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable () -> Void,
  isolation: isolated (any Actor)? = #isolation
) -> ObserveToken {
  let actor = apply.isolation
  let run = assumingIsolation(apply)
  return ObservationLoop<Void>(isolation: actor, track: { _ in run() }, react: nil)
    .start(callerIsolation: isolation)
}

/// Runs `apply` now, and again each time an observable property it read changes, handing it the
/// transaction of the change.
///
/// The same as ``observe(_:isolation:)-5mpn0``; the ``UITransaction`` is the one the change
/// was made under (``withUITransaction(_:_:)``, ``UIBinding/transaction(_:)``), or, for the first
/// run, the one `observe` was called under.
///
/// ```swift
/// observe { transaction in
///   sheet.setVisible(model.isSheetPresented, animated: transaction.isAnimated)
/// }
/// ```
///
/// - Parameters:
///   - apply: The work to run and re-run; what it reads is tracked.
///   - isolation: The caller's isolation. Leave the default.
/// - Returns: The token that keeps the observation alive.
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable (_ transaction: UITransaction) -> Void,
  isolation: isolated (any Actor)? = #isolation
) -> ObserveToken {
  let actor = apply.isolation
  let run = assumingIsolation(apply)
  return ObservationLoop<Void>(isolation: actor, track: { run($0) }, react: nil)
    .start(callerIsolation: isolation)
}

/// Tracks what `context` reads, and runs `apply` now and each time any of it changes.
///
/// Unlike ``observe(_:isolation:)-5mpn0``, what `apply` reads is not tracked: only `context`
/// decides when `apply` runs again. Use it when the reaction reads more than should trigger it, or
/// starts observations of its own (a nested `observe` inside `apply` does not make the outer one
/// track what the inner one reads).
///
/// ```swift
/// observe { _ = model.child } onChange: {
///   childScreen.bind(model.child)
/// }
/// ```
///
/// - Parameters:
///   - context: What to track.
///   - apply: The reaction, run after `context` on each pass.
///   - isolation: The caller's isolation. Leave the default.
/// - Returns: The token that keeps the observation alive.
public func observe(
  @_inheritActorContext _ context: @escaping @isolated(any) @Sendable () -> Void,
  @_inheritActorContext onChange apply: @escaping @isolated(any) @Sendable () -> Void,
  isolation: isolated (any Actor)? = #isolation
) -> ObserveToken {
  let actor = context.isolation
  let track = assumingIsolation(context)
  let react = assumingIsolation(apply)
  return ObservationLoop<Void>(isolation: actor, track: { _ in track() }, react: { _, _ in react() })
    .start(callerIsolation: isolation)
}

/// Tracks what `context` reads, and runs `apply` now and each time any of it changes, handing it
/// the transaction of the change.
///
/// The same as ``observe(_:onChange:isolation:)-2i58f``, with the ``UITransaction``.
///
/// - Parameters:
///   - context: What to track.
///   - apply: The reaction, run after `context` on each pass.
///   - isolation: The caller's isolation. Leave the default.
/// - Returns: The token that keeps the observation alive.
public func observe(
  @_inheritActorContext _ context: @escaping @isolated(any) @Sendable (_ transaction: UITransaction) -> Void,
  @_inheritActorContext onChange apply: @escaping @isolated(any) @Sendable (_ transaction: UITransaction) -> Void,
  isolation: isolated (any Actor)? = #isolation
) -> ObserveToken {
  let actor = context.isolation
  let track = assumingIsolation(context)
  let react = assumingIsolation(apply)
  return ObservationLoop<Void>(isolation: actor, track: { track($0) }, react: { transaction, _ in react(transaction) })
    .start(callerIsolation: isolation)
}

/// Tracks the value `context` computes, and hands it to `apply` now and each time it may have
/// changed.
///
/// ```swift
/// observe(model.count) { count in
///   label.text = "Count: \(count)"
/// }
/// ```
///
/// - Parameters:
///   - context: The value to track.
///   - apply: The reaction to the value.
///   - isolation: The caller's isolation. Leave the default.
/// - Returns: The token that keeps the observation alive.
public func observe<Value>(
  @_inheritActorContext _ context: @escaping @isolated(any) @Sendable @autoclosure () -> Value,
  @_inheritActorContext onChange apply: @escaping @isolated(any) @Sendable (Value) -> Void,
  isolation: isolated (any Actor)? = #isolation
) -> ObserveToken {
  let actor = context.isolation
  let track = assumingIsolation(context)
  let react = assumingIsolation(apply)
  return ObservationLoop<Value>(isolation: actor, track: { _ in track() }, react: { react($1) })
    .start(callerIsolation: isolation)
}

/// Tracks the value `context` computes, and hands it to `apply`, with the transaction of the
/// change, now and each time it may have changed.
///
/// - Parameters:
///   - context: The value to track.
///   - apply: The reaction to the transaction and the value.
///   - isolation: The caller's isolation. Leave the default.
/// - Returns: The token that keeps the observation alive.
public func observe<Value>(
  @_inheritActorContext _ context: @escaping @isolated(any) @Sendable @autoclosure () -> Value,
  @_inheritActorContext onChange apply: @escaping @isolated(any) @Sendable (UITransaction, Value) -> Void,
  isolation: isolated (any Actor)? = #isolation
) -> ObserveToken {
  let actor = context.isolation
  let track = assumingIsolation(context)
  let react = assumingIsolation(apply)
  return ObservationLoop<Value>(isolation: actor, track: { _ in track() }, react: react)
    .start(callerIsolation: isolation)
}
