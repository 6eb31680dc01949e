import Foundation
import IssueReporting
import SwiftNavigation
import Testing

// Behaviours of Point-Free's UINavigationPathTests (expected values as theirs), then our own.

@Suite("UINavigationPath")
struct UINavigationPathTests {
  struct User: Codable, Hashable {
    let id: Int
  }

  // MARK: - Point-Free's UINavigationPathTests

  @Test func aPathOfCodableValuesRoundTrips() throws {
    var path = UINavigationPath()
    path.append("hello")
    path.append(42)
    path.append(true)
    path.append(User(id: 42))

    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    #expect(path == UINavigationPath(decoded))

    struct NotCodable: Hashable {}

    path.append(NotCodable())
    #expect(path.codable == nil)

    path.removeLast()
    #expect(path.codable != nil)
    #expect(codable == path.codable)
  }

  // MARK: - Ours

  @Test func countsAndRemovals() {
    var path = UINavigationPath([1, 2, 3])
    #expect(path.count == 3)
    #expect(!path.isEmpty)
    path.removeLast(2)
    #expect(path == UINavigationPath([1]))
    path.removeLast()
    #expect(path.isEmpty)
    #expect(path == UINavigationPath())
  }

  @Test func removingMoreThanThePathHoldsIsReported() {
    var path = UINavigationPath(["a", "b"])
    withKnownIssue {
      path.removeLast(3)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Can't remove 3 values from a navigation path of 2 values." }
    }
    #expect(path.isEmpty)

    path.append("c")
    withKnownIssue {
      path.removeLast(-1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Can't remove -1 values from a navigation path of 1 values." }
    }
    #expect(path.count == 1)
  }

  @Test func decodingAnUnknownTypeThrows() throws {
    let data = Data(#"["NotAType", "1"]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    }
  }

  @Test func theOrderOfValuesSurvivesTheRoundTrip() throws {
    let path = UINavigationPath([3, 1, 2])
    let data = try JSONEncoder().encode(try #require(path.codable))
    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    #expect(UINavigationPath(decoded) == path)
    #expect(UINavigationPath(decoded) != UINavigationPath([1, 2, 3]))
  }
}
