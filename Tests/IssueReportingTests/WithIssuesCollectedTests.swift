import IssueReporting
import Testing

@Suite("withIssuesCollected")
struct WithIssuesCollectedTests {
  @Test func collectsTheMessagesInOrderAndRecordsNothing() {
    let issues = withIssuesCollected {
      reportIssue("first")
      reportIssue("second")
    }
    #expect(issues == ["first", "second"])
  }

  @Test func collectsNothingWhenNothingIsReported() {
    #expect(withIssuesCollected {}.isEmpty)
  }

  @Test func collectsIssuesOfChildTasks() async {
    let issues = await withIssuesCollected {
      await Task { reportIssue("from a task") }.value
      reportIssue("after")
    }
    #expect(issues == ["from a task", "after"])
  }

  @Test func rethrowsTheBodysError() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      _ = try withIssuesCollected { throw Failure() }
    }
  }

  @Test func theScopeEndsWithTheCall() {
    let outer = withIssuesCollected {
      _ = withIssuesCollected { reportIssue("inner") }
      reportIssue("outer")
    }
    #expect(outer == ["outer"])
  }
}
