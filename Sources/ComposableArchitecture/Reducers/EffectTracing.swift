import CustomDump

/// One moment in the life of an effect, as ``Reducer/_printChanges(_:effects:)`` prints it.
public enum _EffectEvent: Sendable, CustomStringConvertible {
  /// An effect's work started. `origin` is the action whose reducer returned it; `cancelIDs` the
  /// ids it can be cancelled by.
  case started(origin: String, cancelIDs: [String])
  /// An effect sent `action`.
  case sent(origin: String, action: String)
  /// An effect's work finished.
  case finished(origin: String)
  /// An effect was cancelled; `reason` says how (`by id …`, `by dismissal`, `by store release`)
  /// when the store knows.
  case cancelled(origin: String, reason: String?)

  /// One line: `effect of Feature.Action.start started (cancel id: "timer")`.
  public var description: String {
    switch self {
    case let .started(origin, cancelIDs):
      let ids = cancelIDs.isEmpty ? "" : " (cancel id: \(cancelIDs.joined(separator: ", ")))"
      return "effect of \(origin) started\(ids)"
    case let .sent(origin, action):
      return "effect of \(origin) sent \(action)"
    case let .finished(origin):
      return "effect of \(origin) finished"
    case let .cancelled(origin, reason):
      return "effect of \(origin) cancelled\(reason.map { " (\($0))" } ?? "")"
    }
  }
}

extension Effect {
  /// This effect, reporting to `report` when each piece of its asynchronous work starts, sends,
  /// finishes or is cancelled.
  func traced(origin: String, report: @escaping @Sendable (_EffectEvent) -> Void) -> Self {
    traced(origin: origin, cancelIDs: [], report: report)
  }

  private func traced(
    origin: String, cancelIDs: [String], report: @escaping @Sendable (_EffectEvent) -> Void
  ) -> Self {
    switch node {
    case .none, .cancel:
      return self
    case let .send(action, _):
      report(.sent(origin: origin, action: debugCaseOutput(action)))
      return self
    case let .run(run):
      return Self(
        .run(
          Run(
            priority: run.priority,
            operation: { @MainActor send in
              report(.started(origin: origin, cancelIDs: cancelIDs))
              let traced = Send<Action> { action, transaction in
                report(.sent(origin: origin, action: debugCaseOutput(action)))
                send(action, transaction: transaction)
              }
              defer {
                if Task.isCancelled {
                  report(.cancelled(origin: origin, reason: EffectContext.current?.cancellationReason))
                } else {
                  report(.finished(origin: origin))
                }
              }
              try await run.perform(traced)
            },
            location: run.location
          )
        )
      )
    case let .merge(effects):
      return Self(.merge(EffectList(effects.map { $0.traced(origin: origin, cancelIDs: cancelIDs, report: report) })))
    case let .concatenate(effects):
      return Self(
        .concatenate(EffectList(effects.map { $0.traced(origin: origin, cancelIDs: cancelIDs, report: report) })))
    case let .cancellable(id, _, _) where id.isBackground:
      // The store's own bookkeeping (a presented destination's lifetime) is not an effect of the
      // feature: tracing it would print an internal id at every presentation.
      return self
    case let .cancellable(id, cancelInFlight, inner):
      let ids = cancelIDs + [String(customDumping: id.base.base)]
      return Self(.cancellable(id: id, cancelInFlight: cancelInFlight, inner.traced(origin: origin, cancelIDs: ids, report: report)))
    case let .scoped(path, inner):
      return Self(.scoped(path, inner.traced(origin: origin, cancelIDs: cancelIDs, report: report)))
    case let .throttled(id, decide):
      return Self(
        .throttled(id) { throttling, key in
          decide(throttling, key).traced(origin: origin, cancelIDs: cancelIDs, report: report)
        })
    }
  }
}
