@testable import DependenciesMacrosPlugin
import MacroSupport
import Testing

struct DependencyEntryMacroTests {
  func request(
    _ declaration: String, _ role: MacroRole,
    lexicalContext: [String] = ["extension DependencyValues {}"]
  ) -> MacroExpansionRequest {
    var attribute = "@DependencyEntry"
    if let start = declaration.range(of: "@DependencyEntry") {
      var end = start.upperBound
      if declaration[end...].hasPrefix("("), let close = declaration[end...].lastIndex(of: ")") {
        end = declaration.index(after: close)
      }
      attribute = String(declaration[..<end])
    }
    return MacroExpansionRequest(
      macro: Fixture.reference("DependencyEntry"),
      role: role, discriminator: "$s3App6clientfMp_",
      node: Fixture.node("attribute", attribute, offset: Fixture.declarationOffset),
      declaration: Fixture.node("declaration", declaration, offset: Fixture.declarationOffset),
      lexicalContext: lexicalContext.map { Fixture.node("declaration", $0, offset: 0) },
      isAttached: true)
  }

  func expand(
    _ declaration: String, _ role: MacroRole,
    lexicalContext: [String] = ["extension DependencyValues {}"]
  ) throws -> MacroExpansion {
    try DependencyEntryMacro.expand(request(declaration, role, lexicalContext: lexicalContext))
  }

  @Test func accessorsReadAndWriteThroughTheKey() throws {
    let expansion = try expand("\n  @DependencyEntry\n  var client = Client()", .accessor)
    #expect(
      expansion.source == """
        get {
          self[__Key_client.self]
        }
        set {
          self[__Key_client.self] = newValue
        }
        """)
  }

  @Test func keyWithoutTypeAnnotation() throws {
    let expansion = try expand("\n  @DependencyEntry\n  var client = Client()", .peer)
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == """
        private enum __Key_client: Dependencies.TestDependencyKey {
          @DependenciesMacros._DependencyEntryDefaultValue static var testValue = Client()
        }
        """)
  }

  @Test func keyWithTypeAnnotationAndLiveAndPreviewValues() throws {
    let expansion = try expand(
      "\n  @DependencyEntry(liveValue: Client.live, previewValue: .preview)\n  var client: Client = .test",
      .peer)
    #expect(
      expansion.source == """
        private enum __Key_client: Dependencies.DependencyKey {
          typealias Value = Client
          static var liveValue: Value {
            Client.live
          }
          static var previewValue: Value {
            .preview
          }
          static var testValue: Value {
            .test
          }
        }
        """)
  }

  @Test func publicPropertyNamesItsKeyAfterItsType() throws {
    let expansion = try expand("\n  @DependencyEntry\n  public var client: any APIClient = Mock()", .peer)
    #expect(
      expansion.source == """
        public enum APIClientKey: Dependencies.TestDependencyKey {
          public typealias Value = any APIClient
          public static var testValue: Value {
            Mock()
          }
        }
        """)
    let untyped = try expand("\n  @DependencyEntry\n  package var client = Client()", .accessor)
    #expect(untyped.source?.contains("self[ClientKey.self]") == true)
  }

  @Test func explicitKeyName() throws {
    let expansion = try expand("\n  @DependencyEntry(\"APIKey\")\n  var client = Client()", .accessor)
    #expect(expansion.source?.contains("self[APIKey.self]") == true)
  }

  @Test func liveValueWithoutInitializer() throws {
    let expansion = try expand(
      "\n  @DependencyEntry(liveValue: Client.live)\n  var client: Client", .peer)
    #expect(
      expansion.source == """
        private enum __Key_client: Dependencies.DependencyKey {
          typealias Value = Client
          static var liveValue: Value {
            Client.live
          }
        }
        """)
  }

  @Test func outsideAnExtensionOfDependencyValuesIsAnError() throws {
    for context in ["struct Foo {}", "extension Foo {}"] {
      let expansion = try expand("\n  @DependencyEntry\n  var client = Client()", .peer, lexicalContext: [context])
      #expect(expansion.source == nil)
      #expect(
        expansion.diagnostics.map(\.message) == [
          "'@DependencyEntry' macro can only attach to 'var' declarations inside extensions of 'DependencyValues'"
        ])
    }
    let onLet = try expand("\n  @DependencyEntry\n  let client = Client()", .peer)
    #expect(onLet.diagnostics.count == 1)
    let accessor = try expand("\n  @DependencyEntry\n  var client = Client()", .accessor, lexicalContext: [])
    #expect(accessor.source == nil)
    #expect(accessor.diagnostics.isEmpty)
  }

  @Test func missingInitializerIsAnError() throws {
    let expansion = try expand("\n  @DependencyEntry\n  var client: Client", .peer)
    #expect(
      expansion.diagnostics.map(\.message) == [
        """
        '@DependencyEntry' requires an initializer to define the property's test value, or a 'liveValue' \
        argument to fall back on
        """
      ])
  }

  @Test func defaultValueAccessor() throws {
    let expansion = try DependencyEntryDefaultValueMacro.expand(
      MacroExpansionRequest(
        macro: Fixture.reference("DependencyEntryDefaultValue"), role: .accessor, discriminator: "$s1",
        node: Fixture.node("attribute", "@_DependencyEntryDefaultValue", offset: 0),
        declaration: Fixture.node(
          "declaration", "@_DependencyEntryDefaultValue static var testValue = Client()", offset: 0),
        isAttached: true))
    #expect(expansion.source == "get {\n  Client()\n}")
  }
}
