/// Lets a caller learn that an issue was reported (failed) inside some work, without changing where
/// the issue goes: the architecture's interleaving explorer uses it to tell a failing schedule from a
/// passing one.
package enum IssueObservation {
  /// Called once for each issue of error severity reported in the current task (and the tasks it
  /// starts), whether or not an expected-issue scope absorbs it.
  @TaskLocal package static var observer: (@Sendable () -> Void)?
}

/// Runs synchronous `body` so that every issue that fails in it, or in the tasks it starts, calls
/// `observer`: issues reported through this module, and, under Swift Testing, every issue the
/// current test records there (`#expect`, `Issue.record`). The issues are still recorded as usual.
package func withIssuesObserved(
  _ observer: @escaping @Sendable () -> Void,
  at location: IssueLocation,
  _ body: () -> Void
) {
  IssueObservation.$observer.withValue(observer) {
    if TestRunContext.current == .swiftTesting,
      SwiftTestingBridge.observeIssues(observer, location: location, body)
    {
      return
    }
    body()
  }
}
