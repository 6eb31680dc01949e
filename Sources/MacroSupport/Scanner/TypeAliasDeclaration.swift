/// A `typealias` or `associatedtype` declaration.
public struct TypeAliasDeclaration: Sendable, Hashable {
  /// The attributes.
  public var attributes: [Attribute]
  /// The modifiers.
  public var modifiers: [Modifier]
  /// `typealias` or `associatedtype`.
  public var keyword: String
  /// The declared name.
  public var name: String
  /// The generic parameter clause text (typealias only), e.g. `<T>`.
  public var genericParameterClause: String?
  /// The inherited types of an associated type (`associatedtype A: P, Q`).
  public var inheritance: [String]
  /// The aliased type (or the associated type's default) after `=`.
  public var value: String?
  /// The `where` clause text (without `where`).
  public var whereClause: String?
  /// The UTF-8 offset range of the declaration.
  public var range: Range<Int>

  /// Creates a type alias declaration.
  public init(
    attributes: [Attribute], modifiers: [Modifier], keyword: String, name: String, genericParameterClause: String?,
    inheritance: [String], value: String?, whereClause: String?, range: Range<Int>
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.keyword = keyword
    self.name = name
    self.genericParameterClause = genericParameterClause
    self.inheritance = inheritance
    self.value = value
    self.whereClause = whereClause
    self.range = range
  }
}
