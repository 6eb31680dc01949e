@testable import CasePathsMacrosPlugin
import MacroSupport

/// Builds `@CasePathable` requests shaped like the compiler's (Swift 6.3): nodes keep their leading
/// trivia, and a node's `location.offset` is where that trivia begins in the file.
enum Fixture {
  /// The file every fixture lives in.
  static let fileName = "/abs/Enums.swift"
  /// Where the declaration under test (its leading trivia) begins in the file.
  static let declarationOffset = 300

  static func node(_ kind: String, _ source: String, offset: Int) -> SyntaxNode {
    SyntaxNode(
      kind: kind, source: source,
      location: SourceLocation(fileID: "App/Enums.swift", fileName: fileName, offset: offset, line: 1, column: 1))
  }

  /// The reference the compiler sends for `@CasePathable`.
  static let reference = MacroReference(
    moduleName: "CasePathsMacrosPlugin", typeName: "CasePathableMacro", name: "CasePathable")

  /// A request for `@CasePathable` in `role` on `declaration` (which starts with its trivia and the
  /// attribute).
  static func request(
    _ declaration: String,
    role: MacroRole,
    extendedType: String = "E",
    conformances: [String] = ["CasePathable", "CasePathIterable"],
    lexicalContext: [String] = []
  ) -> MacroExpansionRequest {
    let conformanceList = "struct Placeholder: \(conformances.joined(separator: ", ")) {}"
    return MacroExpansionRequest(
      macro: reference, role: role, discriminator: "$s3App1E12CasePathablefMm_",
      node: node("attribute", attributeText(in: declaration), offset: declarationOffset),
      declaration: node("declaration", declaration, offset: declarationOffset),
      extendedType: role == .extension ? node("type", " \(extendedType)", offset: 0) : nil,
      conformanceList: role == .extension && !conformances.isEmpty
        ? node("declaration", conformanceList, offset: 0) : nil,
      lexicalContext: lexicalContext.map { node("declaration", $0, offset: 0) },
      isAttached: true)
  }

  /// The member role's expansion of `declaration`.
  static func members(_ declaration: String) throws -> MacroExpansion {
    try CasePathableMacro.expand(request(declaration, role: .member))
  }

  /// The extension role's expansion of `declaration`.
  /// `lexicalContext` lists the enclosing declarations innermost first, members elided as the compiler
  /// sends them.
  static func conformances(
    _ declaration: String, extendedType: String = "E",
    conformances: [String] = ["CasePathable", "CasePathIterable"], lexicalContext: [String] = []
  ) throws -> MacroExpansion {
    try CasePathableMacro.expand(
      request(
        declaration, role: .extension, extendedType: extendedType, conformances: conformances,
        lexicalContext: lexicalContext))
  }

  /// The absolute file offset of the first occurrence of `needle` in `declaration`.
  static func fileOffset(of needle: String, in declaration: String) -> Int {
    guard let range = declaration.range(of: needle) else { return -1 }
    return declarationOffset + declaration.utf8.distance(from: declaration.startIndex, to: range.lowerBound)
  }

  /// The attribute's text with the declaration's leading trivia, as the compiler sends `attributeSyntax`.
  private static func attributeText(in declaration: String) -> String {
    guard let range = declaration.range(of: "@CasePathable") else { return "@CasePathable" }
    return String(declaration[..<range.upperBound])
  }
}
