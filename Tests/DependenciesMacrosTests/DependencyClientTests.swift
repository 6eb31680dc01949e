import ConcurrencyExtras
import Dependencies
import DependenciesMacros
import Testing

struct DependencyClientTests {
  @Test func unimplementedClientReportsEveryEndpointByName() async {
    let client = APIClient()
    let messages = await reportedIssues {
      await #expect(throws: Unimplemented.self) { try await client.fetch(id: 1) }
      #expect(client.count() == 0)
      client.track("tapped")
      let loaded = try await client.load()
      #expect(loaded == [])
    }
    #expect(messages.count == 4)
    for (message, name) in zip(messages, ["fetch", "count", "track", "load"]) {
      #expect(isUnimplemented(message, "APIClient.\(name)"), "\(message)")
    }
  }

  @Test func untypedThrowingEndpointThrowsUnimplementedNamingIt() async {
    let messages = await reportedIssues {
      do {
        _ = try await APIClient().fetch(7)
        Issue.record("expected Unimplemented")
      } catch let failure as Unimplemented {
        #expect(failure.description == "APIClient.fetch")
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { isUnimplemented($0, "APIClient.fetch") })
  }

  @Test func overridingOneEndpointLeavesTheOthersUnimplemented() async throws {
    let client = APIClient(fetch: { id in "user \(id)" })
    #expect(try await client.fetch(id: 42) == "user 42")
    let messages = await reportedIssues {
      #expect(client.count() == 0)
    }
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { isUnimplemented($0, "APIClient.count") })
  }

  @Test func overridesReplaceTheDeclaredDefaults() async throws {
    let tracked = LockIsolatedBox()
    let client = APIClient(
      fetch: { "\($0)" }, count: { 5 }, track: { tracked.append($0) }, load: { ["a", "b"] })
    #expect(try await client.fetch(id: 3) == "3")
    #expect(client.count() == 5)
    client.track("x")
    #expect(tracked.values == ["x"])
    #expect(try await client.load() == ["a", "b"])
  }

  @Test func typedThrowingEndpointKeepsItsErrorType() async {
    // Swift does not infer a closure's typed throws from its body, so the override spells it out.
    let client = APIClient(load: { () throws(LoadFailure) in throw LoadFailure() })
    do throws(LoadFailure) {
      _ = try await client.load()
      Issue.record("expected LoadFailure")
    } catch {
      // `error` is statically a `LoadFailure`: the endpoint's typed throws survive the macro.
      #expect(error == LoadFailure())
    }
  }

  @Test func endpointsStaySettable() {
    var client = APIClient()
    client.count = { 9 }
    #expect(client.count() == 9)
  }

  @Test func testValueFromTheMacroIsUnimplementedThroughDependency() async throws {
    @Dependency(\.apiClient) var apiClient
    let messages = await reportedIssues {
      _ = apiClient.count()
    }
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { isUnimplemented($0, "APIClient.count") })

    try await withDependencies {
      $0.apiClient.fetch = { "overridden \($0)" }
    } operation: {
      @Dependency(\.apiClient) var apiClient
      let fetched = try await apiClient.fetch(id: 1)
      #expect(fetched == "overridden 1")
    }
  }

  @Test func otherStoredPropertiesBecomeParametersWithTheirDefaults() {
    let client = SettingsClient(onEvent: { _ in })
    #expect(client.baseURL == "https://example.com")
    #expect(client.retries == 3)
    #expect(client.token == nil)
    #expect(client.createdBy == "tests")
    #expect(client.computed == 6)

    let custom = SettingsClient(baseURL: "https://x.dev", retries: 1, token: "t", onEvent: { _ in })
    #expect(custom.baseURL == "https://x.dev")
    #expect(custom.retries == 1)
    #expect(custom.token == "t")
  }

  @Test func optionalResultReturnsNilAndInoutDefaultStillRuns() async {
    let client = SettingsClient(onEvent: { _ in })
    var value = 1
    let messages = await reportedIssues {
      #expect(client.lookup("key", 2) == nil)
      #expect(client.lookup(key: "key", fallback: 2) == nil)
      client.adjust(&value)
    }
    #expect(value == 2)
    #expect(messages.count == 3)
    #expect(isUnimplemented(messages.first ?? "", "SettingsClient.lookup"))
    #expect(isUnimplemented(messages.last ?? "", "SettingsClient.adjust"))
  }

  @MainActor
  @Test func mainActorEndpointReportsAndReturnsItsDefault() async {
    let client = SettingsClient(onEvent: { _ in })
    let messages = await reportedIssues {
      #expect(client.title() == "main")
    }
    #expect(messages.allSatisfy { isUnimplemented($0, "SettingsClient.title") })
  }

  @Test func nestedClientIsNamedWithItsEnclosingTypes() async {
    let messages = await reportedIssues {
      #expect(throws: Unimplemented.self) { try Outer.Ping().ping() }
    }
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { isUnimplemented($0, "Outer.Ping.ping") })
  }

  @Test func genericClient() async throws {
    let storage = Storage<Int>(load: { 42 })
    #expect(try await storage.load() == 42)
    let messages = await reportedIssues {
      await #expect(throws: Unimplemented.self) { try await storage.save(value: 1) }
    }
    #expect(messages.allSatisfy { isUnimplemented($0, "Storage.save") })
  }
}

/// A tiny thread-safe recorder for closures that must be `@Sendable`.
final class LockIsolatedBox: Sendable {
  private let storage = LockIsolated<[String]>([])
  func append(_ value: String) { storage.withValue { $0.append(value) } }
  var values: [String] { storage.value }
}
