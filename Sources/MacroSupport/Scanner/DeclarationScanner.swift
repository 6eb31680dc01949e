/// Entry points of OpenTCA's Swift declaration scanner.
///
/// The scanner reads what macros need — types, cases, properties, functions, attributes, modifiers and
/// `#if` structure — not all of Swift. Expressions and bodies are kept as text. All ranges are UTF-8
/// offsets into the scanned string; ``SyntaxNode`` turns them into positions in the compiler's file.
///
/// ```swift
/// let source = request.declaration?.source ?? ""
/// guard let type = DeclarationScanner.typeDeclaration(in: source) else { … }
/// for enumCase in type.cases { … }
/// ```
public enum DeclarationScanner {
  /// Scans a sequence of declarations (a file, or the inside of a member block) with their `#if` structure.
  public static func members(in source: String) -> [Member] {
    var parser = DeclarationParser(source: source)
    return parser.parseMembers(conditions: [], stopAtBranch: false, topLevel: true)
  }

  /// Scans the first declaration in `source` (leading trivia skipped), e.g. a peer macro's property.
  ///
  /// Returns `nil` when `source` holds no declaration.
  public static func declaration(in source: String) -> Declaration? {
    var parser = DeclarationParser(source: source)
    while let token = parser.current, token.is(";") {
      parser.advance()
    }
    return parser.parseDeclaration(conditions: [])?.declaration
  }

  /// Scans the first type declaration (`struct`, `enum`, `class`, `actor`, `protocol`, `extension`) in `source`.
  ///
  /// Returns `nil` when the first declaration is not a type declaration.
  public static func typeDeclaration(in source: String) -> TypeDeclaration? {
    guard case .type(let type) = declaration(in: source) else { return nil }
    return type
  }

  /// Scans a lone attribute such as an attached macro's `attributeSyntax` (`@Reducer(state: .equatable)`).
  public static func attribute(in source: String) -> Attribute? {
    var parser = DeclarationParser(source: source)
    return parser.parseAttributes().first
  }

  /// Splits a call-like argument list (the text inside parentheses) into labeled arguments.
  ///
  /// ```swift
  /// DeclarationScanner.arguments(in: #"state: .equatable, "x, y""#)
  /// // [Argument(label: "state", value: ".equatable"), Argument(label: nil, value: "\"x, y\"")]
  /// ```
  public static func arguments(in source: String) -> [Argument] {
    let parser = DeclarationParser(source: source)
    return parser.parseArguments(from: 0, to: parser.tokens.count)
  }
}
