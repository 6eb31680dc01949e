import Foundation
import MacroSupport
import Testing

@Suite struct HostMessageTests {
  @Test func decodesHandshake() throws {
    let message = try HostMessage(json: Data(Wire.handshake.utf8))
    #expect(message == .getCapability(protocolVersion: 7))
  }

  @Test func decodesHandshakeWithoutCapability() throws {
    #expect(try HostMessage(json: Data(#"{"getCapability":{}}"#.utf8)) == .getCapability(protocolVersion: nil))
  }

  @Test func decodesAttachedRequest() throws {
    let json = Wire.attached(declaration: "\n@CaseNames enum E { case alpha, beta(Int)\n  case gamma }")
    guard case .expandAttachedMacro(let request) = try HostMessage(json: Data(json.utf8)) else {
      Issue.record("expected an attached request")
      return
    }
    #expect(request.isAttached)
    #expect(request.macro == MacroReference(moduleName: "RawMacros", typeName: "CaseNames", name: "CaseNames"))
    #expect(request.macro.name == "CaseNames")
    #expect(request.role == .member)
    #expect(request.discriminator == "$s7RawDemo1E9CaseNamesfMm_")
    #expect(request.node.kind == "attribute")
    #expect(request.node.source == "\n@CaseNames ")
    #expect(request.declaration?.source.hasSuffix("case gamma }") == true)
    #expect(request.declaration?.location.fileName == "/abs/path/main.swift")
    #expect(request.declaration?.location.fileID == "Demo/main.swift")
    #expect(request.staticBuildConfiguration == #"{"attributes":[]}"#)
    #expect(request.lexicalContext.isEmpty)
    #expect(request.attribute?.name == "CaseNames")
  }

  @Test func decodesExtensionRoleFields() throws {
    let extra = #","extendedTypeSyntax":\#(Wire.syntax("type", "E", offset: 30)),"conformanceListSyntax":\#(Wire.syntax("declaration", "struct Placeholder: CustomStringConvertible, Equatable {}", offset: 0))"#
    let json = Wire.attached(role: "extension", declaration: "enum E {}", extra: extra)
    guard case .expandAttachedMacro(let request) = try HostMessage(json: Data(json.utf8)) else {
      Issue.record("expected an attached request")
      return
    }
    #expect(request.role == .extension)
    #expect(request.extendedType?.source == "E")
    #expect(request.conformances == ["CustomStringConvertible", "Equatable"])
  }

  @Test func decodesFreestandingRequest() throws {
    guard case .expandFreestandingMacro(let request) = try HostMessage(json: Data(Wire.freestanding().utf8)) else {
      Issue.record("expected a freestanding request")
      return
    }
    #expect(!request.isAttached)
    #expect(request.role == .expression)
    #expect(request.node.source == "#stringify(1 + 2)")
    #expect(request.declaration == nil)
    #expect(request.attribute == nil)
  }

  @Test func unknownRoleDecodesAsRawValue() throws {
    let json = Wire.attached(role: "futureRole", declaration: "struct S {}")
    guard case .expandAttachedMacro(let request) = try HostMessage(json: Data(json.utf8)) else {
      Issue.record("expected an attached request")
      return
    }
    #expect(request.role.rawValue == "futureRole")
  }

  @Test func decodesLexicalContext() throws {
    let extra = #","parentDeclSyntax":\#(Wire.syntax("declaration", "struct Outer {}", offset: 0))"#
    let json = Wire.attached(declaration: "enum E {}", extra: extra)
      .replacingOccurrences(
        of: #""lexicalContext":[]"#,
        with: #""lexicalContext":[\#(Wire.syntax("declaration", "struct Outer {}", offset: 0))]"#)
    guard case .expandAttachedMacro(let request) = try HostMessage(json: Data(json.utf8)) else {
      Issue.record("expected an attached request")
      return
    }
    #expect(request.lexicalContext.map(\.source) == ["struct Outer {}"])
    #expect(request.parentDeclaration?.source == "struct Outer {}")
  }

  @Test func decodesLoadPluginLibrary() throws {
    let json = #"{"loadPluginLibrary":{"libraryPath":"/x/libM.so","moduleName":"M"}}"#
    #expect(try HostMessage(json: Data(json.utf8)) == .loadPluginLibrary(libraryPath: "/x/libM.so", moduleName: "M"))
  }

  @Test func unknownMessageDecodesAsUnknown() throws {
    #expect(try HostMessage(json: Data(#"{"somethingNew":{"x":1}}"#.utf8)) == .unknown("somethingNew"))
  }

  @Test func malformedJSONThrows() {
    #expect(throws: (any Error).self) { try HostMessage(json: Data("{not json".utf8)) }
    #expect(throws: (any Error).self) { try HostMessage(json: Data(#"{"expandAttachedMacro":{}}"#.utf8)) }
  }
}
