/// Sends every reported issue to the one place it belongs: an enclosing `withExpectedIssue`, the test
/// framework running the current test, or standard error.
package enum IssueRouter {
  /// Routes one issue.
  package static func report(message: String, location: IssueLocation) {
    if let scope = ExpectedIssueScope.current {
      scope.absorb(message: message, location: location)
      return
    }
    deliver(message: message, location: location, context: .current)
  }

  /// Routes one caught error, with an optional message. Swift Testing records it as a caught error
  /// (`Caught error: <error>: <message>`); elsewhere the same text is the message.
  package static func report(error: any Error, message: String?, location: IssueLocation) {
    let text = "Caught error: \(error)" + (message.map { ": \($0)" } ?? "")
    if let scope = ExpectedIssueScope.current {
      scope.absorb(message: text, location: location)
      return
    }
    let context = TestRunContext.current
    if context == .swiftTesting,
      SwiftTestingBridge.record(error: error, message: message, location: location)
    {
      return
    }
    deliver(message: text, location: location, context: context)
  }

  /// Delivers one issue in an explicit test context, bypassing any expected-issue scope.
  package static func deliver(message: String, location: IssueLocation, context: TestRunContext) {
    switch context {
    case .swiftTesting:
      if SwiftTestingBridge.record(message: message, location: location) { return }
    case .xcTest:
      if XCTestBridge.fail(message: message, location: location) { return }
    case .testProcessWithoutCurrentTest, .none:
      break
    }
    RuntimeWarning.emit(message: message, location: location)
  }
}
