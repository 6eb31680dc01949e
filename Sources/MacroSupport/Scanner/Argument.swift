/// One argument of an attribute, or of a call-like list: an optional label and the value's text.
public struct Argument: Sendable, Hashable {
  /// The argument label (`message` in `message: "…"`), or `nil` when unlabeled.
  public var label: String?
  /// The value's source text, trimmed.
  public var value: String
  /// The UTF-8 offset range of the whole argument in the scanned source.
  public var range: Range<Int>

  /// Creates an argument.
  public init(label: String?, value: String, range: Range<Int>) {
    self.label = label
    self.value = value
    self.range = range
  }
}
