/// A `case` declaration in an enum: `@available(*, deprecated) indirect case a, b(Int), c(label: String, Int = 0)`.
public struct EnumCaseDeclaration: Sendable, Hashable {
  /// The attributes written before `case`; they apply to every element.
  public var attributes: [Attribute]
  /// The modifiers written before `case` (e.g. `indirect`).
  public var modifiers: [Modifier]
  /// The comma-separated elements.
  public var elements: [EnumCaseElement]
  /// The UTF-8 offset range of the whole declaration.
  public var range: Range<Int>

  /// Creates a case declaration.
  public init(attributes: [Attribute], modifiers: [Modifier], elements: [EnumCaseElement], range: Range<Int>) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.elements = elements
    self.range = range
  }

  /// Whether the case is marked `indirect`.
  public var isIndirect: Bool { modifiers.contains("indirect") }
}

/// One element of a `case` declaration: `b(Int)` in `case a, b(Int)`.
public struct EnumCaseElement: Sendable, Hashable {
  /// The name as written (backticks kept, so it can be re-emitted): `a`, `` `default` ``.
  public var name: String
  /// The associated values, or `nil` when the element has no parentheses.
  public var associatedValues: [Parameter]?
  /// The raw value text after `=`, or `nil`.
  public var rawValue: String?
  /// The UTF-8 offset range of the element.
  public var range: Range<Int>

  /// Creates a case element.
  public init(name: String, associatedValues: [Parameter]?, rawValue: String?, range: Range<Int>) {
    self.name = name
    self.associatedValues = associatedValues
    self.rawValue = rawValue
    self.range = range
  }
}

/// A flattened view of one enum case element together with its declaration's attributes, modifiers
/// and `#if` conditions; see ``TypeDeclaration/cases``.
public struct EnumCase: Sendable, Hashable {
  /// The declaration the element belongs to.
  public var declaration: EnumCaseDeclaration
  /// The element itself.
  public var element: EnumCaseElement
  /// The `#if` clauses around the declaration, outermost first.
  public var conditions: [ConditionalClause]

  /// Creates a flattened case.
  public init(declaration: EnumCaseDeclaration, element: EnumCaseElement, conditions: [ConditionalClause]) {
    self.declaration = declaration
    self.element = element
    self.conditions = conditions
  }

  /// The element's name as written (backticks kept).
  public var name: String { element.name }
  /// The associated values (empty when there are none).
  public var associatedValues: [Parameter] { element.associatedValues ?? [] }
  /// The declaration's attributes.
  public var attributes: [Attribute] { declaration.attributes }
  /// Whether the case (or, as the caller decides, its enum) is `indirect`.
  public var isIndirect: Bool { declaration.isIndirect }
  /// Whether an `@available(…, deprecated|unavailable …)` attribute is on the case.
  public var isDeprecated: Bool { declaration.attributes.contains { $0.isDeprecation } }
  /// The element's UTF-8 range.
  public var range: Range<Int> { element.range }
}
