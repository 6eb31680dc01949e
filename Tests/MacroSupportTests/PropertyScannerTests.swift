import Foundation
import MacroSupport
import Testing

@Suite struct PropertyScannerTests {
  func properties(_ body: String) throws -> [Property] {
    try #require(DeclarationScanner.typeDeclaration(in: "struct State {\n\(body)\n}")).properties
  }

  @Test func storedLetAndVar() throws {
    let props = try properties("let id: UUID\nvar count = 0\nvar name: String = \"a\"")
    #expect(props.map(\.name) == ["id", "count", "name"])
    #expect(props.map(\.isLet) == [true, false, false])
    #expect(props.map(\.type) == ["UUID", nil, "String"])
    #expect(props.map(\.initializer) == [nil, "0", "\"a\""])
    #expect(props.allSatisfy { $0.isStored })
  }

  @Test func observersAreStoredAccessorsAreComputed() throws {
    let props = try properties(
      """
      var a: Int = 0 { didSet { print(a) } }
      var b: Int { willSet { } didSet { } }
      var c: Int { get { 1 } set { } }
      var d: Int { a + 1 }
      var e: Int { _modify { yield &a } get { a } }
      var f: Int { get async throws { 1 } }
      """)
    #expect(props.map(\.binding.storage) == [.observed, .observed, .computed, .computed, .computed, .computed])
    #expect(props.map { $0.binding.accessors.map(\.kind) } == [
      ["didSet"], ["willSet", "didSet"], ["get", "set"], ["get"], ["_modify", "get"], ["get"],
    ])
    #expect(props[3].binding.accessors.first?.isImplicit == true)
    #expect(props[3].binding.accessors.first?.body?.trimmingCharacters(in: .whitespaces) == "a + 1")
    #expect(props[5].binding.accessors.first?.effects == "async throws")
    #expect(props[0].initializer == "0")
  }

  @Test func staticLazyAndAccessModifiers() throws {
    let props = try properties(
      """
      static let shared = State()
      class var kind: String { "" }
      lazy var cache: [Int] = []
      public private(set) var count = 0
      nonisolated(unsafe) static var global = 1
      """)
    #expect(props.map(\.isStatic) == [true, true, false, false, true])
    #expect(props.map(\.isLazy) == [false, false, true, false, false])
    #expect(props[3].modifiers.accessLevel == "public")
    #expect(props[3].modifiers.setterAccessLevel == "private")
    #expect(props[4].modifiers.map(\.text) == ["nonisolated(unsafe)", "static"])
  }

  @Test func attributesOnProperties() throws {
    let props = try properties(
      """
      @ObservationStateIgnored var ignored = 0
      @Presents var destination: Destination.State?
      @Shared(.appStorage("key")) var value = 1
      var plain = 2
      """)
    #expect(props.map { $0.attributes.map(\.name) } == [["ObservationStateIgnored"], ["Presents"], ["Shared"], []])
    #expect(props[2].attributes.first?.argumentsText == #".appStorage("key")"#)
    #expect(props[1].type == "Destination.State?")
  }

  @Test func closuresAsPropertyTypes() throws {
    let props = try properties(
      """
      var fetch: @Sendable (Int) async throws -> String
      var save: (_ value: [String: Int]) throws(SaveError) -> Void = { _ in }
      var handler: (@MainActor () -> Void)?
      let map: [String: (Int) -> Int] = [:]
      """)
    #expect(props.map(\.type) == [
      "@Sendable (Int) async throws -> String",
      "(_ value: [String: Int]) throws(SaveError) -> Void",
      "(@MainActor () -> Void)?",
      "[String: (Int) -> Int]",
    ])
    #expect(props.map(\.initializer) == [nil, "{ _ in }", nil, "[:]"])
  }

  @Test func tuplePatterns() throws {
    let props = try properties("let (x, y) = (1, 2)\nvar (a, _): (Int, Int) = (3, 4)\nvar z = 0")
    #expect(props.map(\.name) == ["(x, y)", "(a, _)", "z"])
    #expect(props[0].binding.isTuplePattern)
    #expect(props[0].binding.tupleNames == ["x", "y"])
    #expect(props[1].binding.tupleNames == ["a"])
    #expect(props[1].type == "(Int, Int)")
    #expect(props[0].initializer == "(1, 2)")
    #expect(!props[2].binding.isTuplePattern)
  }

  @Test func severalBindingsInOneDeclaration() throws {
    let props = try properties("var a = 1, b: Int, c: String { \"\" }")
    #expect(props.map(\.name) == ["a", "b", "c"])
    #expect(props.map(\.binding.storage) == [.stored, .stored, .computed])
    #expect(props.map(\.declaration.range).allSatisfy { $0 == props[0].declaration.range })
  }

  @Test func multiLineInitializers() throws {
    let props = try properties(
      """
      var items = [
        1,
        2,
      ]
      var mapped = items
        .map { $0 * 2 }
        .filter { $0 > 2 }
      var closure: () -> Void = {
        let x = 1
        _ = x
      }
      var last = 0
      """)
    #expect(props.map(\.name) == ["items", "mapped", "closure", "last"])
    #expect(props[1].initializer == "items\n  .map { $0 * 2 }\n  .filter { $0 > 2 }")
  }

  @Test func trailingClosureInitializerIsNotAnAccessorBlock() throws {
    let props = try properties("var task = Task { await work() }\nvar x = 1")
    #expect(props.map(\.name) == ["task", "x"])
    #expect(props[0].initializer == "Task { await work() }")
    #expect(props[0].binding.storage == .stored)
  }

  @Test func protocolRequirements() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: "protocol P { var a: Int { get set }\n var b: Int { get } }"))
    #expect(type.kind == .protocol)
    #expect(type.properties.map { $0.binding.accessors.map(\.kind) } == [["get", "set"], ["get"]])
    #expect(type.properties.allSatisfy { $0.binding.accessors.allSatisfy { $0.body == nil } })
  }

  @Test func singleDeclarationForPeerMacros() throws {
    let declaration = DeclarationScanner.declaration(in: "\n  /// Doc\n  @DependencyEndpoint\n  public var fetch: (Int) async -> String = { _ in \"\" }")
    guard case .property(let property) = declaration else {
      Issue.record("expected a property")
      return
    }
    #expect(property.attributes.map(\.name) == ["DependencyEndpoint"])
    #expect(property.bindings.first?.type == "(Int) async -> String")
    #expect(property.bindings.first?.initializer == #"{ _ in "" }"#)
  }

  @Test func propertyRangeCoversAttributesThroughAccessors() throws {
    let body = "@A var x: Int { 1 }"
    let source = "struct S {\n\(body)\n}"
    let type = try #require(DeclarationScanner.typeDeclaration(in: source))
    let member = try #require(type.members.first)
    #expect(member.text == body)
    #expect(String(decoding: Array(source.utf8)[member.range], as: UTF8.self) == body)
  }
}
