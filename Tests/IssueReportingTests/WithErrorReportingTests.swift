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

// The shapes of swift-issue-reporting 2.x's WithErrorReportingTests, with its texts verbatim.
@Suite("withErrorReporting (Point-Free's texts)")
struct PointFreeWithErrorReportingTests {
  private struct SomeError: Error {}

  @Test func basics() {
    withKnownIssue {
      withErrorReporting {
        throw SomeError()
      }
    } matching: { issue in
      issue.description == "Caught error: SomeError()\(issueDescriptionSuffix)"
    }

    withKnownIssue {
      withErrorReporting("Failed") {
        throw SomeError()
      }
    } matching: { issue in
      issue.description == "Caught error: SomeError()\(issueDescriptionSuffix): Failed"
    }
  }

  @Test func overload() async {
    await withKnownIssue {
      await withErrorReporting { () async throws in
        throw SomeError()
      }
    } matching: { issue in
      issue.description == "Caught error: SomeError()\(issueDescriptionSuffix)"
    }

    await withKnownIssue {
      await withErrorReporting("Failed") { () async throws in
        throw SomeError()
      }
    } matching: { issue in
      issue.description == "Caught error: SomeError()\(issueDescriptionSuffix): Failed"
    }
  }

  @Test func anOptionalResultIsFlattened() async {
    func lookUp(_ id: Int) throws -> String? {
      if id < 0 { throw SomeError() }
      return id == 0 ? nil : "row \(id)"
    }
    let found = withErrorReporting { try lookUp(1) }
    let missing = withErrorReporting { try lookUp(0) }
    #expect(found == "row 1")
    #expect(missing == nil)
    let asyncFound = await withErrorReporting { () async throws -> String? in try lookUp(2) }
    #expect(asyncFound == "row 2")
    withKnownIssue {
      let failed = withErrorReporting { try lookUp(-1) }
      #expect(failed == nil)
    } matching: { issue in
      issue.description == "Caught error: SomeError()\(issueDescriptionSuffix)"
    }
  }

  @Test func toReportersSendsTheErrorThere() async {
    expectReportsIssue {
      // The reporters of `expectReportsIssue`, given explicitly inside a scope that has none.
      let expecting = IssueReporters.current
      withIssueReporters([]) {
        withErrorReporting("Saving", to: expecting) { throw SomeError() }
      }
    } matching: { issue in
      issue.description == "Caught error: SomeError(): Saving"
    }
    // No reporters: the error is dropped, nothing fails.
    withErrorReporting(to: []) { throw SomeError() }
    await withErrorReporting(to: []) { () async throws in throw SomeError() }
  }
}
