import Dependencies
import Foundation
import Testing

private struct LiveOnly: Sendable, Equatable { var name: String }

private enum LiveOnlyKey: DependencyKey {
  static let liveValue = LiveOnly(name: "live")
}

private enum TestOnlyKey: TestDependencyKey {
  static let testValue = "test only"
}

extension DependencyValues {
  fileprivate var liveOnly: LiveOnly { self[LiveOnlyKey.self] }
  fileprivate var testOnly: String { self[TestOnlyKey.self] }
}

struct MissingValuesTests {
  @Test func liveKeyWithoutTestValueIsReportedAndFallsBackToLive() {
    @Dependency(\.liveOnly) var liveOnly
    withKnownIssue {
      #expect(liveOnly == LiveOnly(name: "live"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("LiveOnlyKey") && $0.rawValue.contains("no test implementation") }
    }
  }

  @Test func testOnlyKeyInLiveContextIsReported() {
    @Dependency(\.testOnly) var testOnly
    withKnownIssue {
      withDependencies { $0.context = .live } operation: {
        #expect(testOnly == "test only")
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("TestOnlyKey") && $0.rawValue.contains("no live implementation") }
    }
  }

  @Test func builtInsAreUnimplementedInTestsUntilOverridden() {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    @Dependency(\.continuousClock) var clock
    withKnownIssue {
      _ = uuid()
    } matching: { $0.comments.contains { $0.rawValue.contains("DependencyValues.uuid") } }
    withKnownIssue {
      _ = now
    } matching: { $0.comments.contains { $0.rawValue.contains("DependencyValues.date") } }
    withKnownIssue {
      _ = clock.now
    } matching: { $0.comments.contains { $0.rawValue.contains("continuousClock") } }
  }
}
