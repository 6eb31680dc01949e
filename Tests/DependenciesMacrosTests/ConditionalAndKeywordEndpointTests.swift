import DependenciesMacros
import Testing

struct ConditionalFailure: Error, Equatable {}

/// Endpoints declared inside `#if`, with and without a default, one of them with a typed `throws`:
/// each is unimplemented by default (it reports and returns its default) like one outside `#if`.
@DependencyClient
struct ConditionalClient: Sendable {
  #if compiler(>=5.9)
    var count: @Sendable () -> Int = { 7 }
    var load: @Sendable (_ id: Int) async throws(ConditionalFailure) -> [String: Int] = { _ in [:] }
  #else
    var never: @Sendable () -> Int = { 0 }
  #endif
  #if os(Linux) || os(macOS) || os(iOS)
    var ping: @Sendable () -> Void
  #endif
  var name: @Sendable () -> String = { "a, b" }
}

/// Members named like keywords the initializer would otherwise misread: a parameter named `self`
/// would hide the instance.
@DependencyClient
struct KeywordClient: Sendable {
  var `is`: Int = 1
  var `self`: String = "x"
  @DependencyEndpoint(method: "selfMethod")
  var `default`: @Sendable (_ id: Int) -> [String: Int] = { _ in [:] }
}

struct ConditionalAndKeywordEndpointTests {
  @Test func endpointsInsideIfAreUnimplementedByDefault() async {
    let client = ConditionalClient()
    let messages = await reportedIssues {
      #expect(client.count() == 7)
      #expect((try? await client.load(id: 1)) == [:])
      client.ping()
      #expect(client.name() == "a, b")
    }
    #expect(
      messages == [
        "Unimplemented: 'ConditionalClient.count'", "Unimplemented: 'ConditionalClient.load'",
        "Unimplemented: 'ConditionalClient.ping'", "Unimplemented: 'ConditionalClient.name'",
      ])
  }

  @Test func anOverriddenEndpointInsideIfReportsNothing() {
    var client = ConditionalClient()
    client.count = { 1 }
    // An issue reported here would fail the test.
    #expect(client.count() == 1)
  }

  @Test func keywordNamedMembersAreInitialized() {
    let client = KeywordClient(is: 2, self: "y", default: { id in ["id": id] })
    #expect(client.is == 2)
    #expect(client.`self` == "y")
    #expect(client.selfMethod(id: 3) == ["id": 3])
  }
}
