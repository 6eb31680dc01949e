import DependenciesMacros
import Testing

struct ObservedEndpointTests {
  @Test func endpointsWithWillSetAreUnimplementedByDefaultAndObserved() {
    var client = ObservedClient()
    withKnownIssue {
      client.ping()
      #expect(client.count() == 7)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Unimplemented: 'ObservedClient.ping'" }
        || issue.comments.contains { $0.rawValue == "Unimplemented: 'ObservedClient.count'" }
    }
    let before = ObservedClient.changes.value
    client.count = { 1 }
    #expect(client.count() == 1)
    #expect(ObservedClient.changes.value == before + 1)
  }
}

struct StandaloneObservedEndpointTests {
  @Test func willSetEndpointIsUnimplementedByDefaultAndObservedOncePerWrite() async throws {
    var endpoints = ObservedEndpoints()
    let messages = await reportedIssues {
      #expect(throws: Unimplemented.self) { try endpoints.reset() }
    }
    #expect(messages == ["Unimplemented: 'ObservedEndpoints.reset'"])
    #expect(endpoints.log.value == [])

    endpoints.reset = {}
    try endpoints.reset()
    endpoints.reset = {}
    #expect(endpoints.log.value == ["reset will be set", "reset will be set"])
  }

  @Test func observersSeeTheNewAndOldValuesAndTheMethodForwards() {
    var endpoints = ObservedEndpoints()
    endpoints.scaled = { $0 * 10 }
    #expect(endpoints.scaled(value: 5) == 50)
    endpoints.scaled = { $0 * 100 }
    #expect(
      endpoints.log.value == [
        "scaled: 10", "scaled was: 1", "scaled: 100", "scaled was: 10",
      ])
  }
}
