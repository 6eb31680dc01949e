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
