import Testing

@testable import IssueReporting

struct WithErrorReportingTests {
  struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }

  @Test func returnsTheValueWhenNothingThrows() {
    let value = withErrorReporting { 42 }
    #expect(value == 42)
  }

  @Test func reportsAThrownErrorAndReturnsNil() {
    withKnownIssue {
      let value: Int? = withErrorReporting("Loading") { throw Boom() }
      #expect(value == nil)
    } matching: { issue in
      "\(issue.kind)" == "Caught error: boom" && issue.comments.map(\.rawValue) == ["Loading"]
    }
  }

  @Test func asyncVariantReportsAThrownError() async {
    await withKnownIssue {
      let value: Int? = await withErrorReporting {
        await Task.yield()
        throw Boom()
      }
      #expect(value == nil)
    } matching: { issue in
      "\(issue.kind)" == "Caught error: boom" && issue.comments.isEmpty
    }
  }

  @Test func cancellationIsNotAnIssue() async {
    // Were cancellation reported, this test would fail with an unexpected issue.
    let value: Int? = withErrorReporting { throw CancellationError() }
    #expect(value == nil)
    let asyncValue: Int? = await withErrorReporting {
      await Task.yield()
      throw CancellationError()
    }
    #expect(asyncValue == nil)
  }
}
