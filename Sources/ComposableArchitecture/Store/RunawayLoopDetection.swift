import Dependencies
import IssueReporting

/// Reports a runaway effect loop: an action whose effect sends an action whose effect sends an
/// action… without end and without outside input, the trace that "never stops growing" of lesson
/// 000. Each action sent by an effect is one round-trip further from the last outside action; past
/// a limit (1,000 by default) the store reports the chain once, and goes on: it never stops the app.
/// A timer is not a loop: all its ticks come from one effect, one round-trip away.
enum RunawayLoopDetection {
  /// The default number of round-trips after which a chain is reported.
  static let defaultLimit = 1_000

  static func report(cause: EffectCause, action: Any, limit: Int) {
    let chain = (cause.recent + [action]).map { debugCaseOutput($0) }.joined(separator: " → ")
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
  /// report off. 1,000 by default. A store reads it when it is created:
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
