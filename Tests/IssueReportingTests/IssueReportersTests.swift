import Foundation
import Testing

@testable import IssueReporting

/// A reporter that keeps what it receives.
private final class RecordingReporter: IssueReporter, @unchecked Sendable {
  struct Entry: Equatable {
    var message: String?
    var severity: IssueSeverity?
    var expected: Bool
    var fileID: String
    var line: UInt
  }
  private let lock = NSLock()
  private var storage: [Entry] = []
  var entries: [Entry] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    append(Entry(message: message(), severity: severity, expected: false, fileID: "\(fileID)", line: line))
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    append(Entry(message: message(), severity: nil, expected: true, fileID: "\(fileID)", line: line))
  }

  private func append(_ entry: Entry) {
    lock.lock()
    defer { lock.unlock() }
    storage.append(entry)
  }
}

@Suite("IssueReporter, withIssueReporters, IssueReporters.current")
struct IssueReportersTests {
  @Test func theDefaultReportersAreTheDefaultReporter() {
    #expect(IssueReporters.current.count == 1)
    #expect(IssueReporters.current.first is _DefaultReporter)
  }

  @Test func noReportersIgnoreIssues() {
    // Were the issue not ignored, this test would fail.
    withIssueReporters([]) {
      reportIssue("Ignored")
      reportIssue(CocoaError(.fileNoSuchFile), "Ignored too")
    }
  }

  @Test func aCustomReporterReceivesMessageSeverityAndLocation() {
    let reporter = RecordingReporter()
    let line: UInt = #line + 2
    withIssueReporters([reporter]) {
      reportIssue("Something went wrong")
      reportIssue("Careful", severity: .warning)
      reportIssue()
    }
    let file = "IssueReportingTests/IssueReportersTests.swift"
    let expected: [RecordingReporter.Entry] = [
      RecordingReporter.Entry(
        message: "Something went wrong", severity: .error, expected: false, fileID: file, line: line),
      RecordingReporter.Entry(
        message: "Careful", severity: .warning, expected: false, fileID: file, line: line + 1),
      RecordingReporter.Entry(
        message: nil, severity: .error, expected: false, fileID: file, line: line + 2),
    ]
    #expect(reporter.entries == expected)
  }

  @Test func errorsReachACustomReporterAsCaughtErrors() {
    struct Failure: Error {}
    let reporter = RecordingReporter()
    withIssueReporters([reporter]) {
      reportIssue(Failure())
      reportIssue(Failure(), "Something went wrong")
    }
    #expect(
      reporter.entries.map(\.message) == [
        "Caught error: Failure()", "Caught error: Failure(): Something went wrong",
      ]
    )
    #expect(reporter.entries.allSatisfy { $0.severity == .error })
  }

  @Test func reportersAreFedInOrderAndScopesNest() async {
    let outer = RecordingReporter()
    let inner = RecordingReporter()
    await withIssueReporters([outer]) {
      reportIssue("one")
      await withIssueReporters(IssueReporters.current + [inner]) {
        await Task.yield()
        reportIssue("two")
        await withTaskGroup(of: Void.self) { group in
          group.addTask { reportIssue("three") }
        }
      }
    }
    #expect(outer.entries.map(\.message) == ["one", "two", "three"])
    #expect(inner.entries.map(\.message) == ["two", "three"])
  }

  @Test func assigningCurrentChangesTheEnclosingScope() {
    let first = RecordingReporter()
    let second = RecordingReporter()
    withIssueReporters([first]) {
      reportIssue("a")
      IssueReporters.current = [second]
      reportIssue("b")
    }
    #expect(first.entries.map(\.message) == ["a"])
    #expect(second.entries.map(\.message) == ["b"])
    #expect(IssueReporters.current.first is _DefaultReporter)
  }

  @Test func expectedIssuesGoToExpectIssue() {
    let reporter = RecordingReporter()
    let issues = withIssueReporters([reporter]) {
      withIssuesCollected {
        reportIssue("expected")
      }
    }
    #expect(issues == ["expected"])
    #expect(reporter.entries.map(\.expected) == [true])
    #expect(reporter.entries.map(\.message) == ["expected"])
  }

  @Test func theBreakpointReporterWithoutADebuggerOnlyWrites() {
    #expect(!DebuggerDetection.isAttached)
    // No debugger traces the test process: the reporter writes and returns, the process goes on.
    withIssueReporters([.breakpoint]) {
      reportIssue("Caught by no debugger")
    }
  }

  #if !os(Windows)
    @Test func theFatalErrorReporterStopsTheProgramWhenChosen() async {
      await #expect(processExitsWith: .failure) {
        withIssueReporters([.fatalError]) {
          reportIssue("Stop here")
        }
      }
    }
  #endif
}

@Suite("IssueSeverity")
struct IssueSeverityTests {
  @Test func thisToolchainsSwiftTestingHasSeverities() {
    #expect(SwiftTestingBridge.supportsWarningSeverity)
  }

  @Test func aWarningDoesNotFailTheTest() {
    // Recorded with warning severity: were it recorded as an error, this test would fail.
    reportIssue("Just a warning", severity: .warning)
  }

  @Test func aWarningIsAWarningSeverityIssue() {
    withKnownIssue {
      reportIssue("Careful", severity: .warning)
      reportIssue("Failure")
    } matching: { issue in
      (issue.severity == .warning && issue.description == "Issue recorded (warning): Careful")
        || (issue.severity == .error && issue.description == "Issue recorded (error): Failure")
    }
  }

  @Test func anErrorIsTheDefault() {
    withKnownIssue {
      reportIssue("Something went wrong")
    } matching: { issue in
      issue.severity == .error
        && issue.description == "Issue recorded\(issueDescriptionSuffix): Something went wrong"
    }
  }
}

@Suite("withIssueContext")
struct WithIssueContextTests {
  @Test func overrideIssueContext() {
    withKnownIssue {
      withIssueContext(fileID: #fileID, filePath: #filePath, line: #line, column: #column) {
        reportIssue("Something went wrong")
      }
    } matching: { issue in
      let expectedReportingLine = #line - 4
      return issue.sourceLocation?.line == expectedReportingLine
        && issue.description == "Issue recorded\(issueDescriptionSuffix): Something went wrong"
    }
  }

  @Test func theInnermostContextWinsForErrorsToo() async {
    struct Failure: Error {}
    let reporter = RecordingReporter()
    await withIssueReporters([reporter]) {
      await withIssueContext(fileID: "Outer/File.swift", filePath: "/Outer/File.swift", line: 1, column: 1) {
        await Task.yield()
        withIssueContext(fileID: "Inner/File.swift", filePath: "/Inner/File.swift", line: 7, column: 3) {
          reportIssue(Failure())
        }
        reportIssue("outer")
      }
    }
    #expect(reporter.entries.map(\.fileID) == ["Inner/File.swift", "Outer/File.swift"])
    #expect(reporter.entries.map(\.line) == [7, 1])
  }
}
