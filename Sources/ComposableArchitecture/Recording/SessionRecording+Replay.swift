import CustomDump
import Dependencies

extension SessionRecording where State: Equatable {
  /// Re-runs the recording against `reducer`, with effects disabled: every recorded action, those
  /// that came from effects included, is reduced in order from the recorded initial state, and each
  /// resulting state is compared with the recorded one.
  ///
  /// ```swift
  /// let recording = try SessionRecording<Feature.State, Feature.Action>(contentsOf: url)
  /// if let divergence = recording.replay(Feature()) { … }
  /// ```
  ///
  /// The first step whose state differs is reported as an issue with a diff (`−` recorded, `+`
  /// replayed), and returned; `nil` means the reducer reproduces the whole session. Effects the
  /// reducer returns are not run: their actions come from the recording.
  ///
  /// - Parameters:
  ///   - reducer: The reducer to check.
  ///   - prepareDependencies: Changes the dependencies the reducer sees.
  /// - Returns: The index of the first diverging step, or `nil`.
  @discardableResult
  public func replay<R: Reducer<State, Action>>(
    _ reducer: R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Int? {
    withDependencies(prepareDependencies) {
      var state = initialState
      for step in steps {
        _ = reducer.reduce(into: &state, action: step.action)
        guard state == step.state else {
          let difference =
            diff(step.state, state, format: .proportional)
            ?? "  (the states differ but dump the same)"
          reportIssue(
            """
            Replay diverged at step \(step.index) of \(steps.count), \
            \(step.isFromEffect ? "received" : "sent") action:

            \(String(customDumping: step.action))

            \(difference)

            (Recorded: −, Replayed: +)
            """,
            fileID: fileID, filePath: filePath, line: line, column: column
          )
          return step.index
        }
      }
      return nil
    }
  }
}
