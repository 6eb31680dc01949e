/// A `StaticString` that is `Hashable`, so that a subscript taking a source location (as
/// `StackState`'s `[id:case:fileID:filePath:line:column:]`) can be a component of a key path.
///
/// Created from a string literal, `#fileID` or `#filePath`; two are equal when their text is.
public struct _HashableStaticString: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The static string.
  public let rawValue: StaticString

  /// Wraps `rawValue`.
  ///
  /// - Parameter rawValue: A static string.
  public init(rawValue: StaticString) {
    self.rawValue = rawValue
  }

  /// Wraps a string literal (`#fileID`, `#filePath` or a quoted literal).
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: StaticString) {
    self.rawValue = value
  }

  /// Whether the two strings have the same text.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.description == rhs.rawValue.description
  }

  /// Hashes the string's text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue.description)
  }
}
