import Dependencies
import Testing

private enum PreparedKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var prepared: String {
    get { self[PreparedKey.self] }
    set { self[PreparedKey.self] = newValue }
  }
}

struct PrepareDependenciesTests {
  /// The key is private to this file, so preparing it process-wide touches no other test.
  @Test func preparedValuesAreTheBaseAndCannotBePreparedTwice() {
    prepareDependencies { $0.prepared = "prepared" }
    @Dependency(\.prepared) var prepared
    #expect(prepared == "prepared")
    withDependencies { $0.prepared = "overridden" } operation: {
      #expect(prepared == "overridden")
    }
    withKnownIssue {
      prepareDependencies { $0.prepared = "again" }
    } matching: { $0.comments.contains { $0.rawValue.contains("@Dependency(\\.prepared) has already been accessed or prepared.") } }
    #expect(prepared == "prepared")
  }
}
