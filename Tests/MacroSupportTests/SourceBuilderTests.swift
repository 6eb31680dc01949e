import MacroSupport
import Testing

@Suite struct SourceBuilderTests {
  @Test func indentsLinesAndBlocks() {
    var builder = SourceBuilder()
    builder.block("public struct AllCasePaths") { builder in
      builder.line("var a: Int {\n  0\n}")
      builder.line()
      builder.block("func f()") { $0.line("return") }
    }
    #expect(builder.source == """
      public struct AllCasePaths {
        var a: Int {
          0
        }

        func f() {
          return
        }
      }

      """)
  }

  @Test func rewrapsMembersInTheirOriginalClauses() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: ConditionalScannerTests.source))
    var builder = SourceBuilder()
    builder.emit(type.cases, conditions: \.conditions) { builder, enumCase in
      builder.line("var \(enumCase.name): Void {}")
    }
    #expect(builder.source == """
      var always: Void {}
      #if os(Linux)
      var linux: Void {}
      #elseif os(macOS) && DEBUG
      var mac: Void {}
      #else
      var other: Void {}
      var fallback: Void {}
      #endif
      var after: Void {}

      """)
  }

  @Test func keepsEmptyBranchesSoElseifKeepsItsMeaning() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "struct S {\n#if A\n var a = 1\n#elseif B\n func f() {}\n#endif\n}"))
    var builder = SourceBuilder()
    builder.emit(type.properties, conditions: \.conditions) { builder, _ in builder.line("x") }
    builder.emit([Property](), conditions: \.conditions) { builder, _ in builder.line("never") }
    #expect(builder.source == "#if A\nx\n#elseif B\n#endif\n")
  }

  @Test func nestedClausesAreRebuilt() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(
        in: "struct S {\n#if X\n#if Y\n var a = 1\n#else\n var b = 2\n#endif\n var c = 3\n#endif\n}"))
    var builder = SourceBuilder()
    builder.indented { builder in
      builder.emit(type.properties, conditions: \.conditions) { $0.line("let \($1.name)") }
    }
    #expect(builder.source == """
        #if X
        #if Y
        let a
        #else
        let b
        #endif
        let c
        #endif

      """)
  }

  @Test func clauseWithoutBlockConditionsFallsBackToStandalone() {
    var builder = SourceBuilder()
    let clause = ConditionalClause(blockID: 1, branchIndex: 0, branchConditions: [])
    builder.emit(["a"], conditions: { _ in [clause] }) { $0.line($1) }
    #expect(builder.source == "#if true\na\n#endif\n")
  }
}
