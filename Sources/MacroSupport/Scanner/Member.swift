/// A declaration found in a member list (or at top level), with the `#if` clauses around it.
public struct Member: Sendable, Hashable {
  /// The scanned declaration.
  public var declaration: Declaration
  /// The `#if` clauses around the declaration within its member list, outermost first.
  public var conditions: [ConditionalClause]
  /// The declaration's full source text (attributes included, leading comments excluded).
  public var text: String

  /// Creates a member.
  public init(declaration: Declaration, conditions: [ConditionalClause], text: String) {
    self.declaration = declaration
    self.conditions = conditions
    self.text = text
  }

  /// The declaration's UTF-8 offset range.
  public var range: Range<Int> { declaration.range }
}

/// A scanned declaration, by kind.
public enum Declaration: Sendable, Hashable {
  /// `case a, b(Int)`
  case enumCase(EnumCaseDeclaration)
  /// `let` / `var`
  case property(PropertyDeclaration)
  /// `func`
  case function(FunctionDeclaration)
  /// `init`
  case initializer(FunctionDeclaration)
  /// `subscript`
  case `subscript`(FunctionDeclaration)
  /// `typealias`
  case typeAlias(TypeAliasDeclaration)
  /// `associatedtype`
  case associatedType(TypeAliasDeclaration)
  /// A nested `struct`/`enum`/`class`/`actor`/`protocol`/`extension`, scanned recursively.
  case type(TypeDeclaration)
  /// Anything else, kept as text.
  case other(OtherDeclaration)

  /// The declaration's attributes.
  public var attributes: [Attribute] {
    switch self {
    case .enumCase(let d): d.attributes
    case .property(let d): d.attributes
    case .function(let d), .initializer(let d), .subscript(let d): d.attributes
    case .typeAlias(let d), .associatedType(let d): d.attributes
    case .type(let d): d.attributes
    case .other(let d): d.attributes
    }
  }

  /// The declaration's modifiers.
  public var modifiers: [Modifier] {
    switch self {
    case .enumCase(let d): d.modifiers
    case .property(let d): d.modifiers
    case .function(let d), .initializer(let d), .subscript(let d): d.modifiers
    case .typeAlias(let d), .associatedType(let d): d.modifiers
    case .type(let d): d.modifiers
    case .other(let d): d.modifiers
    }
  }

  /// The declaration's UTF-8 offset range in the scanned source.
  public var range: Range<Int> {
    switch self {
    case .enumCase(let d): d.range
    case .property(let d): d.range
    case .function(let d), .initializer(let d), .subscript(let d): d.range
    case .typeAlias(let d), .associatedType(let d): d.range
    case .type(let d): d.range
    case .other(let d): d.range
    }
  }
}
