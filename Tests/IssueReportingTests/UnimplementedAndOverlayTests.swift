import IssueReporting
import Testing
import XCTestDynamicOverlay

@Suite("unimplemented, TestContext and XCTestDynamicOverlay")
struct UnimplementedAndOverlayTests {
  @Test func unimplementedClosureReportsWhereItWasDefinedAndItsArguments() {
    let fetch: @Sendable (Int, String) -> Bool = unimplemented("Client.fetch", placeholder: false)
    let line = #line - 1
    withKnownIssue {
      #expect(fetch(42, "id") == false)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Unimplemented: Client.fetch …

          Defined in 'unimplementedClosureReportsWhereItWasDefinedAndItsArguments()' at:
            IssueReportingTests/UnimplementedAndOverlayTests.swift:\(line)

          Invoked with:
            (42, "id")
        """
      ]
    }
  }

  @Test func throwingUnimplementedClosureThrows() {
    let load: @Sendable () throws -> Int = unimplemented("Client.load")
    withKnownIssue {
      #expect(throws: (any Error).self) { try load() }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Client.load …") == true
    }
  }

  @Test func unimplementedValue() {
    withKnownIssue {
      let value: Int = unimplemented("Settings.count", placeholder: 3)
      #expect(value == 3)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Settings.count …") == true
    }
  }

  // `==` and `.swiftTesting` are deprecated (as Point-Free's): exercised from a deprecated function.
  @available(*, deprecated)
  @Test func testContextIsSwiftTesting() {
    #expect(TestContext.current == .swiftTesting)
    #expect(TestContext.current != .xcTest)
    #expect(TestContext.swiftTesting(nil) == .swiftTesting)
  }

  @Test func xctFailReportsAnIssue() {
    withKnownIssue {
      XCTFail("Something went wrong")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Something went wrong"]
    }
  }

  @Test func xctExpectFailureAbsorbsTheIssue() {
    XCTExpectFailure {
      reportIssue("expected")
    }
  }
}

@Suite("reportIssue without a message")
struct EmptyMessageTests {
  @Test func anEmptyMessageRecordsNoComment() {
    withKnownIssue {
      reportIssue()
    } matching: { issue in
      issue.comments.isEmpty && "\(issue.kind)" == "Issue recorded"
    }
  }
}
