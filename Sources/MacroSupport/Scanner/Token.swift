/// One lexical token of Swift source, as produced by ``Lexer``.
///
/// Offsets are UTF-8 offsets into the string that was scanned. Comments and whitespace are not tokens;
/// ``precededByNewline`` and ``precededBySpace`` record what separated a token from the previous one.
public struct Token: Sendable, Hashable {
  /// The broad category of a token.
  public enum Kind: Sendable, Hashable {
    /// An identifier or keyword, e.g. `case`, `count`, `` `default` ``, `$0`.
    case identifier
    /// A number literal, e.g. `42`, `0x1F`, `1.5e-3`.
    case number
    /// A string literal of any form (single-line, multi-line, raw), interpolations included.
    case string
    /// A `#` keyword such as `#if`, `#endif`, `#available` or a freestanding macro name `#stringify`.
    case pound
    /// An operator. `<`, `>`, `?` and `!` are always single-character tokens; `->` is one token.
    case `operator`
    /// Punctuation: `( ) [ ] { } , : ; . @ \`, a lone `` ` `` or `#`, and any other character.
    case punctuation
    /// A regular expression literal written `#/…/#`.
    case regex
  }

  /// The category of the token.
  public var kind: Kind
  /// The exact source text of the token (backticks and quotes included).
  public var text: String
  /// The UTF-8 offset range of the token in the scanned source.
  public var range: Range<Int>
  /// Whether a line break (possibly inside a comment) separates this token from the previous one.
  public var precededByNewline: Bool
  /// Whether any whitespace or comment separates this token from the previous one.
  public var precededBySpace: Bool

  /// Creates a token.
  public init(kind: Kind, text: String, range: Range<Int>, precededByNewline: Bool, precededBySpace: Bool) {
    self.kind = kind
    self.text = text
    self.range = range
    self.precededByNewline = precededByNewline
    self.precededBySpace = precededBySpace
  }

  /// Whether the token is the plain (not backticked) keyword or punctuation `text`.
  ///
  /// ```swift
  /// token.is("case")   // true for `case`, false for `` `case` ``
  /// ```
  public func `is`(_ text: String) -> Bool {
    self.text == text && kind != .string && kind != .number
  }

  /// Whether the token is an identifier or backticked identifier (keywords included).
  public var isIdentifier: Bool { kind == .identifier }
}
