@_spi(Internals) import CasePaths
import IssueReporting
import Testing

// `XCTModify` is deprecated (as in swift-case-paths): exercised from deprecated functions, so the
// build stays free of warnings.

@CasePathable
private enum Screen: Equatable {
  case list([Int])
  case detail(String)
}

private struct Broken: Error, CustomStringConvertible {
  var description: String { "broken" }
}

@Suite("XCTModify (issue 27)")
struct XCTModifyTests {
  @available(*, deprecated)
  @Test("Modifies an optional's value and an enum's case in place")
  func modifies() {
    var optional: Int? = 1
    XCTModify(&optional) { $0 += 41 }
    #expect(optional == 42)

    var screen = Screen.detail("Blob")
    XCTModify(&screen, case: \.detail) { $0 += " Jr." }
    #expect(screen == .detail("Blob Jr."))

    var list = Screen.list([1])
    XCTModify(&list, case: AnyCasePath(\Screen.Cases.list)) { $0.append(2) }
    #expect(list == .list([1, 2]))
  }

  @available(*, deprecated)
  @Test("nil, another case, a thrown error and an unchanged value are reported with Point-Free's texts")
  func failures() {
    var optional: Int? = nil
    withKnownIssue {
      XCTModify(&optional, "the count") { $0 += 1 }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        XCTModify: Expected to extract value of type "Int" from "Int?" - the count …

          Actual:
            nil
        """
      ]
    }
    #expect(optional == nil)

    var screen = Screen.list([])
    withKnownIssue {
      XCTModify(&screen, case: \.detail) { $0 += "!" }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        XCTModify: Expected to extract value of type "String" from "Screen" …

          Actual:
            list([])
        """
      ]
    }
    #expect(screen == .list([]))

    var detail = Screen.detail("Blob")
    withKnownIssue {
      XCTModify(&detail, case: \.detail) { _ in throw Broken() }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Threw error: broken"]
    }
    #expect(detail == .detail("Blob"))

    withKnownIssue {
      XCTModify(&detail, case: \.detail) { $0 = "Blob" }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        #"XCTModify: Expected "String" value to be modified but it was unchanged."#
      ]
    }
  }

  @available(*, deprecated)
  @Test("An unchanged value is not reported when the check is turned off")
  func notExhaustive() {
    var count: Int? = 1
    XCTModifyLocals.$isExhaustive.withValue(false) {
      XCTModify(&count) { $0 = 1 }
    }
    #expect(count == 1)
  }
}
