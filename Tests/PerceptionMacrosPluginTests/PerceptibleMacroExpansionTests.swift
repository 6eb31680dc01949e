@testable import PerceptionMacrosPlugin
import MacroSupport
import Testing

/// Requests shaped like the compiler's for `@Perceptible` on `source`, the whole file.
private struct Request {
  static let fileName = "/abs/Model.swift"
  let source: String

  static func node(_ kind: String, _ source: String, offset: Int) -> SyntaxNode {
    SyntaxNode(
      kind: kind, source: source,
      location: SourceLocation(fileID: "App/Model.swift", fileName: fileName, offset: offset, line: 1, column: 1))
  }

  var reference: MacroReference {
    MacroReference(moduleName: "PerceptionMacrosPlugin", typeName: "PerceptibleMacro", name: "Perceptible")
  }

  var attribute: SyntaxNode { Self.node("attribute", "@Perceptible", offset: 0) }

  func attached(_ role: MacroRole, extendedType: String? = nil, conformances: [String] = []) -> MacroExpansionRequest {
    MacroExpansionRequest(
      macro: reference, role: role, discriminator: "$s3App5ModelfMe_", node: attribute,
      declaration: Self.node("declaration", source, offset: 0),
      extendedType: extendedType.map { Self.node("type", $0, offset: 0) },
      conformanceList: conformances.isEmpty
        ? nil : Self.node("declaration", "struct Placeholder: \(conformances.joined(separator: ", ")) {}", offset: 0),
      isAttached: true)
  }

  func memberAttribute(_ member: String) throws -> MacroExpansionRequest {
    let range = try #require(source.range(of: member))
    let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound)
    return MacroExpansionRequest(
      macro: reference, role: .memberAttribute, discriminator: "$s3App5ModelfMr_", node: attribute,
      declaration: Self.node("declaration", member, offset: offset),
      parentDeclaration: Self.node("declaration", source, offset: 0),
      lexicalContext: [Self.node("declaration", source, offset: 0)],
      isAttached: true)
  }
}

@Suite("@Perceptible expansion")
struct PerceptibleMacroExpansionTests {
  fileprivate let model = Request(
    source: """
      @Perceptible
      final class Model {
        var count = 0
        @PerceptionIgnored var cache = 0
        @ObservationIgnored var log: [String] = []
        let id = 1
        static var shared = 0
        var doubled: Int { count * 2 }
        var name = "" { didSet { print(name) } }
      }
      """)

  @Test("Stored vars are tracked; ignored, let, static and computed ones are not")
  func memberAttributes() throws {
    func attribute(_ member: String) throws -> String? {
      try PerceptibleMacro.expand(model.memberAttribute(member)).source
    }
    #expect(try attribute("var count = 0") == "@Observation.ObservationTracked")
    #expect(try attribute(#"var name = "" { didSet { print(name) } }"#) == "@Observation.ObservationTracked")
    #expect(try attribute("@PerceptionIgnored var cache = 0") == "")
    #expect(try attribute("@ObservationIgnored var log: [String] = []") == "")
    #expect(try attribute("let id = 1") == "")
    #expect(try attribute("static var shared = 0") == "")
    #expect(try attribute("var doubled: Int { count * 2 }") == "")
  }

  @Test("The members are the registrar and the helpers Observation's tracked accessors call")
  func members() throws {
    let source = try #require(try PerceptibleMacro.expand(model.attached(.member)).source)
    #expect(source.contains("private let _$observationRegistrar = Observation.ObservationRegistrar()"))
    #expect(source.contains("internal nonisolated func access<_$Member>(keyPath: Swift.KeyPath<Model, _$Member>)"))
    #expect(source.contains("try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)"))
    #expect(source.components(separatedBy: "func shouldNotifyObservers").count == 5)
  }

  @Test("The extension adds the missing conformances only")
  func conformances() throws {
    let both = try PerceptibleMacro.expand(
      model.attached(.extension, extendedType: "Model", conformances: ["Perceptible", "Observable"]))
    #expect(both.source == "extension Model: Perception.Perceptible, Observation.Observable {}")
    let one = try PerceptibleMacro.expand(
      model.attached(.extension, extendedType: "Model", conformances: ["Observable"]))
    #expect(one.source == "extension Model: Observation.Observable {}")
  }

  @Test("On a struct it is an error")
  func structIsAnError() {
    let request = Request(source: "@Perceptible\nstruct Model {\n  var count = 0\n}").attached(.member)
    #expect {
      try PerceptibleMacro.expand(request)
    } throws: { error in
      (error as? MacroExpansionError)?.diagnostics.map(\.message)
        == ["'@Perceptible' can only be applied to a class, not to a struct"]
    }
  }

  @Test("The plugin registers the macro under its external type name")
  func registration() {
    #expect(PerceptionMacrosPluginMain.macros.keys.sorted() == ["PerceptibleMacro"])
  }
}
