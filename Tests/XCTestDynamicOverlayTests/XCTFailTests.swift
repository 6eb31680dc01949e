import Testing
import XCTestDynamicOverlay

@Suite("XCTFail and XCTFailContext")
struct XCTFailTests {
  @Test("XCTFail inside a test is a test issue with its message")
  func xctFailFailsTheTest() {
    withKnownIssue {
      XCTFail("Unexpected call to fetch")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unexpected call to fetch"]
    }
  }

  @Test("XCTFail is attributed to the line of the call")
  func xctFailLocation() {
    let line = #line + 2
    withKnownIssue {
      XCTFail("here")
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
  }

  @Test("Inside an XCTFailContext, XCTFail points at the context's file and line")
  func contextMovesTheLocation() {
    let context = XCTFailContext(file: #filePath, line: 7)
    #expect(XCTFailContext.current == nil)
    withKnownIssue {
      XCTFailContext.$current.withValue(context) {
        #expect(XCTFailContext.current?.line == 7)
        XCTFail("from a helper")
      }
    } matching: { issue in
      issue.sourceLocation?.line == 7 && issue.comments.map(\.rawValue) == ["from a helper"]
    }
  }

  @Test("An XCTFail in an expected-issue scope is absorbed like reportIssue")
  func xctFailIsAnIssueLikeAnyOther() {
    withExpectedIssue {
      XCTFail()
    }
  }
}
