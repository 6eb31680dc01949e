/// Sends every reported issue where it belongs: an enclosing `withExpectedIssue`, or the task's
/// ``IssueReporters/current`` reporters (by default ``IssueReporter/default``, which records it in the
/// test framework running the current test, or writes it to standard error).
package enum IssueRouter {
  /// Routes one issue.
  package static func report(
    message: String, severity: IssueSeverity = .error, location: IssueLocation
  ) {
    let location = IssueContext.current ?? location
    let text: String? = message.isEmpty ? nil : message
    if severity == .error { IssueObservation.observer?() }
    if let scope = ExpectedIssueScope.current {
      scope.absorb(message: message, location: location)
      for reporter in IssueReporters.current {
        reporter.expectIssue(
          text, fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column
        )
      }
      return
    }
    for reporter in IssueReporters.current {
      reporter.reportIssue(
        text, severity: severity, fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column
      )
    }
  }

  /// Routes one caught error, with an optional message. Swift Testing records it as a caught error
  /// (`Caught error: <error>: <message>`); elsewhere the same text is the message.
  package static func report(error: any Error, message: String?, location: IssueLocation) {
    let location = IssueContext.current ?? location
    IssueObservation.observer?()
    if let scope = ExpectedIssueScope.current {
      scope.absorb(message: caughtErrorText(error, message), location: location)
      for reporter in IssueReporters.current {
        reporter.expectIssue(
          error, message, fileID: location.fileID, filePath: location.filePath,
          line: location.line, column: location.column
        )
      }
      return
    }
    for reporter in IssueReporters.current {
      reporter.reportIssue(
        error, message, fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      )
    }
  }

  /// Delivers one caught error to the test framework running the current test, or to standard error.
  package static func deliver(error: any Error, message: String?, location: IssueLocation) {
    let context = TestRunContext.current
    if context == .swiftTesting,
      SwiftTestingBridge.record(error: error, message: message, location: location)
    {
      return
    }
    deliver(message: caughtErrorText(error, message), location: location, context: context)
  }

  /// Delivers one issue in an explicit test context, bypassing any expected-issue scope and the
  /// task's reporters.
  package static func deliver(
    message: String, severity: IssueSeverity = .error, location: IssueLocation,
    context: TestRunContext
  ) {
    switch context {
    case .swiftTesting:
      if SwiftTestingBridge.record(message: message, severity: severity, location: location) {
        return
      }
    case .xcTest:
      if XCTestBridge.fail(message: message, location: location) { return }
    case .testProcessWithoutCurrentTest, .none:
      break
    }
    RuntimeWarning.emit(message: message, location: location)
  }
}
