/// Any member the scanner does not model: `deinit`, `#warning(…)`, macro expansions, operators, ….
public struct OtherDeclaration: Sendable, Hashable {
  /// The attributes written before it.
  public var attributes: [Attribute]
  /// The modifiers written before it.
  public var modifiers: [Modifier]
  /// The declaration's full source text.
  public var text: String
  /// The UTF-8 offset range of the declaration.
  public var range: Range<Int>

  /// Creates an unmodelled declaration.
  public init(attributes: [Attribute], modifiers: [Modifier], text: String, range: Range<Int>) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.text = text
    self.range = range
  }
}
