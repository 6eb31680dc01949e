/// The markers ``diff(_:_:format:)`` puts in front of each line of its output.
///
/// Each line is written as the marker, a space, then the dump line.
///
/// ```swift
/// let format = DiffFormat(first: "<", second: ">", both: " ")
/// diff(1, 2, format: format)  // "< 1\n> 2"
/// ```
public struct DiffFormat: Sendable, Hashable {
  /// The marker for lines only in the first value's dump, a removal.
  public var first: String
  /// The marker for lines only in the second value's dump, an insertion.
  public var second: String
  /// The marker for lines both dumps share, unchanged.
  public var both: String

  /// Creates a format from its three markers.
  ///
  /// - Parameters:
  ///   - first: The marker for lines only in the first value's dump.
  ///   - second: The marker for lines only in the second value's dump.
  ///   - both: The marker for lines both dumps share.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// ASCII markers, `-`, `+` and a space, for monospaced output such as a terminal.
  public static let `default` = DiffFormat(first: "-", second: "+", both: " ")

  /// Markers that line up in proportional fonts, as in some test result viewers: a minus sign (`−`), a
  /// plus sign and a figure space, all as wide as a digit.
  public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")
}
