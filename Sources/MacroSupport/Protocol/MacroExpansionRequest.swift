/// A decoded request to expand one macro, attached or freestanding.
///
/// ```swift
/// enum CasePathableMacro: MacroExpander {
///   static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
///     guard let declaration = request.declaration,
///           let type = DeclarationScanner.typeDeclaration(in: declaration.source) else { return .none }
///     …
///   }
/// }
/// ```
public struct MacroExpansionRequest: Sendable, Hashable {
  /// Which macro to expand.
  public var macro: MacroReference
  /// The role to expand it in (for one attribute the compiler sends one request per role).
  public var role: MacroRole
  /// A unique string for this expansion, usable to build unique names.
  public var discriminator: String
  /// The macro as written: the attribute (`@CasePathable`) of an attached macro, or the `#name(…)`
  /// expansion of a freestanding one. The default anchor for diagnostics.
  public var node: SyntaxNode
  /// The declaration an attached macro is attached to (leading trivia and attributes included).
  public var declaration: SyntaxNode?
  /// The declaration enclosing ``declaration`` (sent to some accessor/memberAttribute expansions).
  public var parentDeclaration: SyntaxNode?
  /// For `extension` macros, the type being extended, e.g. `E` or `Outer.E`.
  public var extendedType: SyntaxNode?
  /// For `extension` macros, a placeholder declaration listing the protocols still to conform to,
  /// e.g. `struct Placeholder: CustomStringConvertible {}`; see ``conformances``.
  public var conformanceList: SyntaxNode?
  /// The enclosing declarations, innermost first, as the compiler sends them.
  public var lexicalContext: [SyntaxNode]
  /// The compiler's build configuration as a JSON string, for evaluating `#if` if ever needed.
  public var staticBuildConfiguration: String?
  /// Whether this is an attached macro (otherwise freestanding).
  public var isAttached: Bool

  /// Creates a request.
  public init(
    macro: MacroReference, role: MacroRole, discriminator: String, node: SyntaxNode, declaration: SyntaxNode?,
    parentDeclaration: SyntaxNode? = nil, extendedType: SyntaxNode? = nil, conformanceList: SyntaxNode? = nil,
    lexicalContext: [SyntaxNode] = [], staticBuildConfiguration: String? = nil, isAttached: Bool
  ) {
    self.macro = macro
    self.role = role
    self.discriminator = discriminator
    self.node = node
    self.declaration = declaration
    self.parentDeclaration = parentDeclaration
    self.extendedType = extendedType
    self.conformanceList = conformanceList
    self.lexicalContext = lexicalContext
    self.staticBuildConfiguration = staticBuildConfiguration
    self.isAttached = isAttached
  }

  /// The protocols an `extension` macro should still add, read from ``conformanceList``
  /// (empty when none is needed or sent).
  public var conformances: [String] {
    guard let source = conformanceList?.source else { return [] }
    return DeclarationScanner.typeDeclaration(in: source)?.inheritance ?? []
  }

  /// The attribute's parsed form (name, arguments) for an attached macro.
  public var attribute: Attribute? {
    isAttached ? DeclarationScanner.attribute(in: node.source) : nil
  }

  /// A diagnostic at the macro's own node (its attribute, or `#name` expansion).
  public func diagnostic(_ message: String, severity: Diagnostic.Severity = .error) -> Diagnostic {
    node.diagnostic(message, severity: severity)
  }
}
