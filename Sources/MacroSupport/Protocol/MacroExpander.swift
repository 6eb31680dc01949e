/// A macro implementation: one type per macro, registered with ``runPlugin(macros:)`` by its type name.
///
/// ```swift
/// enum CaseNamesMacro: MacroExpander {
///   static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
///     guard let type = request.declaration.flatMap({ DeclarationScanner.typeDeclaration(in: $0.source) })
///     else { return .failed([request.diagnostic("@CaseNames must be attached to an enum")]) }
///     let names = type.cases.map { "\"\(SwiftIdentifier.unescaped($0.name))\"" }
///     return MacroExpansion(source: "static let caseNames = [\(names.joined(separator: ", "))]")
///   }
/// }
/// ```
public protocol MacroExpander {
  /// Expands the macro for `request`.
  ///
  /// Throw ``MacroExpansionError`` to fail with precise diagnostics; any other error fails with an error
  /// at the macro's attribute showing the error's description.
  static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion
}
