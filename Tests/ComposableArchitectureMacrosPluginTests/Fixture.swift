import MacroSupport

/// Builds requests shaped like the compiler's (Swift 6.3): nodes keep their leading trivia, and a node's
/// `location.offset` is where that trivia begins in the file. The declaration under test is the whole
/// file, so diagnostic offsets convert to lines and columns of the fixture's own text.
struct Fixture {
  /// The file every fixture lives in.
  static let fileName = "/abs/Feature.swift"

  /// The file's text: the declaration, with its leading trivia and attributes.
  let source: String
  /// The macro the requests are for, by name (`Reducer`).
  let macro: String

  init(_ source: String, macro: String) {
    self.source = source
    self.macro = macro
  }

  static func node(_ kind: String, _ source: String, offset: Int) -> SyntaxNode {
    SyntaxNode(
      kind: kind, source: source,
      location: SourceLocation(fileID: "App/Feature.swift", fileName: fileName, offset: offset, line: 1, column: 1))
  }

  /// The reference the compiler sends for the macro: type `<name>Macro`.
  var reference: MacroReference {
    MacroReference(moduleName: "ComposableArchitectureMacrosPlugin", typeName: macro + "Macro", name: macro)
  }

  /// The attribute node: from the file's start (its trivia) through `@Macro`.
  var attributeNode: SyntaxNode {
    let attribute = "@" + macro
    let end = source.range(of: attribute).map { source.utf8.distance(from: source.startIndex, to: $0.upperBound) }
    return Self.node("attribute", String(decoding: source.utf8.prefix(end ?? 0), as: UTF8.self), offset: 0)
  }

  /// A request for the macro attached to the whole declaration, in `role`.
  func request(
    _ role: MacroRole, extendedType: String? = nil, conformances: [String] = []
  ) -> MacroExpansionRequest {
    MacroExpansionRequest(
      macro: reference, role: role, discriminator: "$s3App7FeaturefMe_",
      node: attributeNode,
      declaration: Self.node("declaration", source, offset: 0),
      extendedType: extendedType.map { Self.node("type", $0, offset: 0) },
      conformanceList: conformances.isEmpty
        ? nil : Self.node("declaration", "struct Placeholder: \(conformances.joined(separator: ", ")) {}", offset: 0),
      isAttached: true)
  }

  /// A member-attribute request for `member` (which must occur verbatim in the declaration).
  func memberAttribute(_ member: String) -> MacroExpansionRequest {
    let offset = Self.offset(of: member, in: source)
    return MacroExpansionRequest(
      macro: reference, role: .memberAttribute, discriminator: "$s3App7FeaturefMr_",
      node: attributeNode,
      declaration: Self.node("declaration", member, offset: offset),
      parentDeclaration: Self.node("declaration", source, offset: 0),
      lexicalContext: [Self.node("declaration", source, offset: 0)],
      isAttached: true)
  }

  /// A request for a macro attached to a single member (accessor and peer roles), the member being the
  /// whole file.
  static func member(_ source: String, macro: String, role: MacroRole) -> MacroExpansionRequest {
    let fixture = Fixture(source, macro: macro)
    return MacroExpansionRequest(
      macro: fixture.reference, role: role, discriminator: "$s3App7FeaturefMa_",
      node: fixture.attributeNode,
      declaration: node("declaration", source, offset: 0),
      lexicalContext: [node("declaration", "@ObservableState struct State {}", offset: 0)],
      isAttached: true)
  }

  /// The UTF-8 offset of `needle` in `haystack` (the first occurrence), `-1` when absent.
  static func offset(of needle: String, in haystack: String) -> Int {
    guard let range = haystack.range(of: needle) else { return -1 }
    return haystack.utf8.distance(from: haystack.startIndex, to: range.lowerBound)
  }

  /// The 1-based line and column (in UTF-8 bytes) of `offset` in the fixture.
  func lineColumn(_ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in source.utf8.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// Where a diagnostic points, as `line:column`.
  func location(of diagnostic: Diagnostic) -> String {
    let (line, column) = lineColumn(diagnostic.position.offset)
    return "\(line):\(column)"
  }

  /// Where a note points, as `line:column`.
  func location(of note: Diagnostic.Note) -> String {
    let (line, column) = lineColumn(note.position.offset)
    return "\(line):\(column)"
  }
}
