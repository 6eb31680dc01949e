@testable import DependenciesMacrosPlugin
import Foundation
import MacroSupport
import Testing

struct DependencyClientMacroTests {
  static let apiClient = """

    /// The API.
    @DependencyClient
    public struct APIClient: Sendable {
      public var fetch: @Sendable (_ id: Int) async throws -> String
      public var count: @Sendable () -> Int = { 0 }
      public var track: @Sendable (String) -> Void
      public var load: @Sendable () async throws(LoadFailure) -> [String] = { [] }
    }
    """

  @Test func generatesAPublicMemberwiseInitializerWithUnimplementedDefaults() throws {
    let expansion = try DependencyClientMacro.expand(Fixture.client(Self.apiClient))
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == """
        public init(
          fetch: @escaping @Sendable (_ id: Int) async throws -> String = { _ in
            IssueReporting.reportIssue("Unimplemented: 'APIClient.fetch'")
            throw DependenciesMacros.Unimplemented("APIClient.fetch")
          },
          count: @escaping @Sendable () -> Int = {
            IssueReporting.reportIssue("Unimplemented: 'APIClient.count'")
            let implementation: @Sendable () -> Int = { 0 }
            return implementation()
          },
          track: @escaping @Sendable (String) -> Void = { _ in
            IssueReporting.reportIssue("Unimplemented: 'APIClient.track'")
          },
          load: @escaping @Sendable () async throws(LoadFailure) -> [String] = {
            IssueReporting.reportIssue("Unimplemented: 'APIClient.load'")
            let implementation: @Sendable () async throws(LoadFailure) -> [String] = { [] }
            return try await implementation()
          }
        ) {
          self.fetch = fetch
          self.count = count
          self.track = track
          self.load = load
        }

        """)
  }

  @Test func otherStoredPropertiesBecomeParametersAndTheRestIsLeftAlone() throws {
    let source = """
      @DependencyClient
      struct Client {
        var baseURL: String = "https://example.com"
        var retries = 3
        var ratio = 0.5
        var verbose = false
        var label = "x"
        var token: String?
        let id: Int
        let createdAt = 0
        let handler: @Sendable () -> Void
        var optionalHandler: (@Sendable () -> Void)?
        private var made = [1, 2].count
        static var shared: () -> Void = {}
        lazy var cache: () -> Void = {}
        var computed: Int { 1 }
        var `default`: () -> Void
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == """
        init(
          baseURL: String = "https://example.com",
          retries: Swift.Int = 3,
          ratio: Swift.Double = 0.5,
          verbose: Swift.Bool = false,
          label: Swift.String = "x",
          token: String? = nil,
          id: Int,
          handler: @escaping @Sendable () -> Void,
          optionalHandler: (@Sendable () -> Void)? = nil,
          `default`: @escaping () -> Void = {
            IssueReporting.reportIssue("Unimplemented: 'Client.default'")
          }
        ) {
          self.baseURL = baseURL
          self.retries = retries
          self.ratio = ratio
          self.verbose = verbose
          self.label = label
          self.token = token
          self.id = id
          self.handler = handler
          self.optionalHandler = optionalHandler
          self.`default` = `default`
        }

        """)
  }

  @Test func accessLevelFollowsTheStructAndItsLeastVisibleParameter() throws {
    func initializerLine(_ source: String) throws -> String? {
      try DependencyClientMacro.expand(Fixture.client(source)).source?.split(separator: "\n").first.map(String.init)
    }
    #expect(try initializerLine("@DependencyClient public struct C { public var f: () -> Void }") == "public init(")
    #expect(try initializerLine("@DependencyClient package struct C { package var f: () -> Void }") == "package init(")
    #expect(try initializerLine("@DependencyClient struct C { public var f: () -> Void }") == "init(")
    // An internal endpoint of a public client keeps the initializer internal.
    #expect(try initializerLine("@DependencyClient public struct C { var f: () -> Void }") == "init(")
    // A private property without a default must be initialized, so the initializer is private too…
    #expect(
      try initializerLine("@DependencyClient public struct C { public var f: () -> Void; private var s: Int }")
        == "private init(")
    // …but one with a default is left out, and does not lower it.
    #expect(
      try initializerLine("@DependencyClient public struct C { public var f: () -> Void; private var s = 1 }")
        == "public init(")
    // Members of a private type are file-scoped already.
    #expect(try initializerLine("@DependencyClient private struct C { var f: () -> Void }") == "init(")
  }

  @Test func emptyClientGetsAnEmptyInitializer() throws {
    let expansion = try DependencyClientMacro.expand(Fixture.client("@DependencyClient public struct C {}"))
    #expect(expansion.source == "public init() {\n}\n")
  }

  @Test func optionalAndVoidResultsNeedNoDefault() throws {
    let source = """
      @DependencyClient
      struct C {
        var find: (_ key: String, Int) -> Int?
        var lookup: () async -> Optional<String>
        var reset: () -> ()
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == """
        init(
          find: @escaping (_ key: String, Int) -> Int? = { _, _ in
            IssueReporting.reportIssue("Unimplemented: 'C.find'")
            return nil
          },
          lookup: @escaping () async -> Optional<String> = {
            IssueReporting.reportIssue("Unimplemented: 'C.lookup'")
            return nil
          },
          reset: @escaping () -> () = {
            IssueReporting.reportIssue("Unimplemented: 'C.reset'")
          }
        ) {
          self.find = find
          self.lookup = lookup
          self.reset = reset
        }

        """)
  }

  @Test func defaultValueIsCalledWithForwardedArgumentsInoutIncluded() throws {
    let source = """
      @DependencyClient
      struct C {
        var adjust: @Sendable (inout Int, _ by: Int) throws -> Bool = { $0 += $1; return true }
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(
      expansion.source == """
        init(
          adjust: @escaping @Sendable (inout Int, _ by: Int) throws -> Bool = { p0, p1 in
            IssueReporting.reportIssue("Unimplemented: 'C.adjust'")
            let implementation: @Sendable (inout Int, _ by: Int) throws -> Bool = { $0 += $1; return true }
            return try implementation(&p0, p1)
          }
        ) {
          self.adjust = adjust
        }

        """)
  }

  @Test func throwsAnyErrorIsUntypedAndThrowsNeverIsNot() throws {
    let source = """
      @DependencyClient
      struct C {
        var a: () throws(any Error) -> Int
        var b: () throws(Never) -> Int
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(expansion.source?.contains("throw DependenciesMacros.Unimplemented(\"C.a\")") == true)
    #expect(expansion.diagnostics.map(\.message).count == 1)
    let message = try #require(expansion.diagnostics.first?.message)
    #expect(message.hasPrefix("Default value required for non-throwing closure 'b'"))
  }

  @Test func nestedClientIsNamedWithItsEnclosingTypes() throws {
    let request = Fixture.client(
      "@DependencyClient struct Client { var ping: () throws -> Void }",
      lexicalContext: ["enum Inner {}", "extension Outer {}"])
    let expansion = try DependencyClientMacro.expand(request)
    #expect(expansion.source?.contains("\"Unimplemented: 'Outer.Inner.Client.ping'\"") == true)
  }

  @Test func missingDefaultIsAnErrorOnThePropertyWithAFixIt() throws {
    let source = Self.apiClient.replacingOccurrences(of: " = { 0 }", with: "")
    let request = Fixture.client(source)
    let expansion = try DependencyClientMacro.expand(request)
    #expect(expansion.diagnostics.count == 1)
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.message == """
        Default value required for non-throwing closure 'count'

        Defaults are required so that the macro can generate a default, "unimplemented" version of the \
        dependency via 'APIClient()'. The default value can be anything and does not need to signify a real \
        value. For example, if the endpoint returns a boolean, you can return 'false', or if it returns an \
        array, you can return '[]'.

        See the documentation for @DependencyClient for more information: \
        https://swiftpackageindex.com/pointfreeco/swift-dependencies/main/documentation/dependenciesmacros/dependencyclient()#Restrictions
        """)
    let binding = "count: @Sendable () -> Int"
    let start = Fixture.declarationOffset + Fixture.offset(of: binding, in: source)
    let end = start + binding.utf8.count
    #expect(diagnostic.position == .init(fileName: Fixture.fileName, offset: start))
    #expect(diagnostic.highlights == [.init(fileName: Fixture.fileName, startOffset: start, endOffset: end)])
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.message == "Insert '= { <#Int#> }'")
    #expect(
      fixIt.changes == [
        .init(range: .init(fileName: Fixture.fileName, startOffset: end, endOffset: end), newText: " = { <#Int#> }")
      ])
    // The initializer is still generated, with the endpoint required, so nothing else fails.
    #expect(expansion.source?.contains("  count: @escaping @Sendable () -> Int,\n") == true)
  }

  @Test func typedThrowsWithoutDefaultIsAnError() throws {
    let source = """
      @DependencyClient
      struct C {
        var load: (_ id: Int, String) async throws(LoadFailure) -> [String]
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.message.hasPrefix("Default value required for closure 'load' that throws 'LoadFailure'"))
    #expect(!diagnostic.message.contains("<#"))
    #expect(diagnostic.fixIts.first?.message == "Insert '= { _, _ in <#[String]#> }'")
    #expect(diagnostic.fixIts.first?.changes.first?.newText == " = { _, _ in <#[String]#> }")
  }

  @Test func endpointsSharingADeclarationAreWarnedAboutAndRequired() throws {
    let source = "@DependencyClient struct C { var a: () -> Void, b: () -> Void }"
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(expansion.diagnostics.map(\.severity) == [.warning, .warning])
    #expect(expansion.diagnostics.first?.message.hasPrefix("'a' is not an endpoint") == true)
    #expect(expansion.source?.contains("a: @escaping () -> Void,\n") == true)
  }

  @Test func membersInsideIfConfigAreNotParametersAndEndpointsAreSetUnderTheirIf() throws {
    let source = """
      @DependencyClient
      struct C {
        var live: () -> Void
        #if DEBUG
        var debugOnly: () throws -> Int
        var debugFlag: Bool?
        var debugValue: Int
        #endif
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    let text = try #require(expansion.source)
    // No parameter for them; the endpoint is set to its unimplemented closure under the same `#if`.
    #expect(!text.contains("debugOnly: @escaping"))
    #expect(!text.contains("debugFlag"))
    #expect(!text.contains("debugValue"))
    #expect(text.contains("  #if DEBUG\n  let _$debugOnly: () throws -> Int = {"))
    #expect(text.contains("  self.debugOnly = _$debugOnly\n  #endif\n"))
    #expect(expansion.diagnostics.count == 1)
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(diagnostic.message.hasPrefix("'@DependencyClient' cannot initialize 'debugValue', declared inside '#if'"))
    #expect(diagnostic.position.offset == Fixture.declarationOffset + Fixture.offset(of: "debugValue", in: source))
  }

  @Test func notAStructIsAnErrorAtTheAttribute() throws {
    for (source, kind) in [("class", "a class"), ("enum", "an enum"), ("actor", "an actor")] {
      let request = Fixture.client("\n@DependencyClient\n\(source) C {}")
      #expect(throws: MacroExpansionError.self) { try DependencyClientMacro.expand(request) }
      do {
        _ = try DependencyClientMacro.expand(request)
      } catch let error as MacroExpansionError {
        let messages = error.diagnostics.map(\.message)
        #expect(messages == ["'@DependencyClient' can only be applied to a struct, not to \(kind)"])
        // At the attribute's first token, after the newline.
        #expect(error.diagnostics.first?.position.offset == Fixture.declarationOffset + 1)
      }
    }
  }

  @Test func notAStructWithMembersIsReportedOnceThroughTheFirstMember() throws {
    let parent = "\n@DependencyClient\nenum E {\n  case a\n  case b\n}"
    let first = try DependencyClientMacro.expand(Fixture.clientMemberAttribute("\n  case a", in: parent))
    let second = try DependencyClientMacro.expand(Fixture.clientMemberAttribute("\n  case b", in: parent))
    #expect(first.diagnostics.map(\.message) == ["'@DependencyClient' can only be applied to a struct, not to an enum"])
    #expect(second.diagnostics.isEmpty)
    // The member role stays quiet for it, so the error is not repeated when it does expand.
    #expect(try DependencyClientMacro.expand(Fixture.client(parent)).source == "")
  }

  @Test func memberAttributeMarksEachEndpoint() throws {
    let parent = """
      @DependencyClient
      struct C {
        var fetch: @Sendable (_ id: Int) async throws -> String
        @DependencyEndpoint(method: "go")
        var marked: () -> Void
        let constant: () -> Void
        var value: Int
        var optional: (() -> Void)?
        var computed: () -> Void { {} }
        static var shared: () -> Void = {}
      }
      """
    func attribute(_ member: String) throws -> String? {
      try DependencyClientMacro.expand(Fixture.clientMemberAttribute(member, in: parent)).source
    }
    #expect(try attribute("\n  var fetch: @Sendable (_ id: Int) async throws -> String") == "@DependencyEndpoint")
    #expect(try attribute("\n  @DependencyEndpoint(method: \"go\")\n  var marked: () -> Void") == "")
    #expect(try attribute("\n  let constant: () -> Void") == "")
    #expect(try attribute("\n  var value: Int") == "")
    #expect(try attribute("\n  var optional: (() -> Void)?") == "")
    #expect(try attribute("\n  var computed: () -> Void { {} }") == "")
    #expect(try attribute("\n  static var shared: () -> Void = {}") == "")
  }

  @Test func fatalErrorDefaultIsAWarningWithAFixIt() throws {
    let source = """
      @DependencyClient
      struct Blah {
        public var foo: () -> String = { fatalError() }
        public var bar: (Int) -> String = { _ in fatalError("Goodbye") }
        public var baz: () -> String = { "ok" }
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(expansion.diagnostics.count == 2)
    let message = """
      Prefer returning a default mock value over 'fatalError()' to avoid crashes in previews and tests.

      The default value can be anything and does not need to signify a real value. For example, if the \
      endpoint returns a boolean, you can return 'false', or if it returns an array, you can return '[]'.
      """
    #expect(expansion.diagnostics.allSatisfy { $0.severity == .warning && $0.message == message })
    let first = try #require(expansion.diagnostics.first)
    let start = Fixture.declarationOffset + Fixture.offset(of: "fatalError()", in: source)
    #expect(first.position == .init(fileName: Fixture.fileName, offset: start))
    let fixIt = try #require(first.fixIts.first)
    #expect(fixIt.message == "Wrap in a synchronously executed closure to silence this warning")
    #expect(fixIt.changes.first?.newText == "{ fatalError() }()")
    #expect(expansion.diagnostics.last?.fixIts.first?.changes.first?.newText == "{ fatalError(\"Goodbye\") }()")
    #expect(expansion.source != nil)
  }

  @Test func defaultMustBeAClosureLiteral() throws {
    let source = """
      @DependencyClient
      struct Foo {
        var bar: () -> Int = unimplemented()
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(
      expansion.diagnostics.map(\.message) == [
        "'@DependencyClient' default must be closure literal",
        """
        Do not use 'unimplemented' with '@DependencyClient'; the '@DependencyClient' macro already includes \
        the behavior of 'unimplemented'.
        """,
      ])
    #expect(expansion.diagnostics.map(\.severity) == [.error, .warning])
    let start = Fixture.declarationOffset + Fixture.offset(of: "unimplemented()", in: source)
    #expect(expansion.diagnostics.first?.position == .init(fileName: Fixture.fileName, offset: start))
    // The initializer does not wrap the invalid default (which would fail to convert a second time): the
    // parameter has no default.
    #expect(
      expansion.source == """
        init(
          bar: @escaping () -> Int
        ) {
          self.bar = bar
        }

        """)
  }

  @Test func propertyWithoutTypeAnnotationIsAnError() throws {
    let source = """
      @DependencyClient
      struct Foo {
        var endpoint: () -> Void
        var value = makeValue()
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(
      diagnostic.message == """
        '@DependencyClient' requires 'value' to have a type annotation in order to generate a memberwise \
        initializer
        """)
    #expect(diagnostic.severity == .error)
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.message == "Insert ': <#Type#>'")
    let end = Fixture.declarationOffset + Fixture.offset(of: "value = ", in: source) + "value".utf8.count
    #expect(
      fixIt.changes == [
        .init(range: .init(fileName: Fixture.fileName, startOffset: end, endOffset: end), newText: ": <#Type#>")
      ])
  }

  @Test func endpointWithObserversGetsAnUnimplementedDefaultButNoEndpointAttribute() throws {
    let source = """
      @DependencyClient
      struct Foo {
        var ping: () -> Void {
          willSet { print("changing") }
        }
      }
      """
    let expansion = try DependencyClientMacro.expand(Fixture.client(source))
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == """
        init(
          ping: @escaping () -> Void = {
            IssueReporting.reportIssue("Unimplemented: 'Foo.ping'")
          }
        ) {
          self.ping = ping
        }

        """)
    let member = "\n  var ping: () -> Void {\n    willSet { print(\"changing\") }\n  }"
    let attributes = try DependencyClientMacro.expand(Fixture.clientMemberAttribute(member, in: source))
    #expect(attributes.source == "")
  }
}
