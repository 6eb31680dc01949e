/// A `struct`, `enum`, `class`, `actor`, `protocol` or `extension` declaration with its members.
///
/// ```swift
/// let type = DeclarationScanner.typeDeclaration(in: "@CasePathable enum Action { case a, b(Int) }")
/// type?.kind         // .enum
/// type?.cases.map(\.name)  // ["a", "b"]
/// ```
public struct TypeDeclaration: Sendable, Hashable {
  /// The kind of type declaration.
  public enum Kind: String, Sendable, Hashable {
    /// `struct`
    case `struct`
    /// `enum`
    case `enum`
    /// `class`
    case `class`
    /// `actor`
    case actor
    /// `protocol`
    case `protocol`
    /// `extension`
    case `extension`
  }

  /// The attributes, e.g. `@Reducer`, `@MainActor`.
  public var attributes: [Attribute]
  /// The modifiers, e.g. `public`, `indirect`, `final`.
  public var modifiers: [Modifier]
  /// The declaration kind.
  public var kind: Kind
  /// The declared name; for an extension, the extended type's text (`Foo.Bar`, `Array<Int>`).
  public var name: String
  /// The generic parameter clause text with angle brackets (`<Element: Equatable>`), or `nil`.
  public var genericParameterClause: String?
  /// The inheritance list, one type's text per entry (`Equatable`, `@unchecked Sendable`, `~Copyable`).
  public var inheritance: [String]
  /// The `where` clause text (without `where`), or `nil`.
  public var whereClause: String?
  /// The members, in source order, each with its `#if` conditions.
  public var members: [Member]
  /// The UTF-8 offset range of the whole declaration (attributes through closing brace).
  public var range: Range<Int>
  /// The UTF-8 offset range of the member block, braces included, or `nil` if it is missing.
  public var memberBlockRange: Range<Int>?

  /// Creates a type declaration.
  public init(
    attributes: [Attribute], modifiers: [Modifier], kind: Kind, name: String, genericParameterClause: String?,
    inheritance: [String], whereClause: String?, members: [Member], range: Range<Int>, memberBlockRange: Range<Int>?
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.kind = kind
    self.name = name
    self.genericParameterClause = genericParameterClause
    self.inheritance = inheritance
    self.whereClause = whereClause
    self.members = members
    self.range = range
    self.memberBlockRange = memberBlockRange
  }

  /// Every enum case element declared directly in this type, flattened, in source order.
  public var cases: [EnumCase] {
    members.flatMap { member -> [EnumCase] in
      guard case .enumCase(let declaration) = member.declaration else { return [] }
      return declaration.elements.map {
        EnumCase(declaration: declaration, element: $0, conditions: member.conditions)
      }
    }
  }

  /// Every property binding declared directly in this type, flattened, in source order.
  public var properties: [Property] {
    members.flatMap { member -> [Property] in
      guard case .property(let declaration) = member.declaration else { return [] }
      return declaration.bindings.map {
        Property(declaration: declaration, binding: $0, conditions: member.conditions)
      }
    }
  }

  /// The type declarations nested directly in this one.
  public var nestedTypes: [TypeDeclaration] {
    members.compactMap {
      if case .type(let type) = $0.declaration { return type }
      return nil
    }
  }

  /// Whether the declaration inherits from (or conforms to) `name`, module qualifier allowed.
  ///
  /// ```swift
  /// type.inherits("Equatable")  // true for `: Equatable` and `: Swift.Equatable`
  /// ```
  public func inherits(_ name: String) -> Bool {
    inheritance.contains { $0 == name || $0.hasSuffix(".\(name)") }
  }
}
