import Foundation
import MacroSupport
import Testing

/// Positions as the Swift 6.3.1 compiler was observed to send them: `source` keeps the node's leading
/// trivia and `location.offset` is where that trivia begins (the end of the previous token).
@Suite struct DiagnosticPositionTests {
  static let file = """
    import Demo

    // leading comment
    /// doc comment
    @CaseNames
    enum É {
      case café, b
      @available(*, deprecated)
      case `default`(E)
    }
    """

  /// The declaration node for `file`, as the compiler sends it: from the end of `import Demo`.
  static var declaration: SyntaxNode {
    let start = "import Demo".utf8.count
    return SyntaxNode(
      kind: "declaration", source: String(decoding: Array(file.utf8)[start...], as: UTF8.self),
      location: SourceLocation(fileID: "M/f.swift", fileName: "/src/f.swift", offset: start, line: 1, column: 12))
  }

  /// The absolute UTF-8 offset of the first occurrence of `text` in `file`.
  static func offset(of text: String) -> Int {
    let bytes = Array(file.utf8)
    let needle = Array(text.utf8)
    for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
      return start
    }
    return -1
  }

  @Test func leadingTriviaLengthSkipsWhitespaceAndComments() {
    let source = "\n  /// doc\n  /* c /* nested */ */\n@A enum E {}"
    #expect(Lexer.leadingTriviaLength(of: source) == source.utf8.count - "@A enum E {}".utf8.count)
    #expect(Lexer.leadingTriviaLength(of: "enum E {}") == 0)
    #expect(Lexer.leadingTriviaLength(of: "  \n") == 3)
  }

  @Test func defaultDiagnosticSkipsTheLeadingTrivia() {
    let diagnostic = Self.declaration.diagnostic("m")
    #expect(diagnostic.position == Diagnostic.Position(fileName: "/src/f.swift", offset: Self.offset(of: "@CaseNames")))
    #expect(diagnostic.highlights.isEmpty)
    #expect(diagnostic.severity == .error)
  }

  @Test func diagnosticOnAScannedCaseLandsOnTheCase() throws {
    let node = Self.declaration
    let type = try #require(DeclarationScanner.typeDeclaration(in: node.source))
    let b = try #require(type.cases.first { $0.name == "b" })
    let diagnostic = node.diagnostic("no b", severity: .warning, at: b.range)
    let expected = Self.offset(of: "b\n")
    #expect(diagnostic.position == Diagnostic.Position(fileName: "/src/f.swift", offset: expected))
    #expect(diagnostic.highlights == [.init(fileName: "/src/f.swift", startOffset: expected, endOffset: expected + 1)])
    #expect(diagnostic.severity == .warning)
  }

  @Test func absoluteOffsetsCountUTF8Bytes() throws {
    let node = Self.declaration
    let type = try #require(DeclarationScanner.typeDeclaration(in: node.source))
    let cafe = try #require(type.cases.first)
    #expect(node.absoluteOffset(of: cafe.range.lowerBound) == Self.offset(of: "café"))
    #expect(node.positionRange(cafe.range).endOffset == Self.offset(of: "café") + "café".utf8.count)
  }

  @Test func fixItReplacesAScannedRange() throws {
    let node = Self.declaration
    let type = try #require(DeclarationScanner.typeDeclaration(in: node.source))
    let deprecated = try #require(type.cases.last)
    let caseStart = deprecated.declaration.range.lowerBound
    let fixIt = node.fixIt("Insert 'indirect'", replacing: caseStart..<caseStart, with: "indirect ")
    let expected = Self.offset(of: "@available")
    #expect(fixIt.message == "Insert 'indirect'")
    #expect(fixIt.changes == [
      .init(range: .init(fileName: "/src/f.swift", startOffset: expected, endOffset: expected), newText: "indirect ")
    ])
    let note = node.note("declared here", at: deprecated.range)
    #expect(note.position.offset == Self.offset(of: "`default`"))
  }

  @Test func requestDiagnosticUsesTheMacroNode() {
    let attribute = SyntaxNode(
      kind: "attribute", source: "\n\n@Reducer ",
      location: SourceLocation(fileID: "M/f.swift", fileName: "/src/f.swift", offset: 5, line: 1, column: 6))
    let request = MacroExpansionRequest(
      macro: .init(moduleName: "M", typeName: "ReducerMacro", name: " Reducer "), role: .member, discriminator: "d",
      node: attribute, declaration: nil, isAttached: true)
    #expect(request.macro.name == "Reducer")
    #expect(request.diagnostic("x").position.offset == 7)
    #expect(request.attribute?.name == "Reducer")
  }

  @Test func trimmedSourceDropsTrivia() {
    let node = SyntaxNode(
      kind: "declaration", source: "\n // c\n@A var x = 1 \n",
      location: SourceLocation(fileID: "", fileName: "", offset: 0, line: 1, column: 1))
    #expect(node.trimmedSource == "@A var x = 1")
  }
}
