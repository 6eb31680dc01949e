import Dependencies
import Testing

struct UnimplementedTests {
  @Test func nonThrowingClosureReportsAndReturnsThePlaceholder() {
    let closure: @Sendable (Int) -> String = unimplemented("Client.name", placeholder: "?")
    withKnownIssue {
      #expect(closure(1) == "?")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented: Client.name …") }
    }
  }

  @Test func throwingClosureReportsAndThrows() {
    let closure: @Sendable (Int, String) throws -> Int = unimplemented("Client.fetch")
    withKnownIssue {
      #expect(throws: UnimplementedFailure.self) { try closure(1, "a") }
    } matching: { $0.comments.contains { $0.rawValue.contains("Unimplemented: Client.fetch …") } }
  }

  @Test func asyncClosuresReport() async {
    let fetch: @Sendable () async throws -> Int = unimplemented("Client.load")
    let count: @Sendable () async -> Int = unimplemented("Client.count", placeholder: 0)
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) { try await fetch() }
      #expect(await count() == 0)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Unimplemented: Client.load …") || $0.rawValue.contains("Unimplemented: Client.count …") }
    }
  }

  @Test func unimplementedValueReports() {
    withKnownIssue {
      let value: Int = unimplemented("Settings.limit", placeholder: 3)
      #expect(value == 3)
    } matching: { $0.comments.contains { $0.rawValue.contains("Unimplemented: Settings.limit …") } }
  }
}
