import Dependencies
import IssueReporting

/// Reports a runaway effect loop: an action whose effect sends an action whose effect sends an
/// action… without end and without outside input, the trace that "never stops growing" of lesson
/// 000. Each action sent by a `.run` effect is one asynchronous round-trip further from the last
/// outside action; past a limit (1,000 by default) the store reports the chain once, and goes on: it
/// never stops the app. A timer is not a loop: all its ticks come from one effect, one round-trip
/// away.
///
/// A *synchronous* chain (`.send(.step)` whose pass returns `.send(.step)`…) is reduced before `send`
/// returns, so one that never ends would keep `send` from ever returning. A chain that ends is never
/// touched, however long (TCA's own tests send chains of 100,000 actions): only past
/// ``synchronousCeiling`` actions in a row, far beyond any chain that ends, is a chain taken for one
/// that does not; its next action is dropped, which ends it, with one report. Likewise one `send`
/// never reduces more than ``synchronousCeiling`` actions in all: a burst that keeps growing
/// (`.merge(.send(.a), .send(.a))` for each `.a`) is cut there, with a report.
enum RunawayLoopDetection {
  /// The default number of asynchronous round-trips after which a chain is reported.
  static let defaultLimit = 1_000
  /// The most actions one `send` reduces, and the longest synchronous chain it runs: a million,
  /// ten times TCA's longest test chain. A chain or burst past it is taken for one that does not
  /// end, reported and cut.
  static let synchronousCeiling = 1_000_000

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

  /// Reports a synchronous chain broken after `limit` `.send` round-trips in a row, dropping
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
  /// After how many asynchronous effect round-trips without outside input a store reports a runaway
  /// effect loop (a `.run` effect whose action starts an effect that sends an action… without end);
  /// `nil` turns the report off. 1,000 by default. A loop is reported once and goes on.
  ///
  /// Synchronous chains (`.send` effects, which `send` reduces before it returns) are not counted:
  /// one that ends runs to its end, however long. Only a chain of more than a million actions in a
  /// row, or a `send` that leads to more than a million actions in all, is taken for one that never
  /// ends: it is reported and cut there, whatever this limit, so that `send` returns. A store reads
  /// the limit when it is created:
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
