import IssueReporting
import Testing

// The shapes of swift-issue-reporting 2.x's UnimplementedTests, with its texts verbatim.
@Suite("unimplemented (Point-Free's texts)")
struct UnimplementedTests {
  @Test func unimplemented_ReturningVoid() {
    final class Model: Sendable {
      let line = #line + 1
      let callback: @Sendable (Int) -> Void = unimplemented()
    }

    let model = Model()
    withKnownIssue {
      model.callback(42)
    } matching: { issue in
      issue.description == """
        Issue recorded\(issueDescriptionSuffix): Unimplemented …

          Defined in 'Model' at:
            IssueReportingTests/UnimplementedTests.swift:\(model.line)

          Invoked with:
            42
        """
    }
  }

  @Test func unimplemented_VoidToVoid() {
    final class Model: Sendable {
      let line = #line + 1
      let callback: @Sendable () -> Void = unimplemented()
    }

    let model = Model()
    withKnownIssue {
      model.callback()
    } matching: { issue in
      issue.description == """
        Issue recorded\(issueDescriptionSuffix): Unimplemented …

          Defined in 'Model' at:
            IssueReportingTests/UnimplementedTests.swift:\(model.line)

          Invoked with:
            ()
        """
    }
  }

  @Test func unimplemented_NonVoidReturning() {
    final class Model: Sendable {
      let line = #line + 1
      let callback: @Sendable () -> Int = unimplemented(placeholder: 42)
    }

    let model = Model()
    withKnownIssue {
      #expect(model.callback() == 42)
    } matching: { issue in
      issue.description == """
        Issue recorded\(issueDescriptionSuffix): Unimplemented …

          Defined in 'Model' at:
            IssueReportingTests/UnimplementedTests.swift:\(model.line)

          Invoked with:
            ()
        """
    }
  }

  @Test func unimplemented_ThrowingFunction() throws {
    final class Model: Sendable {
      let line = #line + 1
      let callback: @Sendable () throws -> Void = unimplemented()
    }

    let model = Model()
    try withKnownIssue {
      _ = try model.callback()
    } matching: { issue in
      issue.description == """
        Issue recorded\(issueDescriptionSuffix): Unimplemented …

          Defined in 'Model' at:
            IssueReportingTests/UnimplementedTests.swift:\(model.line)

          Invoked with:
            ()
        """
        || issue.description == """
          Caught error: UnimplementedFailure(description: "")\(issueDescriptionSuffix)
          """
    }
  }

  @Test func throwing() throws {
    final class Model: Sendable {
      let line = #line + 1
      let callback: @Sendable () throws -> Void = IssueReporting.unimplemented()
    }

    let model = Model()
    try withKnownIssue {
      try withKnownIssue {
        _ = try model.callback()
      } matching: { issue in
        issue.description == """
          Issue recorded\(issueDescriptionSuffix): Unimplemented …

            Defined in 'Model' at:
              IssueReportingTests/UnimplementedTests.swift:\(model.line)

            Invoked with:
              ()
          """
      }
    } matching: { issue in
      issue.description == """
        Caught error: UnimplementedFailure(description: "")\(issueDescriptionSuffix)
        """
    }
  }

  @MainActor
  @Test func mainActor() throws {
    final class Model: Sendable {
      let line = #line + 1
      let callback: @Sendable @MainActor () throws -> Void = IssueReporting.unimplemented()
    }

    let model = Model()
    try withKnownIssue {
      try withKnownIssue {
        _ = try model.callback()
      } matching: { issue in
        issue.description == """
          Issue recorded\(issueDescriptionSuffix): Unimplemented …

            Defined in 'Model' at:
              IssueReportingTests/UnimplementedTests.swift:\(model.line)

            Invoked with:
              ()
          """
      }
    } matching: { issue in
      issue.description == """
        Caught error: UnimplementedFailure(description: "")\(issueDescriptionSuffix)
        """
    }
  }

  @Test("A described throwing closure's error prints what was unimplemented")
  func failureDescription() {
    let fetch: @Sendable (Int) throws -> String = unimplemented("APIClient.fetch")
    withKnownIssue {
      do {
        _ = try fetch(1)
        Issue.record("expected a throw")
      } catch {
        #expect(String(describing: error) == #"UnimplementedFailure(description: "APIClient.fetch")"#)
        #expect((error as? UnimplementedFailure)?.description == "APIClient.fetch")
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: APIClient.fetch …") == true
    }
  }

  @Test("A typed-throws closure throws the given error")
  func typedThrows() async {
    struct Unavailable: Error, Equatable {}
    let load: @Sendable (Int) throws(Unavailable) -> Int = unimplemented(
      "Client.load", throwing: Unavailable()
    )
    let fetch: @Sendable () async throws(Unavailable) -> Int = unimplemented(
      "Client.fetch", throwing: Unavailable()
    )
    withKnownIssue {
      #expect(throws: Unavailable()) { try load(1) }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Client.load …") == true
    }
    await withKnownIssue {
      await #expect(throws: Unavailable()) { try await fetch() }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Client.fetch …") == true
    }
  }
}
