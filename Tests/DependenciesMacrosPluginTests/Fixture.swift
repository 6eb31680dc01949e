import MacroSupport

/// Builds requests shaped like the compiler's (Swift 6.3): nodes keep their leading trivia, and a node's
/// `location.offset` is where that trivia begins in the file.
enum Fixture {
  /// The file every fixture lives in.
  static let fileName = "/abs/Client.swift"
  /// Where the declaration under test begins in the file.
  static let declarationOffset = 200

  static func node(_ kind: String, _ source: String, offset: Int) -> SyntaxNode {
    SyntaxNode(
      kind: kind, source: source,
      location: SourceLocation(fileID: "App/Client.swift", fileName: fileName, offset: offset, line: 1, column: 1))
  }

  /// The reference the compiler sends for macro `name` (`DependencyClient`): type `<name>Macro`.
  static func reference(_ name: String) -> MacroReference {
    MacroReference(moduleName: "DependenciesMacrosPlugin", typeName: name + "Macro", name: name + " ")
  }

  /// The UTF-8 offset of `needle` in `haystack` (the first occurrence), `-1` when absent.
  static func offset(of needle: String, in haystack: String) -> Int {
    guard let range = haystack.range(of: needle) else { return -1 }
    return haystack.utf8.distance(from: haystack.startIndex, to: range.lowerBound)
  }

  /// A request for `@DependencyClient`'s member role on `declaration` (which starts with its trivia and
  /// the attribute).
  static func client(
    _ declaration: String, role: MacroRole = .member, lexicalContext: [String] = []
  ) -> MacroExpansionRequest {
    let attribute = attributeText(in: declaration, named: "@DependencyClient")
    return MacroExpansionRequest(
      macro: reference("DependencyClient"),
      role: role, discriminator: "$s3App9APIClientfMm_",
      node: node("attribute", attribute, offset: declarationOffset),
      declaration: node("declaration", declaration, offset: declarationOffset),
      lexicalContext: lexicalContext.map { node("declaration", $0, offset: 0) },
      isAttached: true)
  }

  /// A request for `@DependencyClient`'s member-attribute role on `member`, a member of `parent`
  /// (`member` must occur in `parent` verbatim, trivia included).
  static func clientMemberAttribute(_ member: String, in parent: String) -> MacroExpansionRequest {
    let attribute = attributeText(in: parent, named: "@DependencyClient")
    return MacroExpansionRequest(
      macro: reference("DependencyClient"),
      role: .memberAttribute, discriminator: "$s3App9APIClientfMr_",
      node: node("attribute", attribute, offset: declarationOffset),
      declaration: node("declaration", member, offset: declarationOffset + offset(of: member, in: parent)),
      parentDeclaration: node("declaration", parent, offset: declarationOffset),
      lexicalContext: [node("declaration", parent, offset: declarationOffset)],
      isAttached: true)
  }

  /// A request for `@DependencyEndpoint` in `role` on `declaration` (trivia, attribute, then the
  /// property), inside the types of `lexicalContext` (innermost first, members elided as the compiler does).
  static func endpoint(
    _ declaration: String, role: MacroRole, lexicalContext: [String] = ["@DependencyClient\nstruct APIClient {}"]
  ) -> MacroExpansionRequest {
    let attribute = attributeText(in: declaration, named: "@DependencyEndpoint")
    return MacroExpansionRequest(
      macro: reference("DependencyEndpoint"),
      role: role, discriminator: "$s3App9APIClientV5fetchfMp_",
      node: node("attribute", attribute, offset: declarationOffset),
      declaration: node("declaration", declaration, offset: declarationOffset),
      lexicalContext: lexicalContext.map { node("declaration", $0, offset: 0) },
      isAttached: true)
  }

  /// The attribute's text with the declaration's leading trivia, as the compiler sends `attributeSyntax`.
  private static func attributeText(in declaration: String, named name: String) -> String {
    guard let start = declaration.range(of: name) else { return name }
    var end = start.upperBound
    if declaration[end...].hasPrefix("("), let close = declaration[end...].firstIndex(of: ")") {
      end = declaration.index(after: close)
    }
    return String(declaration[..<end])
  }
}
