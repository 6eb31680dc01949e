import MacroSupport

/// Names and access levels read from the declarations around a macro.
enum TypeContext {
  /// The dotted name of the types enclosing a declaration, outermost first (`Outer.APIClient`), read
  /// from a request's `lexicalContext` (innermost first); `nil` when there is none.
  ///
  /// Reading stops at the first context that is not a type (a function, a closure), since a local
  /// type's name is not qualified by it.
  static func qualifiedName(lexicalContext: [SyntaxNode]) -> String? {
    var names: [String] = []
    for context in lexicalContext {
      guard let type = DeclarationScanner.typeDeclaration(in: context.source) else { break }
      names.append(SwiftIdentifier.unescaped(type.name))
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }

  /// Whether the innermost enclosing type carries `@DependencyClient` (which then reports the endpoint
  /// diagnostics itself, once).
  static func isInsideDependencyClient(lexicalContext: [SyntaxNode]) -> Bool {
    guard let innermost = lexicalContext.first,
      let type = DeclarationScanner.typeDeclaration(in: innermost.source)
    else { return false }
    return type.attributes.contains(named: "DependencyClient")
  }
}
