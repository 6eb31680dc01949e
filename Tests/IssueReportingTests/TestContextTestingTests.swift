import IssueReporting
import Testing

extension Tag {
  @Tag static var contextProbe: Self
}

/// The Swift Testing test of the caller, read through `TestContext`.
private func currentTest() -> TestContext.Testing.Test? {
  guard case let .swiftTesting(testing?) = TestContext.current else { return nil }
  return testing.test
}

@Suite("TestContext.Testing and isSwiftTesting")
struct TestContextTestingTests {
  @Test("Inside a Swift Testing test the context is Swift Testing, with the running test")
  func describesTheRunningTest() {
    #expect(TestContext.current?.isSwiftTesting == true)
    #expect(TestContext.xcTest.isSwiftTesting == false)
    #expect(currentTest() != nil)
  }

  @Test("The test's identity is stable within a test and differs between tests")
  func identity() throws {
    let first = try #require(currentTest())
    let again = try #require(currentTest())
    #expect(first == again)
    #expect(first.id == again.id)
    #expect(Set([first, again]).count == 1)
    #expect("\(first.id.rawValue)".contains("identity()"))
    #expect(first.id != TestContext.Testing.Test.ID(rawValue: "another test"))
  }

  @Test("The test's traits are those declared on it", .tags(.contextProbe))
  func traits() throws {
    let test = try #require(currentTest())
    #expect(test.traits.contains { ($0 as? Tag.List)?.tags.contains(.contextProbe) == true })
  }
}

/// A reporter written before issues had a severity: it implements only the form without one.
private struct LegacyReporter: IssueReporter {
  let messages = LockedMessages()

  func reportIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    messages.append(message() ?? "")
  }

  // The form with a severity is implemented too, forwarding, so the test builds without the
  // deprecation warning the library's default gives such a reporter; the forwarding default of the
  // form without a severity is what the test exercises.
  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    messages.append("\(severity): \(message() ?? "")")
  }
}

/// A reporter implementing only the form with a severity.
private struct ModernReporter: IssueReporter {
  let messages = LockedMessages()

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    messages.append("\(severity): \(message() ?? "")")
  }
}

/// Messages collected by a reporter.
private final class LockedMessages: @unchecked Sendable {
  private(set) var values: [String] = []
  func append(_ value: String) { values.append(value) }
}

@Suite("IssueReporter: the form without a severity, and runtimeWarning")
struct IssueReporterFormsTests {
  @Test("Calling the form without a severity reaches a reporter as an error")
  func legacyFormForwardsAsError() {
    let reporter = ModernReporter()
    reporter.reportIssue("old style", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    #expect(reporter.messages.values == ["error: old style"])
  }

  @Test("A reporter's own form without a severity is called when invoked directly")
  func legacyReporterImplementsItsForm() {
    let reporter = LegacyReporter()
    withIssueReporters([reporter]) {
      reportIssue("routed")
    }
    reporter.reportIssue("direct", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    #expect(reporter.messages.values == ["error: routed", "direct"])
  }

  @available(*, deprecated)
  @Test("runtimeWarning is the default reporter under its old name")
  func runtimeWarningIsDefault() {
    withKnownIssue {
      withIssueReporters([.runtimeWarning]) {
        reportIssue("through the default reporter")
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["through the default reporter"]
    }
  }
}
