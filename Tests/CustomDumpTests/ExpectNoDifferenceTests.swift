import CustomDump
import Foundation
import IssueReporting
import Testing

@Suite("expectNoDifference")
struct ExpectNoDifferenceTests {
  let user = User(id: 1, name: "Blob", tags: ["a"], address: nil)

  @Test func equalValuesReportNothing() {
    // An issue reported here would fail this test.
    expectNoDifference(user, user)
    expectNoDifference([1: "one"], [1: "one"], "dictionaries")
  }

  @Test func differentValuesReportTheDiff() {
    var other = user
    other.name = "Blob Jr."
    withKnownIssue {
      expectNoDifference(user, other)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Difference: …

          \u{2007} User(
          \u{2007}   id: 1,
          \u{2212}   name: "Blob",
          +   name: "Blob Jr.",
          \u{2007}   tags: […],
          \u{2007}   address: nil
          \u{2007} )

        (First: \u{2212}, Second: +)
        """
      ]
    }
  }

  @Test func theMessageIsIncluded() {
    withKnownIssue {
      expectNoDifference(1, 2, "Counts should match")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Counts should match - Difference: …\n\n  \u{2212} 1\n  + 2\n\n(First: \u{2212}, Second: +)"
      ]
    }
  }

  @Test func exactlyOneIssueIsReported() {
    let counter = IssueCounter()
    withKnownIssue {
      expectNoDifference([1, 2], [1, 3])
    } matching: { _ in
      counter.increment()
      return true
    }
    #expect(counter.count == 1)
  }

  @Test func errorsThrownByAnExpressionAreReported() throws {
    struct Boom: Error {}
    func value() throws -> Int { throw Boom() }
    // `withKnownIssue` rethrows; the body only looks throwing because of the `try` inside the
    // autoclosure, which `expectNoDifference` handles itself.
    try withKnownIssue {
      expectNoDifference(try value(), 1)
    } matching: { issue in
      "\(issue.kind)" == "Caught error: Boom()"
    }
  }

  @Test func unequalValuesWithIdenticalDumpsAreStillReported() {
    withKnownIssue {
      expectNoDifference(AlwaysDifferent(), AlwaysDifferent())
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Difference: …

          \u{2007} // Not equal but no difference detected:
          \u{2212} AlwaysDifferent()
          + AlwaysDifferent()

        (First: \u{2212}, Second: +)
        """
      ]
    }
  }
}

/// A value that is never equal to anything, though every instance dumps the same.
private struct AlwaysDifferent: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// Counts the issues a `withKnownIssue` matcher sees; the matcher may run on any thread.
private final class IssueCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }

  func increment() { lock.withLock { value += 1 } }
}

@Suite("expectDifference")
struct ExpectDifferenceTests {
  struct Counter: Equatable {
    var count = 0
    var isOdd = false
    mutating func increment() {
      count += 1
      isOdd.toggle()
    }
  }

  @Test func describedChangesPass() {
    var counter = Counter()
    expectDifference(counter) {
      counter.increment()
    } changes: {
      $0.count = 1
      $0.isOdd = true
    }
  }

  @Test func undescribedChangesAreReportedWithExpectedAndActual() {
    var counter = Counter()
    withKnownIssue {
      expectDifference(counter) {
        counter.increment()
      } changes: {
        $0.count = 1
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Difference: …

          \u{2007} ExpectDifferenceTests.Counter(
          \u{2007}   count: 1,
          \u{2212}   isOdd: false
          +   isOdd: true
          \u{2007} )

        (Expected: \u{2212}, Actual: +)
        """
      ]
    }
  }

  @Test func asyncOperation() async {
    var counter = Counter()
    await expectDifference(counter) {
      await Task.yield()
      counter.increment()
    } changes: {
      $0.count = 1
      $0.isOdd = true
    }
  }
}

@Suite("XCTAssertNoDifference and XCTAssertDifference")
struct XCTAssertNoDifferenceTests {
  @Test func theFormerNamesForward() {
    XCTAssertNoDifference(1, 1)
    withKnownIssue {
      XCTAssertNoDifference(1, 2, "Counts")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Counts - Difference: …\n\n  \u{2212} 1\n  + 2\n\n(First: \u{2212}, Second: +)"
      ]
    }
    var count = 0
    XCTAssertDifference(count) {
      count += 1
    } changes: {
      $0 = 1
    }
  }

  @Test func attributedStringsDumpTheirCharacters() {
    #expect(String(customDumping: AttributedString("Hello, Blob!")) == #""Hello, Blob!""#)
  }
}
