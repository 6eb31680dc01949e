// An `@isolated(any)` function can only be called with `await`, even by code that runs on its actor.
// The observation loop calls its closures synchronously (tracking is synchronous), and only ever on
// the closure's own actor: the first run when the caller's isolation is the closure's, every later
// run after hopping to that actor (`ObservationLoop.perform(on:_:)`). These helpers drop the
// `@isolated(any)` marker for those calls; the function value is unchanged (its isolation lives in
// its context, and the two function types have one layout).

func assumingIsolation(
  _ function: @escaping @isolated(any) @Sendable () -> Void
) -> @Sendable () -> Void {
  unsafeBitCast(function, to: (@Sendable () -> Void).self)
}

func assumingIsolation<A>(
  _ function: @escaping @isolated(any) @Sendable (A) -> Void
) -> @Sendable (A) -> Void {
  unsafeBitCast(function, to: (@Sendable (A) -> Void).self)
}

func assumingIsolation<A, B>(
  _ function: @escaping @isolated(any) @Sendable (A, B) -> Void
) -> @Sendable (A, B) -> Void {
  unsafeBitCast(function, to: (@Sendable (A, B) -> Void).self)
}

func assumingIsolation<Value>(
  _ function: @escaping @isolated(any) @Sendable () -> Value
) -> @Sendable () -> Value {
  unsafeBitCast(function, to: (@Sendable () -> Value).self)
}
