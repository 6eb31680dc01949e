extension Effect {
  /// Gives this effect an identity, so ``cancel(id:)`` can stop it.
  ///
  /// With `cancelInFlight: true`, starting it first cancels any running effect with the same id: the
  /// idiomatic debounce.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   return .run { send in
  ///     try await clock.sleep(for: .milliseconds(300))
  ///     await send(.results(try await client.search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// Ids are scoped to the store: two stores never cancel each other's effects.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone && !cancelInFlight { return self }
    return Self(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels the running effects with identity `id`, even those whose task has not
  /// started running yet.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel([EffectID(id)]))
  }

  /// An effect that cancels the running effects with any of the identities in `ids`.
  public static func cancel(ids: some Sequence<some Hashable & Sendable>) -> Self {
    Self(.cancel(ids.map { EffectID($0) }))
  }

  /// An effect that cancels every effect attributed to `component` (see ``_scoped(to:)``).
  public static func _cancelScope(_ component: some Hashable & Sendable) -> Self {
    Self(.cancel([EffectID(ScopeCancellation(component: EffectID(component)))]))
  }
}

/// The id under which the store files every effect of one scope, so the scope can be cancelled whole.
struct ScopeCancellation: Hashable, Sendable {
  let component: EffectID
}

/// Runs `operation`, cancelling it when an effect with identity `id` is cancelled.
///
/// Use it inside a `.run` to make part of the work cancellable on its own:
///
/// ```swift
/// return .run { send in
///   await withTaskCancellation(id: CancelID.load, cancelInFlight: true) {
///     try? await clock.sleep(for: .seconds(1))
///   }
///   await send(.afterwards)
/// }
/// ```
///
/// Only `operation` is cancelled (it runs in a task of its own, filed under `id`): the code after
/// the call runs, so `.afterwards` above is delivered.
///
/// It must run inside an effect that a store started; elsewhere it runs `operation` without an
/// identity and reports an issue.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async throws(Failure) -> T {
  guard let context = EffectContext.current else {
    reportIssue(
      "withTaskCancellation(id:) was called outside an effect run by a store; the operation has no cancellation id.",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    return try await operation()
  }
  let key = context.key(for: EffectID(id))
  if cancelInFlight { context.registry.cancel(key) }
  let task = Task<Result<T, Failure>, Never> {
    do throws(Failure) {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
  let token = context.registry.register(CancellationHandle(task), under: [key])
  let result = await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  context.registry.finish(token)
  return try result.get()
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the running effects with identity `id`, from inside an effect.
  ///
  /// ```swift
  /// return .run { send in
  ///   Task.cancel(id: CancelID.timer)
  ///   await send(.timerStopped)
  /// }
  /// ```
  ///
  /// Ids are scoped to the store whose effect calls it; outside an effect run by a store there is
  /// nothing to cancel, and an issue is reported.
  public static func cancel(
    id: some Hashable & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let context = EffectContext.current else {
      reportIssue(
        "Task.cancel(id:) was called outside an effect run by a store; there is nothing to cancel.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    context.registry.cancel(context.key(for: EffectID(id)))
  }
}
