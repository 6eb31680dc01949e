import XCTest

@testable import IssueReporting

/// Issues reported while XCTest runs a test become failures of that test case.
///
/// The failures are captured by overriding `recordFailure`, so this test proves the route without
/// failing the run.
final class XCTestRouteTests: XCTestCase {
  private var recorded: [(description: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recorded.append((description, lineNumber))
  }

  func testReportIssueFailsTheCurrentTestCase() async {
    XCTAssertEqual(TestContext.current, .xcTest)
    let line = #line + 1
    reportIssue("reported under XCTest")
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(recorded.first?.line, line)
    XCTAssertTrue(recorded.first?.description.contains("reported under XCTest") == true)
  }

  func testWithExpectedIssueAbsorbsUnderXCTest() async {
    withExpectedIssue {
      reportIssue("expected under XCTest")
    }
    XCTAssertTrue(recorded.isEmpty)
  }

  func testWithExpectedIssueReportsWhenNothingHappenedUnderXCTest() async {
    withExpectedIssue {}
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.description.contains("Expected an issue to be reported") == true)
  }
}
