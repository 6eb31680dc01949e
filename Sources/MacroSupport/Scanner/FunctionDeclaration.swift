/// A `func`, `init` or `subscript` declaration.
public struct FunctionDeclaration: Sendable, Hashable {
  /// The attributes.
  public var attributes: [Attribute]
  /// The modifiers, e.g. `public`, `static`, `mutating`.
  public var modifiers: [Modifier]
  /// `func`, `init` or `subscript`.
  public var keyword: String
  /// The name: the function's name (an operator for operator functions), `init` (with `?`/`!` when
  /// failable) or `subscript`.
  public var name: String
  /// The generic parameter clause text including angle brackets, e.g. `<T: Equatable>`.
  public var genericParameterClause: String?
  /// The parameters.
  public var parameters: [Parameter]
  /// Effect specifiers, e.g. `async throws(MyError)`.
  public var effects: String?
  /// The return type text after `->`.
  public var returnType: String?
  /// The `where` clause text (without `where`).
  public var whereClause: String?
  /// The text between the body's braces (for a subscript, its accessor block); `nil` without a body.
  public var body: String?
  /// The UTF-8 offset range of the whole declaration.
  public var range: Range<Int>

  /// Creates a function declaration.
  public init(
    attributes: [Attribute], modifiers: [Modifier], keyword: String, name: String, genericParameterClause: String?,
    parameters: [Parameter], effects: String?, returnType: String?, whereClause: String?, body: String?,
    range: Range<Int>
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.keyword = keyword
    self.name = name
    self.genericParameterClause = genericParameterClause
    self.parameters = parameters
    self.effects = effects
    self.returnType = returnType
    self.whereClause = whereClause
    self.body = body
    self.range = range
  }

  /// Whether the function is `static` or `class`.
  public var isStatic: Bool { modifiers.isStatic }
}
