import CasePaths
import IssueReporting
import Testing

// `XCTUnwrap(_:case:)` is deprecated (as in swift-case-paths): exercised from deprecated functions,
// so the build stays free of warnings.

private enum Route: Equatable {
  case home
  case profile(id: Int)
}

@Suite("XCTUnwrap(_:case:)")
struct XCTUnwrapTests {
  @available(*, deprecated)
  @Test("Returns the associated value of the expected case")
  func unwraps() throws {
    let id = try XCTUnwrap(Route.profile(id: 7), case: { if case let .profile(id) = $0 { id } else { nil } })
    #expect(id == 7)
  }

  @available(*, deprecated)
  @Test("Another case is reported, with the message, and thrown")
  func otherCase() {
    withKnownIssue {
      #expect(throws: (any Error).self) {
        _ = try XCTUnwrap(
          Route.home, case: { if case let .profile(id) = $0 { id } else { nil } }, "no profile"
        )
      }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        #"XCTUnwrap: Expected to extract value of type "Int" from "Route" - no profile …"#
      ) == true
    }
  }

  @available(*, deprecated)
  @Test("An error thrown while evaluating the value is reported and rethrown")
  func throwingValue() {
    struct Unreachable: Error {}
    func load() throws -> Route { throw Unreachable() }
    withKnownIssue {
      #expect(throws: Unreachable.self) {
        _ = try XCTUnwrap(try load(), case: { if case .home = $0 { () } else { nil } })
      }
    }
  }

  @available(*, deprecated)
  @Test("XCTModify attributes its issue to the file and line it is given")
  func modifyLocation() {
    var value: Int? = nil
    withKnownIssue {
      XCTModify(&value, "", { $0 += 1 }, file: #filePath, line: 3)
    } matching: { issue in
      issue.sourceLocation?.line == 3
    }
  }
}
