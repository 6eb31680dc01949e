import Dependencies
import DependenciesMacros
import Testing

struct EntryClient: Sendable {
  var name: String
}

private let liveClient = EntryClient(name: "live")

extension DependencyValues {
  @DependencyEntry var entryClient = EntryClient(name: "default")
  @DependencyEntry(liveValue: liveClient, previewValue: EntryClient(name: "preview"))
  var splitClient: EntryClient = EntryClient(name: "test")
  @DependencyEntry("PublicEntryKey") public var publicEntry = 42
}

struct DependencyEntryTests {
  @Test func initialValueIsTheTestAndPreviewValue() {
    @Dependency(\.entryClient) var client
    #expect(client.name == "default")
    withDependencies { $0.context = .preview } operation: {
      #expect(client.name == "default")
    }
    withKnownIssue {
      withDependencies { $0.context = .live } operation: {
        #expect(client.name == "default")
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "@Dependency(\\.entryClient) has no live implementation, but was accessed from a live context.")
      }
    }
  }

  @Test func overridable() {
    withDependencies { $0.entryClient.name = "override" } operation: {
      @Dependency(\.entryClient) var client
      #expect(client.name == "override")
    }
  }

  @Test func liveAndPreviewArguments() {
    @Dependency(\.splitClient) var client
    #expect(client.name == "test")
    withDependencies { $0.context = .live } operation: {
      #expect(client.name == "live")
    }
    withDependencies { $0.context = .preview } operation: {
      #expect(client.name == "preview")
    }
  }

  @Test func explicitKeyName() {
    #expect(DependencyValues()[DependencyValues.PublicEntryKey.self] == 42)
    @Dependency(\.publicEntry) var value
    #expect(value == 42)
  }
}
