import Testing

@testable import IssueReporting

struct WithExpectedIssueTests {
  @Test func absorbsReportedIssues() {
    // Were the issue not absorbed, this test would fail.
    withExpectedIssue {
      reportIssue("expected")
    }
  }

  @Test func absorbsThrownErrors() {
    struct Boom: Error {}
    withExpectedIssue {
      throw Boom()
    }
  }

  @Test func reportsWhenNothingHappened() {
    withKnownIssue {
      withExpectedIssue("a missing row is reported") {}
    } matching: { issue in
      // Swift Testing's own "known issue not recorded", as Point-Free's.
      issue.description == "Known issue was not recorded (error): a missing row is reported"
    }
  }

  @Test func intermittentExpectationAllowsNoIssue() {
    withExpectedIssue(isIntermittent: true) {}
  }

  @Test func asyncVariantAbsorbsIssuesFromChildTasks() async {
    await withExpectedIssue {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportIssue("from a child") }
      }
    }
  }

  @Test func asyncVariantReportsWhenNothingHappened() async {
    await withKnownIssue {
      await withExpectedIssue {
        await Task.yield()
      }
    } matching: { issue in
      issue.description == "Known issue was not recorded (error)"
    }
  }

  @Test func collectsEveryMessageInOrder() {
    let scope = ExpectedIssueScope()
    ExpectedIssueScope.$current.withValue(scope) {
      reportIssue("first")
      reportIssue("second")
    }
    #expect(scope.absorbedMessages == ["first", "second"])
  }

  @Test func swiftTestingKnownIssueCatchesOurIssue() {
    withKnownIssue("Swift Testing's own known-issue helper sees our reports") {
      reportIssue("seen by withKnownIssue")
    }
  }
}

struct KnownIssuesTests {
  /// Were the issue not known, this test would fail.
  @Test func issuesInsideAreKnownToSwiftTesting() {
    withKnownIssues("skipped assertions") {
      reportIssue("a skipped assertion")
    }
  }

  @Test func nothingReportedIsFineToo() {
    withKnownIssues {}
  }
}
