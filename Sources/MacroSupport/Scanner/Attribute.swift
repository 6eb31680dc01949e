/// An attribute written on a declaration or type, such as `@CasePathable`, `@MainActor` or
/// `@available(*, deprecated, message: "Use b")`.
public struct Attribute: Sendable, Hashable {
  /// The attribute's name as written, without `@` and without generic arguments, e.g. `available`,
  /// `ComposableArchitecture.Reducer`.
  public var name: String
  /// The text between the attribute's parentheses, or `nil` when it has none.
  public var argumentsText: String?
  /// The comma-separated arguments between the parentheses (empty when there are none).
  public var arguments: [Argument]
  /// The full source text of the attribute, from `@` to its end.
  public var text: String
  /// The UTF-8 offset range of the attribute in the scanned source.
  public var range: Range<Int>

  /// Creates an attribute.
  public init(name: String, argumentsText: String?, arguments: [Argument], text: String, range: Range<Int>) {
    self.name = name
    self.argumentsText = argumentsText
    self.arguments = arguments
    self.text = text
    self.range = range
  }

  /// The last dotted component of ``name``: `Reducer` for `@ComposableArchitecture.Reducer`.
  public var baseName: String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// Whether this attribute is `@name`, with or without a module qualifier.
  ///
  /// ```swift
  /// attribute.isNamed("CasePathable")  // true for @CasePathable and @CasePaths.CasePathable
  /// ```
  public func isNamed(_ name: String) -> Bool {
    self.name == name || baseName == name
  }

  /// Whether this is an `@available` attribute that deprecates (`deprecated`) or removes (`unavailable`).
  public var isDeprecation: Bool {
    guard name == "available" else { return false }
    return arguments.contains { $0.label == nil && ($0.value == "deprecated" || $0.value == "unavailable") }
      || arguments.contains { $0.label == "deprecated" }
  }
}

extension Array where Element == Attribute {
  /// The first attribute named `name` (module qualifier allowed), if any.
  public func first(named name: String) -> Attribute? {
    first { $0.isNamed(name) }
  }

  /// Whether an attribute named `name` (module qualifier allowed) is present.
  public func contains(named name: String) -> Bool {
    contains { $0.isNamed(name) }
  }
}
