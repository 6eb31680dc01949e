import MacroSupport
import Testing

@Suite struct ConditionalScannerTests {
  static let source = """
    enum Action {
      case always
    #if os(Linux)
      case linux(Int)
      var linuxOnly: Int { 1 }
    #elseif os(macOS) && DEBUG
      case mac
    #else
      case other, fallback(String)
    #endif
      case after
    }
    """

  @Test func casesCarryTheirClausePath() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: Self.source))
    #expect(type.cases.map(\.name) == ["always", "linux", "mac", "other", "fallback", "after"])
    #expect(type.cases.map(\.conditions.count) == [0, 1, 1, 1, 1, 0])
    let clauses = type.cases.compactMap(\.conditions.first)
    #expect(clauses.map(\.branchIndex) == [0, 1, 2, 2])
    #expect(clauses.map(\.directive) == ["#if", "#elseif", "#else", "#else"])
    #expect(clauses.map(\.condition) == ["os(Linux)", "os(macOS) && DEBUG", nil, nil])
    #expect(Set(clauses.map(\.blockID)).count == 1)
    #expect(clauses.allSatisfy { $0.branchConditions == ["os(Linux)", "os(macOS) && DEBUG", nil] })
  }

  @Test func propertiesInsideClauses() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: Self.source))
    #expect(type.properties.map(\.name) == ["linuxOnly"])
    #expect(type.properties.first?.conditions.first?.condition == "os(Linux)")
  }

  @Test func standaloneConditions() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: Self.source))
    let clauses = type.cases.compactMap(\.conditions.first)
    #expect(clauses.map(\.standaloneCondition) == [
      "os(Linux)", "!(os(Linux)) && (os(macOS) && DEBUG)", "!(os(Linux)) && !(os(macOS) && DEBUG)",
      "!(os(Linux)) && !(os(macOS) && DEBUG)",
    ])
  }

  @Test func nestedBlocks() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(
        in: """
          struct S {
          #if canImport(Foundation)
            #if DEBUG
            var debug = 1
            #endif
            var foundation = 2
          #endif
          }
          """))
    let props = type.properties
    #expect(props.map(\.name) == ["debug", "foundation"])
    #expect(props[0].conditions.map(\.condition) == ["canImport(Foundation)", "DEBUG"])
    #expect(props[1].conditions.map(\.condition) == ["canImport(Foundation)"])
    #expect(props[0].conditions[0] == props[1].conditions[0])
  }

  @Test func conditionsAreNotEvaluated() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "enum E {\n#if false\n case never\n#endif\n#if compiler(>=6.0) || swift(<5)\n case x\n#endif\n}"))
    #expect(type.cases.map(\.name) == ["never", "x"])
    #expect(type.cases.last?.conditions.first?.condition == "compiler(>=6.0) || swift(<5)")
  }

  @Test func conditionalAroundPropertyWithInitializer() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "struct S {\n var a = 1\n#if DEBUG\n var b = a\n#endif\n var c = 3\n}"))
    #expect(type.properties.map(\.name) == ["a", "b", "c"])
    #expect(type.properties.map(\.initializer) == ["1", "a", "3"])
    #expect(type.properties.map(\.conditions.count) == [0, 1, 0])
  }

  @Test func unterminatedBlockDoesNotLoseMembers() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: "enum E {\n#if DEBUG\n case a\n}"))
    #expect(type.cases.map(\.name) == ["a"])
  }

  @Test func topLevelMembers() {
    let members = DeclarationScanner.members(in: "#if DEBUG\nstruct A {}\n#else\nstruct B {}\n#endif\nlet x = 1")
    #expect(members.count == 3)
    #expect(members.map(\.conditions.count) == [1, 1, 0])
  }
}
