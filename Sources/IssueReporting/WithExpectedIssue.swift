/// Runs `body`, expecting it to report at least one issue; the issues it reports do not fail the test.
///
/// Works the same under Swift Testing and XCTest (including Linux XCTest, which has no
/// `XCTExpectFailure`). It catches issues reported through ``reportIssue(_:severity:fileID:filePath:line:column:)``
/// and errors thrown by `body`. When nothing is reported, the call itself reports an issue, unless
/// `isIntermittent` is `true`.
///
/// ```swift
/// withExpectedIssue("Loading an unknown id is reported") {
///   model.load(id: -1)
/// }
/// ```
///
/// - Parameters:
///   - message: Why the issue is expected; shown when no issue was reported.
///   - isIntermittent: Whether the issue may or may not occur.
///   - body: The code expected to report an issue.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  // Under Swift Testing, its own `withKnownIssue` (as Point-Free's): every issue recorded inside,
  // ours or Swift Testing's, is a known issue, and when none is, Swift Testing records "Known issue
  // was not recorded". Issues go straight to it, not to an enclosing expectation.
  if TestRunContext.current == .swiftTesting,
    ExpectedIssueScope.$current.withValue(nil, operation: {
      SwiftTestingBridge.withKnownIssue(
        message: message, isIntermittent: isIntermittent, location: location, body
      )
    })
  {
    return
  }
  let scope = ExpectedIssueScope()
  ExpectedIssueScope.$current.withValue(scope) {
    do {
      try body()
    } catch {
      scope.absorb(
        message: "Caught error: \(error)",
        location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }
  finishExpectation(
    scope, message: message, isIntermittent: isIntermittent,
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Runs asynchronous `body`, expecting it to report at least one issue; the issues it reports do not
/// fail the test.
///
/// See ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)-(_,_,_,_,_,_,()->Void)``.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () async throws -> Void
) async {
  let scope = ExpectedIssueScope()
  await ExpectedIssueScope.$current.withValue(scope) {
    do {
      try await body()
    } catch {
      scope.absorb(
        message: "Caught error: \(error)",
        location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }
  finishExpectation(
    scope, message: message, isIntermittent: isIntermittent,
    location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

private func finishExpectation(
  _ scope: ExpectedIssueScope, message: String?, isIntermittent: Bool, location: IssueLocation
) {
  guard scope.absorbedMessages.isEmpty, !isIntermittent else { return }
  // Under Swift Testing, let it record its own "Known issue was not recorded", as Point-Free's.
  if ExpectedIssueScope.current == nil, TestRunContext.current == .swiftTesting,
    SwiftTestingBridge.withKnownIssue(
      message: message, isIntermittent: false, location: location, {}
    )
  {
    return
  }
  // Swift Testing's own text, as Point-Free's reports it outside of Swift Testing.
  IssueRouter.report(
    message: "Known issue was not recorded" + (message.map { ": \($0)" } ?? ""), location: location
  )
}
