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
          throw DependenciesMacros.Unimplemented("APIClient.fetch")
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
          throw DependenciesMacros.Unimplemented("APIClient.return")
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

  /// Point-Free's `testWillSet`: the accessors as for any endpoint, and the observer moved onto the
  /// storage, which every write goes through.
  @Test func willSetMovesToTheStorage() throws {
    let declaration = """

        @DependencyEndpoint
        public var foo: () throws -> Void {
          willSet {
            print("!")
          }
        }
      """
    let accessors = try expand(declaration, .accessor, lexicalContext: ["struct Blah {}"])
    #expect(accessors.diagnostics.isEmpty)
    #expect(
      accessors.source == """
        @storageRestrictions(initializes: _foo)
        init(initialValue) {
          _foo = initialValue
        }
        get {
          _foo
        }
        set {
          _foo = newValue
        }
        """)
    let peers = try expand(declaration, .peer, lexicalContext: ["struct Blah {}"])
    #expect(peers.diagnostics.isEmpty)
    #expect(
      peers.source == """
        private var _foo: () throws -> Void = {
          IssueReporting.reportIssue("Unimplemented: 'Blah.foo'")
          throw DependenciesMacros.Unimplemented("Blah.foo")
        } {
          willSet {
            print("!")
          }
        }
        """)
  }

  /// Every observer shape: `willSet`, `didSet`, both, named parameters, one-line and multi-line bodies,
  /// at any indentation; the storage carries them re-indented, in order, and a default value stays
  /// the storage's fallback.
  @Test func observerShapesAllMoveToTheStorage() throws {
    let observers: [(written: String, expected: String)] = [
      ("willSet { log() }", "willSet { log() }"),
      ("didSet { log(oldValue) }", "didSet { log(oldValue) }"),
      ("willSet(next) {\n  log(next)\n}", "willSet(next) {\n  log(next)\n}"),
      ("didSet(previous) {\n  if true {\n    log(previous)\n  }\n}", "didSet(previous) {\n  if true {\n    log(previous)\n  }\n}"),
    ]
    for indent in ["", "  ", "    "] {
      for count in 1...2 {
        for start in observers.indices {
          let chosen = (0..<count).map { observers[(start + $0) % observers.count] }
          let body = chosen.map { indent + "  " + $0.written.replacingOccurrences(of: "\n", with: "\n" + indent + "  ") }
            .joined(separator: "\n")
          for defaultValue in ["", " = { $0 * 2 }"] {
            let declaration = "\n\(indent)@DependencyEndpoint\n\(indent)var scale: (Int) -> Int\(defaultValue) {\n\(body)\n\(indent)}"
            let peers = try expand(declaration, .peer, lexicalContext: ["struct Blah {}"])
            let block = chosen.map { "  " + $0.expected.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n")
            let fallback = defaultValue.isEmpty ? nil : "{ $0 * 2 }"
            let closure: String
            if let fallback {
              closure = """
                { p0 in
                  IssueReporting.reportIssue("Unimplemented: 'Blah.scale'")
                  let implementation: (Int) -> Int = \(fallback)
                  return implementation(p0)
                }
                """
            } else {
              closure = ""
            }
            let expected =
              fallback == nil
              ? "private var _scale: (Int) -> Int {\n\(block)\n}"
              : "private var _scale: (Int) -> Int = \(closure) {\n\(block)\n}"
            #expect(peers.source == expected, "indent \(indent.count), \(chosen.map(\.written))\(defaultValue)")
            let accessors = try expand(declaration, .accessor, lexicalContext: ["struct Blah {}"])
            #expect(accessors.source?.hasPrefix("@storageRestrictions(initializes: _scale)") == true)
          }
        }
      }
    }
  }

  /// Point-Free's `testNonClosureDefault`: the error and the warning only; the storage has no value of
  /// its own (the property's initializer fills it), so the expansion adds no conversion error.
  @Test func nonClosureDefaultGivesOnlyItsDiagnostics() throws {
    for (initializer, messages) in [
      (
        "unimplemented()",
        [
          "'@DependencyEndpoint' default must be closure literal",
          "Do not use 'unimplemented' with '@DependencyEndpoint'; the '@DependencyEndpoint' macro already includes the behavior of 'unimplemented'.",
        ]
      ),
      ("makeBar()", ["'@DependencyEndpoint' default must be closure literal"]),
      ("{ 1 }()", ["'@DependencyEndpoint' default must be closure literal"]),
      ("Self.live", ["'@DependencyEndpoint' default must be closure literal"]),
    ] {
      let declaration = "\n  @DependencyEndpoint\n  var bar: (_ id: Int) -> Int = \(initializer)"
      let peers = try expand(declaration, .peer, lexicalContext: ["struct Foo {}"])
      #expect(peers.diagnostics.map(\.message) == messages)
      #expect(peers.diagnostics.map(\.severity) == Array([Diagnostic.Severity.error, .warning].prefix(messages.count)))
      #expect(peers.source == "private var _bar: (_ id: Int) -> Int")
      let start = Fixture.declarationOffset + Fixture.offset(of: initializer, in: declaration)
      #expect(peers.diagnostics.allSatisfy { $0.position.offset == start })
      // The accessors are the usual ones: the property's own initializer goes through `init`.
      let accessors = try expand(declaration, .accessor, lexicalContext: ["struct Foo {}"])
      #expect(accessors.source?.contains("_bar = initialValue") == true)
      // Inside a client, the client reports them, once.
      let inClient = try expand(declaration, .peer)
      #expect(inClient.diagnostics.isEmpty)
      #expect(inClient.source == "private var _bar: (_ id: Int) -> Int")
    }
  }

  /// Point-Free's `testFatalError`: one warning per default, at the `fatalError` call in the default
  /// (whatever the closure's shape), none from the accessor role.
  @Test func fatalErrorWarningOncePerDefaultAtTheDefault() throws {
    let defaults = [
      "{ fatalError() }",
      #"{ fatalError("Goodbye") }"#,
      "{ _ in fatalError() }",
      "{ _ in\n    fatalError()\n  }",
      "{\n    fatalError()\n  }",
    ]
    for defaultValue in defaults {
      let declaration = "\n  /// Docs.\n  @DependencyEndpoint\n  public var foo: (Int) -> String = \(defaultValue)"
      let peers = try expand(declaration, .peer, lexicalContext: ["struct Blah {}"])
      #expect(peers.diagnostics.count == 1, "\(defaultValue)")
      let diagnostic = try #require(peers.diagnostics.first)
      #expect(diagnostic.severity == .warning)
      #expect(
        diagnostic.message == """
          Prefer returning a default mock value over 'fatalError()' to avoid crashes in previews and tests.

          The default value can be anything and does not need to signify a real value. For example, if the \
          endpoint returns a boolean, you can return 'false', or if it returns an array, you can return '[]'.
          """)
      let start = Fixture.declarationOffset + Fixture.offset(of: "fatalError(", in: declaration)
      #expect(diagnostic.position.offset == start)
      #expect(diagnostic.fixIts.first?.message == "Wrap in a synchronously executed closure to silence this warning")
      let accessors = try expand(declaration, .accessor, lexicalContext: ["struct Blah {}"])
      #expect(accessors.diagnostics.isEmpty)
    }
  }
}
