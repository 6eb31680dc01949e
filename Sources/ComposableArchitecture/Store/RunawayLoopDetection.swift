import Dependencies
import IssueReporting

/// Reports a runaway effect loop: an action whose effect sends an action whose effect sends an
/// action… without end and without outside input, the trace that "never stops growing" of lesson
/// 000. Each action sent by an effect is one round-trip further from the last outside action; past
/// a limit (1,000 by default) the store reports the chain once, and goes on: it never stops the app.
/// A timer is not a loop: all its ticks come from one effect, one round-trip away.
///
/// A *synchronous* loop (`.send(.ping)` whose pass returns `.send(.ping)`…) would keep `send` from
/// ever returning, so it is also broken: the action past the limit (and so the rest of its chain) is
/// dropped, with a report. So is a synchronous burst that keeps growing (`.merge(.send(.a),
/// .send(.a))` for each `.a`): past ``synchronousBurstLimit(for:)`` actions reduced by one `send`,
/// the rest of the burst is dropped. With the report turned off (`nil`), synchronous loops are still
/// broken, at ``synchronousCeiling``.
enum RunawayLoopDetection {
  /// The default number of round-trips after which a chain is reported.
  static let defaultLimit = 1_000
  /// The synchronous chain length at which a loop is broken when the limit is turned off.
  static let synchronousCeiling = 100_000

  /// How many actions one `send` may reduce in all (itself, and the synchronous effects' actions it
  /// leads to) before the rest is dropped as a runaway burst: never fewer than 100,000, so that
  /// large legitimate bursts are never cut.
  static func synchronousBurstLimit(for limit: Int?) -> Int {
    let limit = limit ?? synchronousCeiling
    let (product, overflow) = limit.multipliedReportingOverflow(by: 1_000)
    return overflow ? .max : max(product, 100_000)
  }

  /// Where a report about a synchronous chain or burst points: the `send` that started it, when it
  /// has a location (a test store's `send`), else the `.run` effect whose action started it, if any.
  /// A `Store`'s `send` carries no location (its signature is TCA's), so its chains have none.
  static func location(of collector: TaskCollector?, cause: EffectCause?) -> IssueLocation? {
    if let location = collector?.location { return location }
    guard let location = cause?.location else { return nil }
    return IssueLocation(
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// Reports `message` at `location`, or where the library reports by default without one.
  private static func report(_ message: String, at location: IssueLocation?) {
    if let location {
      reportIssue(message, at: location)
    } else {
      reportIssue(message)
    }
  }

  /// Reports a synchronous loop broken after `limit` `.send` round-trips in a row, dropping
  /// `action`, at `location` (see ``location(of:cause:)``).
  static func reportBrokenChain(cause: EffectCause, action: Any, limit: Int, location: IssueLocation?) {
    let chain = chain(of: cause, endingWith: action)
    report(
      """
      A synchronous effect loop: more than \(limit) actions in a row were sent by '.send' effects, \
      each by an effect of the one before it:

        … → \(chain)

      The store dropped the last action, \(debugCaseOutput(action)), and so ended the chain, so that \
      'send' returns. Give the loop an exit condition.
      """,
      at: location
    )
  }

  /// Reports a synchronous burst cut after `limit` actions reduced by one `send`, at `location`.
  static func reportBrokenBurst(action: Any, dropped: Int, limit: Int, location: IssueLocation?) {
    report(
      """
      A runaway synchronous burst: one action led to more than \(limit) actions sent by '.send' \
      effects, and they kept coming.

      The store dropped the \(dropped) actions still waiting, from \(debugCaseOutput(action)) on, so \
      that 'send' returns. Check the effects that send actions with '.send' or '.merge' for a loop.
      """,
      at: location
    )
  }

  /// The last actions of a chain, `action` last, as a report names them.
  private static func chain(of cause: EffectCause, endingWith action: Any) -> String {
    (cause.recent + [action]).map { debugCaseOutput($0) }.joined(separator: " → ")
  }

  static func report(cause: EffectCause, action: Any, limit: Int) {
    let chain = chain(of: cause, endingWith: action)
    let message = """
      A runaway effect loop: more than \(limit) effect round-trips without outside input. Each action \
      below was sent by an effect of the one before it:

        … → \(chain)

      The store goes on running. Give the loop an exit condition, or cancel the effect that keeps \
      it going.
      """
    if let location = cause.location {
      reportIssue(
        message, fileID: location.fileID, filePath: location.filePath, line: location.line, column: 1)
    } else {
      reportIssue(message)
    }
  }
}

private enum RunawayEffectLoopLimitKey: DependencyKey {
  static let liveValue: Int? = RunawayLoopDetection.defaultLimit
  static let testValue: Int? = RunawayLoopDetection.defaultLimit
}

extension DependencyValues {
  /// After how many effect round-trips without outside input a store reports a runaway effect loop
  /// (an effect whose action starts an effect that sends an action… without end); `nil` turns the
  /// report off. 1,000 by default. An asynchronous loop is reported once and goes on. A synchronous
  /// one (`.send` effects only, which `send` reduces before it returns) would keep `send` from ever
  /// returning, so it is reported once and broken: the action past the limit is dropped, ending its
  /// chain (with `nil`, synchronous chains are still broken, at 100,000). One `send` that leads to more
  /// than 1,000 × the limit synchronous actions (never fewer than 100,000) drops the rest of them.
  /// A store reads it when it is created:
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.runawayEffectLoopLimit = 50
  /// }
  /// ```
  public var runawayEffectLoopLimit: Int? {
    get { self[RunawayEffectLoopLimitKey.self] }
    set { self[RunawayEffectLoopLimitKey.self] = newValue }
  }
}
