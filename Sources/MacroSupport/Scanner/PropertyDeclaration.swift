/// A `let` or `var` declaration, possibly binding several names: `static var a = 1, b: Int { 2 }`.
public struct PropertyDeclaration: Sendable, Hashable {
  /// The attributes, e.g. `@ObservationStateIgnored`, `@Presents`.
  public var attributes: [Attribute]
  /// The modifiers, e.g. `public`, `private(set)`, `static`, `lazy`.
  public var modifiers: [Modifier]
  /// `true` for `let`, `false` for `var`.
  public var isLet: Bool
  /// The comma-separated bindings.
  public var bindings: [PropertyBinding]
  /// The UTF-8 offset range of the whole declaration.
  public var range: Range<Int>

  /// Creates a property declaration.
  public init(attributes: [Attribute], modifiers: [Modifier], isLet: Bool, bindings: [PropertyBinding], range: Range<Int>) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.isLet = isLet
    self.bindings = bindings
    self.range = range
  }

  /// Whether the property is `static` or `class`.
  public var isStatic: Bool { modifiers.isStatic }
  /// Whether the property is `lazy`.
  public var isLazy: Bool { modifiers.contains("lazy") }
}

/// One binding of a property declaration: `count: Int = 0`, or a tuple pattern `(x, y) = (1, 2)`.
public struct PropertyBinding: Sendable, Hashable {
  /// How a binding stores its value.
  public enum Storage: Sendable, Hashable {
    /// A stored property without accessors.
    case stored
    /// A stored property with `willSet`/`didSet` observers.
    case observed
    /// A computed property (`get`/`set`/`_modify`/… accessors or an implicit getter).
    case computed
  }

  /// The bound name as written (backticks kept); for a tuple pattern, the pattern's text `(x, y)`.
  public var name: String
  /// For a tuple pattern, the names it binds (`["x", "y"]`); empty for a simple name.
  public var tupleNames: [String]
  /// The type annotation's text, or `nil` when the type is inferred.
  public var type: String?
  /// The initializer's text after `=`, or `nil`.
  public var initializer: String?
  /// The accessors in the binding's `{ … }` block (an implicit getter is reported as `get`).
  public var accessors: [Accessor]
  /// The stored/observed/computed classification.
  public var storage: Storage
  /// The UTF-8 offset range of the binding (pattern through accessor block).
  public var range: Range<Int>

  /// Creates a binding.
  public init(
    name: String, tupleNames: [String], type: String?, initializer: String?, accessors: [Accessor],
    storage: Storage, range: Range<Int>
  ) {
    self.name = name
    self.tupleNames = tupleNames
    self.type = type
    self.initializer = initializer
    self.accessors = accessors
    self.storage = storage
    self.range = range
  }

  /// Whether the binding is a tuple pattern such as `let (x, y) = (1, 2)`.
  public var isTuplePattern: Bool { name.hasPrefix("(") }
  /// Whether the binding stores a value (``Storage/stored`` or ``Storage/observed``).
  public var isStored: Bool { storage != .computed }
}

/// One accessor of a property or subscript: `get`, `set(newValue)`, `didSet`, `_modify`, `init`, ….
public struct Accessor: Sendable, Hashable {
  /// The accessor keyword: `get`, `set`, `willSet`, `didSet`, `_modify`, `_read`, `init`, ….
  public var kind: String
  /// Whether this is the implicit getter of a `var x: Int { body }` block.
  public var isImplicit: Bool
  /// Modifiers such as `mutating`, `nonmutating`.
  public var modifiers: [Modifier]
  /// The parameter name in parentheses (`newValue` in `set(newValue)`), or `nil`.
  public var parameter: String?
  /// Effect specifiers such as `async throws`, or `nil`.
  public var effects: String?
  /// The text between the body's braces, or `nil` for a requirement like `{ get set }`.
  public var body: String?
  /// The UTF-8 offset range of the accessor.
  public var range: Range<Int>

  /// Creates an accessor.
  public init(
    kind: String, isImplicit: Bool, modifiers: [Modifier], parameter: String?, effects: String?, body: String?,
    range: Range<Int>
  ) {
    self.kind = kind
    self.isImplicit = isImplicit
    self.modifiers = modifiers
    self.parameter = parameter
    self.effects = effects
    self.body = body
    self.range = range
  }
}

/// A flattened view of one property binding with its declaration and `#if` conditions;
/// see ``TypeDeclaration/properties``.
public struct Property: Sendable, Hashable {
  /// The declaration the binding belongs to.
  public var declaration: PropertyDeclaration
  /// The binding itself.
  public var binding: PropertyBinding
  /// The `#if` clauses around the declaration, outermost first.
  public var conditions: [ConditionalClause]

  /// Creates a flattened property.
  public init(declaration: PropertyDeclaration, binding: PropertyBinding, conditions: [ConditionalClause]) {
    self.declaration = declaration
    self.binding = binding
    self.conditions = conditions
  }

  /// The binding's name (backticks kept); a tuple pattern's text for tuple patterns.
  public var name: String { binding.name }
  /// The type annotation text, if written.
  public var type: String? { binding.type }
  /// The initializer text, if written.
  public var initializer: String? { binding.initializer }
  /// Whether the binding stores a value (no `get`/`set` accessors).
  public var isStored: Bool { binding.isStored }
  /// `true` for `let`.
  public var isLet: Bool { declaration.isLet }
  /// Whether the declaration is `static` or `class`.
  public var isStatic: Bool { declaration.isStatic }
  /// Whether the declaration is `lazy`.
  public var isLazy: Bool { declaration.isLazy }
  /// The declaration's attributes.
  public var attributes: [Attribute] { declaration.attributes }
  /// The declaration's modifiers.
  public var modifiers: [Modifier] { declaration.modifiers }
  /// The binding's UTF-8 range.
  public var range: Range<Int> { binding.range }
}
