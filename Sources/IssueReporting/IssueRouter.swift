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

  /// Delivers one issue in an explicit test context, bypassing any expected-issue scope.
  package static func deliver(message: String, location: IssueLocation, context: TestContext) {
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
