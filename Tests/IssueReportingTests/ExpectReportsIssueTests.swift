import Foundation
import IssueReporting
import Testing

// The shapes of swift-issue-reporting 2.x's ExpectReportsIssueTests, with its texts verbatim.
struct ExpectReportsIssueTests {
  @Test func expectedIssue() {
    expectReportsIssue {
      reportIssue("Oops")
    } matching: {
      $0.description.contains("Oops")
    }
  }

  @Test func expectedAsyncIssue() async {
    await expectReportsIssue {
      await Task.yield()
      reportIssue("Oops")
    } matching: {
      $0.description.contains("Oops")
    }
  }

  @Test func unexpectedIssue() {
    expectReportsIssue {
      expectReportsIssue {
        reportIssue("Oops")
      } matching: { _ in
        false
      }
    } matching: {
      $0.description.contains(
        """
        Issue does not match: Issue reported: Oops
        """
      )
    }
  }

  @Test func unexpectedAsyncIssue() async {
    await expectReportsIssue {
      await Task.yield()
      expectReportsIssue {
        reportIssue("Oops")
      } matching: { _ in
        false
      }
    } matching: {
      $0.description.contains(
        """
        Issue does not match: Issue reported: Oops
        """
      )
    }
  }

  @Test func noIssueIsReported() {
    expectReportsIssue {
      expectReportsIssue("A missing row") {} matching: { _ in true }
      expectReportsIssue {} matching: { _ in true }
    } matching: { issue in
      issue.description == "Issue reported: Expected issue to be reported: A missing row"
        || issue.description == "Issue reported: Expected issue to be reported"
    }
  }

  @Test func reportedIssuesCarryTheirDetails() {
    struct Failure: Error {}
    let line: UInt = #line + 2
    expectReportsIssue {
      reportIssue("Careful", severity: .warning)
      reportIssue(Failure(), "Saving")
      reportIssue()
    } matching: { issue in
      guard issue.line >= line, "\(issue.fileID)" == "IssueReportingTests/ExpectReportsIssueTests.swift"
      else { return false }
      switch issue.line - line {
      case 0: return issue.description == "Issue reported: Careful" && issue.severity == .warning
      case 1:
        return issue.description == "Caught error: Failure(): Saving" && issue.error is Failure
          && issue.severity == .error
      case 2: return issue.description == "Issue reported" && issue.error == nil
      default: return false
      }
    }
  }

  @Test func issuesFromChildTasksAreExpectedToo() async {
    await expectReportsIssue {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportIssue("From a child") }
      }
    } matching: {
      $0.description == "Issue reported: From a child"
    }
  }
}

/// A reporter that keeps messages.
private final class MessageLog: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String?] = []
  var messages: [String?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let message = message()
    lock.lock()
    defer { lock.unlock() }
    storage.append(message)
  }
}

@Suite("_withKnownIssue")
struct WithKnownIssueDynamicTests {
  @Test func issuesInsideAreKnown() {
    // Were the issue not known, this test would fail.
    _withKnownIssue {
      reportIssue("Known")
    }
  }

  @Test func aThrownErrorIsKnown() {
    struct Failure: Error {}
    _withKnownIssue { throw Failure() }
  }

  @Test func asyncIssuesInsideAreKnown() async {
    await _withKnownIssue {
      await Task.yield()
      reportIssue("Known")
    }
  }

  @Test func noIssueIsAnIssue() {
    withKnownIssue {
      _withKnownIssue("This didn't fail") {}
    } matching: { issue in
      issue.description == "Known issue was not recorded\(issueDescriptionSuffix): This didn't fail"
    }
  }

  @Test func intermittentAllowsNoIssue() {
    _withKnownIssue(isIntermittent: true) {}
  }

  @Test func outsideOfATestNoIssueIsReportedWithSwiftTestingsText() async {
    let log = MessageLog()
    await Task.detached {
      withIssueReporters([log]) {
        _withKnownIssue("This didn't fail") {}
        _withKnownIssue {}
        _withKnownIssue { reportIssue("Absorbed") }
        _withKnownIssue(isIntermittent: true) {}
      }
    }.value
    #expect(
      log.messages == [
        "Known issue was not recorded: This didn't fail", "Known issue was not recorded",
      ]
    )
  }
}
