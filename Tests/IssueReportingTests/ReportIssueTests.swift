import Foundation
import Testing

@testable import IssueReporting

@Suite("reportIssue routes to Swift Testing")
struct ReportIssueTests {
  @Test func messageBecomesAnIssueOfTheCurrentTest() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("The row with id 42 does not exist")
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "The row with id 42 does not exist" }
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID.hasSuffix("ReportIssueTests.swift") == true
    }
  }

  @Test func errorIsDescribedWithItsMessage() {
    struct Failure: Error, CustomStringConvertible { var description: String { "disk full" } }
    withKnownIssue {
      reportIssue(Failure(), "Saving the draft")
    } matching: { issue in
      "\(issue.kind)" == "Caught error: disk full"
        && issue.comments.map(\.rawValue) == ["Saving the draft"]
        && issue.error is Failure
    }
  }

  @Test func issuesFromChildTasksReachTheTest() async {
    await withKnownIssue {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { reportIssue("from a child task") }
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "from a child task" }
    }
  }

  @Test func contextIsSwiftTestingInsideATest() {
    #expect(TestContext.current?.isSwiftTesting == true)
    #expect(isTesting)
  }

  @Test func detachedTaskHasNoCurrentTest() async {
    let context = await Task.detached { TestContext.current }.value
    #expect(context == nil)
  }

  @Test func manyIssuesInParallelAreAllRecorded() async {
    await withKnownIssue {
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<50 {
          group.addTask { reportIssue("issue \(index)") }
        }
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("issue ") }
    }
  }
}
