@testable import DependenciesMacrosPlugin
import MacroSupport
import Testing

struct DependencyEndpointMacroTests {
  func expand(_ declaration: String, _ role: MacroRole, lexicalContext: [String]? = nil) throws -> MacroExpansion {
    let request =
      lexicalContext.map { Fixture.endpoint(declaration, role: role, lexicalContext: $0) }
      ?? Fixture.endpoint(declaration, role: role)
    return try DependencyEndpointMacro.expand(request)
  }

  @Test func accessorsRouteThePropertyThroughItsStorage() throws {
    let expansion = try expand("\n  @DependencyEndpoint\n  var fetch: (_ id: Int) async throws -> String", .accessor)
    #expect(
      expansion.source == """
        @storageRestrictions(initializes: _fetch)
        init(initialValue) {
          _fetch = initialValue
        }
        get {
          _fetch
        }
        set {
          _fetch = newValue
        }
        """)
  }

  @Test func peersAreALabelledMethodAndTheUnimplementedStorage() throws {
    let expansion = try expand(
      "\n  @DependencyEndpoint\n  public var fetch: @Sendable (_ id: Int, String) async throws -> String", .peer)
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == """
        public func fetch(id p0: Int, _ p1: String) async throws -> String {
          try await self.fetch(p0, p1)
        }

        private var _fetch: @Sendable (_ id: Int, String) async throws -> String = { _, _ in
          IssueReporting.reportIssue("Unimplemented: 'APIClient.fetch'")
          throw Dependencies.UnimplementedFailure(description: "APIClient.fetch")
        }
        """)
  }

  @Test func noMethodWithoutNamedParameters() throws {
    let expansion = try expand("@DependencyEndpoint var track: (String) -> Void", .peer)
    #expect(
      expansion.source == """
        private var _track: (String) -> Void = { _ in
          IssueReporting.reportIssue("Unimplemented: 'APIClient.track'")
        }
        """)
  }

  @Test func methodArgumentNamesTheMethod() throws {
    let expansion = try expand(#"@DependencyEndpoint(method: "load") var loadAll: () throws -> [Int]"#, .peer)
    #expect(expansion.source?.hasPrefix("func load() throws -> [Int] {\n  try self.loadAll()\n}\n") == true)
    let keyword = try expand(#"@DependencyEndpoint(method: "`class`") var c: (_ id: Int) -> Void"#, .peer)
    #expect(keyword.source?.hasPrefix("func `class`(id p0: Int) -> Void {") == true)
    let empty = try expand(#"@DependencyEndpoint(method: "") var c: (Int) -> Void"#, .peer)
    #expect(empty.source?.hasPrefix("private var _c") == true)
  }

  @Test func invalidMethodArgumentIsAnErrorAtTheArgument() throws {
    let declaration = #"@DependencyEndpoint(method: "~ok~") var c: (_ id: Int) -> Void"#
    let expansion = try expand(declaration, .peer)
    #expect(expansion.diagnostics.map(\.message) == ["'method' must be a valid identifier"])
    #expect(
      expansion.diagnostics.first?.position.offset
        == Fixture.declarationOffset + Fixture.offset(of: "method:", in: declaration))
    // The storage is still declared, so the accessors stay valid.
    #expect(expansion.source?.contains("private var _c") == true)

    let interpolated = try expand(#"@DependencyEndpoint(method: "\(name)") var c: (_ id: Int) -> Void"#, .peer)
    #expect(interpolated.diagnostics.map(\.message) == ["'method' must be a static string literal"])
  }

  @Test func globalActorAttributeIsCarriedToTheMethod() throws {
    let expansion = try expand(
      "@DependencyEndpoint var title: @MainActor @Sendable (_ prefix: String) -> String = { $0 }", .peer)
    #expect(
      expansion.source == """
        @MainActor
        func title(prefix p0: String) -> String {
          self.title(p0)
        }

        private var _title: @MainActor @Sendable (_ prefix: String) -> String = { p0 in
          IssueReporting.reportIssue("Unimplemented: 'APIClient.title'")
          let implementation: @MainActor @Sendable (_ prefix: String) -> String = { $0 }
          return implementation(p0)
        }
        """)
  }

  @Test func typedThrowsAndInoutAreForwarded() throws {
    let expansion = try expand(
      "@DependencyEndpoint var step: (_ value: inout Int) async throws(StepError) -> Void = { $0 += 1 }", .peer)
    #expect(
      expansion.source == """
        func step(value p0: inout Int) async throws(StepError) -> Void {
          try await self.step(&p0)
        }

        private var _step: (_ value: inout Int) async throws(StepError) -> Void = { p0 in
          IssueReporting.reportIssue("Unimplemented: 'APIClient.step'")
          let implementation: (_ value: inout Int) async throws(StepError) -> Void = { $0 += 1 }
          return try await implementation(&p0)
        }
        """)
  }

  @Test func autoclosureParametersAreForwardedAsCallsAndIsolatedAnyStaysOnTheType() throws {
    let expansion = try expand(
      "@DependencyEndpoint var log: @isolated(any) (_ message: @autoclosure () -> String) -> Int = { _ in 0 }",
      .peer)
    #expect(
      expansion.source == """
        func log(message p0: @autoclosure () -> String) -> Int {
          self.log(p0())
        }

        private var _log: @isolated(any) (_ message: @autoclosure () -> String) -> Int = { p0 in
          IssueReporting.reportIssue("Unimplemented: 'APIClient.log'")
          let implementation: @isolated(any) (_ message: @autoclosure () -> String) -> Int = { _ in 0 }
          return implementation(p0())
        }
        """)
  }

  @Test func keywordNamedEndpointUsesBackticks() throws {
    let expansion = try expand("@DependencyEndpoint var `return`: (_ id: Int) throws -> Int", .peer)
    #expect(
      expansion.source == """
        func `return`(id p0: Int) throws -> Int {
          try self.`return`(p0)
        }

        private var _return: (_ id: Int) throws -> Int = { _ in
          IssueReporting.reportIssue("Unimplemented: 'APIClient.return'")
          throw Dependencies.UnimplementedFailure(description: "APIClient.return")
        }
        """)
    let accessors = try expand("@DependencyEndpoint var `return`: (_ id: Int) throws -> Int", .accessor)
    #expect(accessors.source?.hasPrefix("@storageRestrictions(initializes: _return)") == true)
  }

  @Test func missingDefaultStandaloneIsAnErrorAndStorageHasNoInitialValue() throws {
    let declaration = "\n  @DependencyEndpoint\n  var count: () -> Int"
    let expansion = try expand(declaration, .peer, lexicalContext: ["struct Counter {}"])
    #expect(expansion.source == "private var _count: () -> Int")
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(expansion.diagnostics.count == 1)
    #expect(diagnostic.message.hasPrefix("Default value required for non-throwing closure 'count'"))
    #expect(diagnostic.position.offset == Fixture.declarationOffset + Fixture.offset(of: "count:", in: declaration))
    #expect(diagnostic.fixIts.first?.changes.first?.newText == " = { <#Int#> }")
  }

  @Test func missingDefaultInsideAClientIsLeftToTheClient() throws {
    let expansion = try expand("@DependencyEndpoint var count: () -> Int", .peer)
    #expect(expansion.diagnostics.isEmpty)
    #expect(expansion.source == "private var _count: () -> Int")
  }

  @Test func ownerNameComesFromTheLexicalContext() throws {
    let nested = try expand(
      "@DependencyEndpoint var ping: () throws -> Void", .peer,
      lexicalContext: ["struct Client {}", "enum Outer {}"])
    #expect(nested.source?.contains("\"Unimplemented: 'Outer.Client.ping'\"") == true)
    let local = try expand(
      "@DependencyEndpoint var ping: () throws -> Void", .peer,
      lexicalContext: ["struct Client {}", "func make() {}", "enum Outer {}"])
    #expect(local.source?.contains("\"Unimplemented: 'Client.ping'\"") == true)
    let topLevel = try expand("@DependencyEndpoint var ping: () throws -> Void", .peer, lexicalContext: [])
    #expect(topLevel.source?.contains("\"Unimplemented: 'ping'\"") == true)
  }

  @Test func invalidDeclarationsAreErrorsFromThePeerRoleOnly() throws {
    let cases: [(String, String)] = [
      ("@DependencyEndpoint let x: () -> Void", "'@DependencyEndpoint' requires a 'var': 'x' is a 'let'"),
      ("@DependencyEndpoint var y: Int", "'@DependencyEndpoint' requires a non-optional closure type"),
      ("@DependencyEndpoint var z: (() -> Void)?", "'@DependencyEndpoint' requires a non-optional closure type"),
      ("@DependencyEndpoint static var s: () -> Void = {}", "'@DependencyEndpoint' cannot be applied to the static"),
      ("@DependencyEndpoint var c: () -> Void { {} }", "'@DependencyEndpoint' cannot be applied to 'c', which has"),
      ("@DependencyEndpoint var a: () -> Void, b: () -> Void", "'@DependencyEndpoint' must be applied to a 'var' that"),
      ("@DependencyEndpoint func f() {}", "'@DependencyEndpoint' can only be applied to a closure-typed 'var'"),
    ]
    for (declaration, message) in cases {
      let peer = try expand(declaration, .peer)
      #expect(peer.source == nil)
      #expect(peer.diagnostics.count == 1)
      #expect(peer.diagnostics.first?.message.hasPrefix(message) == true, "\(declaration)")
      let accessor = try expand(declaration, .accessor)
      #expect(accessor.source == nil)
      #expect(accessor.diagnostics.isEmpty)
    }
  }

  @Test func standaloneDefaultDiagnosticsNameTheEndpointMacro() throws {
    let fatal = try expand(
      "\n  @DependencyEndpoint\n  var count: () -> Int = { fatalError() }", .peer,
      lexicalContext: ["struct Counter {}"])
    #expect(fatal.diagnostics.map(\.severity) == [.warning])
    #expect(fatal.diagnostics.first?.message.hasPrefix("Prefer returning a default mock value over 'fatalError()'") == true)
    #expect(fatal.diagnostics.first?.fixIts.first?.changes.first?.newText == "{ fatalError() }()")

    let notLiteral = try expand(
      "\n  @DependencyEndpoint\n  var count: () -> Int = unimplemented()", .peer,
      lexicalContext: ["struct Counter {}"])
    #expect(
      notLiteral.diagnostics.map(\.message) == [
        "'@DependencyEndpoint' default must be closure literal",
        """
        Do not use 'unimplemented' with '@DependencyEndpoint'; the '@DependencyEndpoint' macro already \
        includes the behavior of 'unimplemented'.
        """,
      ])

    // Inside a client, the client reports them (once).
    let inClient = try expand("\n  @DependencyEndpoint\n  var count: () -> Int = { fatalError() }", .peer)
    #expect(inClient.diagnostics.isEmpty)
  }
}
