/// A parameter of a function, initializer or subscript, or an associated value of an enum case.
///
/// `case c(label: String, Int = 0)` has two: `label: String` and `Int = 0`.
public struct Parameter: Sendable, Hashable {
  /// Attributes written before the parameter's names, e.g. `@ViewBuilder` in `@ViewBuilder content: () -> V`
  /// (attributes after the colon, like `@escaping`, are part of ``type``).
  public var attributes: [Attribute]
  /// The first name (argument label) as written, e.g. `label`, `_`; `nil` when the parameter is only a type.
  public var firstName: String?
  /// The second (internal) name, e.g. `x` in `_ x: Int`.
  public var secondName: String?
  /// The type's source text, e.g. `@escaping @Sendable (Int) async throws -> Void`.
  public var type: String
  /// The default value's source text, or `nil`.
  public var defaultValue: String?
  /// The UTF-8 offset range of the parameter in the scanned source.
  public var range: Range<Int>

  /// Creates a parameter.
  public init(
    attributes: [Attribute] = [], firstName: String?, secondName: String?, type: String, defaultValue: String?,
    range: Range<Int>
  ) {
    self.attributes = attributes
    self.firstName = firstName
    self.secondName = secondName
    self.type = type
    self.defaultValue = defaultValue
    self.range = range
  }

  /// The argument label callers write, or `nil` for none (absent or `_`).
  public var label: String? {
    firstName == "_" ? nil : firstName
  }

  /// The name the parameter is known by inside the body: the second name, else the first (`nil` for `_`).
  public var localName: String? {
    let name = secondName ?? firstName
    return name == "_" ? nil : name
  }
}
