import IssueReporting
import Testing

/// The issues Swift Testing records for `reportIssue` and `withExpectedIssue` read as Point-Free's
/// do (its `SwiftTestingTests`): `reportIssue("…")` records an issue of kind "Issue recorded" with the
/// message as its one comment, `reportIssue(error)` a caught error, and a `withExpectedIssue` whose
/// body reports nothing Swift Testing's own "Known issue was not recorded". Swift Testing 6.2 and
/// later add the severity, ` (error)`, to `Issue.description`.
@Suite struct SwiftTestingIssueDescriptionTests {
  @Test func reportIssueWithoutAMessage() {
    withKnownIssue {
      reportIssue()
    } matching: { issue in
      issue.description == "Issue recorded (error)" && issue.comments.isEmpty
    }
  }

  @Test func reportIssueWithAnEmptyMessageHasNoComment() {
    withKnownIssue {
      reportIssue("")
    } matching: { issue in
      issue.description == "Issue recorded (error)" && issue.comments.isEmpty
    }
  }

  @Test func reportIssueWithAMessage() {
    withKnownIssue {
      reportIssue("Something went wrong")
    } matching: { issue in
      issue.description == "Issue recorded (error): Something went wrong"
        && issue.comments.map(\.rawValue) == ["Something went wrong"]
    }
  }

  @Test func reportIssueAtItsCallerLocation() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("Something went wrong")
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func reportErrorWithoutAMessage() {
    withKnownIssue {
      reportIssue(Failure())
    } matching: { issue in
      issue.description == "Caught error: Failure() (error)" && issue.error is Failure
        && issue.comments.isEmpty
    }
  }

  @Test func reportErrorWithAMessage() {
    withKnownIssue {
      reportIssue(Failure(), "Something went wrong")
    } matching: { issue in
      issue.description == "Caught error: Failure() (error): Something went wrong"
        && issue.comments.map(\.rawValue) == ["Something went wrong"]
    }
  }

  @Test func withExpectedIssueMakesReportedIssuesKnown() {
    withExpectedIssue {
      reportIssue()
    }
  }

  @Test func withExpectedIssueMakesSwiftTestingsOwnIssuesKnown() {
    withExpectedIssue {
      Issue.record()
    }
  }

  @Test func withExpectedIssueMakesAThrownErrorKnown() {
    withExpectedIssue { throw Failure() }
  }

  @Test func withExpectedIssueWithoutAnIssue() {
    withKnownIssue {
      withExpectedIssue {
      }
    } matching: { issue in
      issue.description == "Known issue was not recorded (error)"
    }
  }

  @Test func withExpectedIssueWithAMessageWithoutAnIssue() {
    withKnownIssue {
      withExpectedIssue("This didn't fail") {
      }
    } matching: { issue in
      issue.description == "Known issue was not recorded (error): This didn't fail"
    }
  }

  @Test func asyncWithExpectedIssueWithoutAnIssue() async {
    await withKnownIssue {
      await withExpectedIssue("This didn't fail") {
        await Task.yield()
      }
    } matching: { issue in
      issue.description == "Known issue was not recorded (error): This didn't fail"
    }
  }

  @Test func intermittentWithExpectedIssueWithoutAnIssue() async {
    withExpectedIssue(isIntermittent: true) {
    }
    await withExpectedIssue(isIntermittent: true) {
      await Task.yield()
    }
  }
}

private struct Failure: Error {}
