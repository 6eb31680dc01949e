import Dependencies
import DependenciesMacros
import Testing

@DependencyClient
private struct FormattingClient {
  var format: @Sendable (_ value: Int) -> String = { "\($0)" }
  @DependencyEndpointIgnored
  var normalize: @Sendable (String) -> String = { $0.lowercased() }
  @DependencyEndpointIgnored
  var transform: @Sendable (String) -> String
}

@Suite("@DependencyEndpointIgnored and Unimplemented")
struct DependencyEndpointIgnoredTests {
  @Test("An ignored closure keeps its default and reports nothing when called")
  func ignoredKeepsItsDefault() {
    let client = FormattingClient(transform: { $0 + "!" })
    #expect(client.normalize("ABC") == "abc")
    #expect(client.transform("hi") == "hi!")
  }

  @Test("An ignored closure without a default is a required initializer parameter")
  func ignoredIsAPlainParameter() {
    let client = FormattingClient(normalize: { $0 }, transform: { $0 })
    #expect(client.normalize("ABC") == "ABC")
  }

  @Test("Unimplemented names the endpoint")
  func unimplementedDescribesTheEndpoint() {
    let error = Unimplemented("APIClient.fetch")
    #expect("\(error)" == "APIClient.fetch")
  }
}
