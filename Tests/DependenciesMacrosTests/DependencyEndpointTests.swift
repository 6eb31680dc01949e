import DependenciesMacros
import Testing

struct DependencyEndpointTests {
  @Test func methodNameArgumentRoutesOverloadsToTheirClosures() async throws {
    let client = UserClient(fetchByID: { "id \($0)" }, fetchByName: { "name \($0)" }, default: {})
    #expect(try await client.fetch(id: 1) == "id 1")
    #expect(try await client.fetch(name: "blob") == "name blob")
    client.default()
  }

  @Test func keywordNamedEndpointIsUnimplementedByDefault() async {
    let messages = await reportedIssues {
      UserClient().default()
    }
    #expect(messages.allSatisfy { isUnimplemented($0, "UserClient.default") })
    #expect(messages.count == 1)
  }

  @Test func standaloneEndpointHasAnUnimplementedDefaultAndAMethod() async throws {
    var calculator = Calculator(scale: 2)
    let messages = await reportedIssues {
      #expect(throws: Unimplemented.self) { try calculator.double(value: 3) }
    }
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { isUnimplemented($0, "Calculator.double") })

    calculator.double = { [scale = calculator.scale] in $0 * scale }
    #expect(try calculator.double(value: 3) == 6)
  }

  @Test func closureParametersAreForwarded() async {
    let logged = LockIsolatedBox()
    let logger = LoggerClient(log: { logged.append($0()) })
    logger.log(message: "hello")
    #expect(logged.values == ["hello"])

    let messages = await reportedIssues {
      #expect(logger.measure(label: "work", work: { 7 }) == 7)
    }
    #expect(messages.count == 1)
    #expect(messages.allSatisfy { isUnimplemented($0, "LoggerClient.measure") })
  }
}
