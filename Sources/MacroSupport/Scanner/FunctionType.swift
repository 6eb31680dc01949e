/// A function (closure) type taken apart: `@Sendable (_ id: Int) async throws -> String`.
///
/// ```swift
/// let type = DeclarationScanner.functionType(in: "@Sendable (_ id: Int) async throws -> String")
/// type?.parameters.map(\.type)  // ["Int"]
/// type?.effects                 // "async throws"
/// type?.returnType              // "String"
/// ```
public struct FunctionType: Sendable, Hashable {
  /// The type attributes before the parameter list, e.g. `Sendable`, `escaping`, `MainActor`.
  public var attributes: [Attribute]
  /// The parameters; in a function type only `_ name:` style labels are allowed.
  public var parameters: [Parameter]
  /// Effect specifiers, e.g. `async throws(MyError)`, or `nil`.
  public var effects: String?
  /// The return type text.
  public var returnType: String
  /// Whether the function type was written wrapped as an optional, `((Int) -> Void)?`.
  public var isOptional: Bool

  /// Creates a function type.
  public init(
    attributes: [Attribute], parameters: [Parameter], effects: String?, returnType: String, isOptional: Bool
  ) {
    self.attributes = attributes
    self.parameters = parameters
    self.effects = effects
    self.returnType = returnType
    self.isOptional = isOptional
  }

  /// Whether the effects include `async`.
  public var isAsync: Bool {
    effects.map { Lexer.tokenize($0).contains { $0.is("async") } } ?? false
  }

  /// Whether the effects include `throws` (typed or not) or `rethrows`.
  public var isThrowing: Bool {
    effects.map { Lexer.tokenize($0).contains { $0.is("throws") || $0.is("rethrows") } } ?? false
  }
}

extension DeclarationScanner {
  /// Takes a function type's text apart; `nil` when `source` is not a function type.
  ///
  /// Accepts leading attributes, parentheses and an optional wrapping: `(@Sendable (Int) -> Void)?`,
  /// `((Int) -> Void)`.
  public static func functionType(in source: String) -> FunctionType? {
    var parser = DeclarationParser(source: source)
    guard !parser.tokens.isEmpty else { return nil }
    var isOptional = false
    var end = parser.tokens.count
    // Parentheses around the whole type, `((Int) -> Void)`, and an optional wrapping, `( … )?` or
    // `( … )!`, any number of times.
    while parser.isAt("(") {
      var probe = parser
      let close = probe.skipBalanced(angles: false)
      let wrapsAll = close == end - 1
      let wrapsOptional =
        close == end - 2 && (parser.tokens[end - 1].is("?") || parser.tokens[end - 1].is("!"))
      guard wrapsAll || wrapsOptional else { break }
      isOptional = isOptional || wrapsOptional
      parser.advance()
      end = close
    }
    let attributes = parser.parseAttributes()
    guard parser.isAt("(") else { return nil }
    let parameters = parser.parseParameterList()
    let effects = parser.parseEffects()
    guard parser.isAt("->") else { return nil }
    parser.advance()
    guard let returnRange = parser.scanType(), returnRange.upperBound == end - 1,
      let returnType = parser.text(returnRange)
    else { return nil }
    return FunctionType(
      attributes: attributes, parameters: parameters, effects: effects, returnType: returnType, isOptional: isOptional)
  }
}
