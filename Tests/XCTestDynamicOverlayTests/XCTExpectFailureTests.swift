import Testing
import XCTestDynamicOverlay

@Suite("XCTExpectFailure")
struct XCTExpectFailureTests {
  @Test("The issues of the failing block do not fail the test, and its result comes back")
  func absorbsAndReturns() {
    let value = XCTExpectFailure("the legacy path warns") {
      XCTFail("legacy")
      return 42
    }
    #expect(value == 42)
  }

  @Test("An issue the matcher rejects is reported as usual")
  func matcherRejects() {
    withKnownIssue {
      XCTExpectFailure {
        reportIssue("expected: network")
        reportIssue("unexpected: disk")
      } issueMatcher: { issue in
        issue.type == .assertionFailure && issue.compactDescription.hasPrefix("expected")
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["unexpected: disk"]
    }
  }

  @Test("A reported error reaches the matcher as a thrown error")
  func errorsAreThrownErrorIssues() {
    struct Failure: Error {}
    let seen = IssueTypeLog()
    XCTExpectFailure {
      reportIssue(Failure())
    } issueMatcher: { issue in
      seen.append(issue.type)
      return true
    }
    #expect(seen.values == [.thrownError])
  }

  @Test("A strict expectation with no failure is itself a failure")
  func strictWithoutFailure() {
    withKnownIssue {
      XCTExpectFailure("flaky lookup") {}
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Expected failure was not recorded: flaky lookup"]
    }
  }

  @Test("A non-strict expectation may see no failure")
  func nonStrictWithoutFailure() {
    XCTExpectFailure(strict: false) {}
  }

  @Test("A disabled expectation lets the failure through")
  func disabled() {
    withKnownIssue {
      XCTExpectFailure(enabled: false) {
        XCTFail("not expected")
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["not expected"]
    }
  }

  @Test("An error thrown by the block is rethrown")
  func rethrowsTheBlocksError() {
    struct Boom: Error {}
    #expect(throws: Boom.self) {
      try XCTExpectFailure {
        throw Boom()
      }
    }
  }

  @Test("Nested in withExpectedIssue, an unmatched issue reaches the outer expectation")
  func composesWithWithExpectedIssue() {
    withExpectedIssue {
      XCTExpectFailure {
        reportIssue("first")
        reportIssue("second")
      } issueMatcher: { $0.compactDescription == "first" }
    }
  }
}

/// Issue types seen by a matcher, in order.
private final class IssueTypeLog: @unchecked Sendable {
  private(set) var values: [_XCTIssue.IssueType] = []
  func append(_ type: _XCTIssue.IssueType) { values.append(type) }
}
