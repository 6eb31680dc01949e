import CustomDump
import Testing

// `XCTAssertNoDifference` and `XCTAssertDifference` with CustomDump's older `file:line:` spelling,
// as helpers written against XCTest pass them on.
struct XCTAssertFileLineSpellingTests {
  struct Counter: Equatable, Sendable {
    var count = 0
  }

  @Test func noDifferencePointsAtTheGivenLine() {
    let line: UInt = 4_242
    withKnownIssue {
      XCTAssertNoDifference(Counter(count: 1), Counter(count: 2), file: #filePath, line: line)
    } matching: { issue in
      issue.sourceLocation?.line == Int(line)
    }
    XCTAssertNoDifference(Counter(count: 1), Counter(count: 1), file: #filePath, line: #line)
  }

  @Test func differenceWithTheFileLineSpelling() {
    var counter = Counter()
    XCTAssertDifference(counter, operation: { counter.count += 1 }, changes: { $0.count = 1 }, file: #filePath, line: #line)
    withKnownIssue {
      XCTAssertDifference(counter, operation: { counter.count += 1 }, changes: { $0.count = 5 }, file: #filePath, line: #line)
    }
  }

  @Test func asynchronousDifferenceWithTheFileLineSpelling() async {
    await XCTAssertDifference(
      Counter(count: 0), operation: { await Task.yield() }, changes: { $0.count = 0 }, file: #filePath,
      line: #line)
  }
}
