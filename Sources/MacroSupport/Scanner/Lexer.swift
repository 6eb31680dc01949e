/// Splits Swift source into ``Token``s, skipping whitespace and comments.
///
/// The lexer understands what a declaration scanner needs to stay in sync: line, block (nested) and doc
/// comments; single-line, multi-line and raw string literals with `\(…)` interpolations (which may hold
/// nested parentheses, strings and comments); extended regex literals `#/…/#`; backticked identifiers.
/// Bare `/…/` regex literals are not recognized (`/` lexes as an operator).
///
/// ```swift
/// let tokens = Lexer.tokenize(#"case a(String = "}")"#)
/// tokens.map(\.text)  // ["case", "a", "(", "String", "=", "\"}\"", ")"]
/// ```
public enum Lexer {
  /// Tokenizes `source`. Never fails: unterminated constructs extend to the end of their line or of the input.
  public static func tokenize(_ source: String) -> [Token] {
    var lexer = ByteLexer(bytes: Array(source.utf8))
    var tokens: [Token] = []
    while let token = lexer.nextToken() {
      tokens.append(token)
    }
    return tokens
  }

  /// The UTF-8 length of the whitespace and comments at the start of `source`.
  ///
  /// A node's first token (where a diagnostic without a range points) is this far into its source.
  public static func leadingTriviaLength(of source: String) -> Int {
    var lexer = ByteLexer(bytes: Array(source.utf8))
    _ = lexer.skipTrivia()
    return lexer.index
  }
}

/// The byte-level lexer behind ``Lexer``.
struct ByteLexer {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Skips whitespace and comments; reports whether a newline or any trivia was skipped.
  mutating func skipTrivia() -> (newline: Bool, space: Bool) {
    var newline = false
    let start = index
    if index == 0, byte(at: 0) == UInt8(ascii: "#"), byte(at: 1) == UInt8(ascii: "!") {
      while let b = byte(at: index), b != UInt8(ascii: "\n") { index += 1 }
    }
    while let b = byte(at: index) {
      switch b {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        newline = true
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
        index += 1
      case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
        while let c = byte(at: index), c != UInt8(ascii: "\n"), c != UInt8(ascii: "\r") { index += 1 }
      case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
        if skipBlockComment() { newline = true }
      default:
        return (newline, index > start)
      }
    }
    return (newline, index > start)
  }

  /// Skips a (possibly nested) block comment starting at `index`; returns whether it spans lines.
  private mutating func skipBlockComment() -> Bool {
    var depth = 0
    var newline = false
    while let b = byte(at: index) {
      if b == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if b == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return newline }
      } else {
        if b == UInt8(ascii: "\n") { newline = true }
        index += 1
      }
    }
    return newline
  }

  /// Lexes the next token, or returns `nil` at the end of input.
  mutating func nextToken() -> Token? {
    let trivia = skipTrivia()
    guard let b = byte(at: index) else { return nil }
    let start = index
    let kind = lexToken(startingWith: b)
    return Token(
      kind: kind,
      text: text(start..<index),
      range: start..<index,
      precededByNewline: trivia.newline,
      precededBySpace: trivia.space || start == 0
    )
  }

  private mutating func lexToken(startingWith b: UInt8) -> Token.Kind {
    if b == UInt8(ascii: "`") {
      var end = index + 1
      while let c = byte(at: end), c != UInt8(ascii: "`"), c != UInt8(ascii: "\n") { end += 1 }
      if byte(at: end) == UInt8(ascii: "`"), end > index + 1 {
        index = end + 1
        return .identifier
      }
      index += 1
      return .punctuation
    }
    if Self.isIdentifierStart(b) {
      index += 1
      while let c = byte(at: index), Self.isIdentifierContinue(c) { index += 1 }
      return .identifier
    }
    if Self.isDigit(b) {
      lexNumber()
      return .number
    }
    if b == UInt8(ascii: "\"") {
      lexString(hashes: 0)
      return .string
    }
    if b == UInt8(ascii: "#") {
      return lexPound()
    }
    if b == UInt8(ascii: ".") {
      if byte(at: index + 1) == UInt8(ascii: ".") {
        while let c = byte(at: index), c == UInt8(ascii: ".") || Self.isOperatorCharacter(c) { index += 1 }
        return .operator
      }
      index += 1
      return .punctuation
    }
    if Self.isOperatorCharacter(b) {
      lexOperator(startingWith: b)
      return .operator
    }
    index += 1
    return .punctuation
  }

  private mutating func lexNumber() {
    let isHex = byte(at: index) == UInt8(ascii: "0") && byte(at: index + 1) == UInt8(ascii: "x")
    while let c = byte(at: index) {
      if Self.isIdentifierContinue(c) && c < 0x80 {
        index += 1
        let exponent = isHex ? (c == UInt8(ascii: "p") || c == UInt8(ascii: "P")) : (c == UInt8(ascii: "e") || c == UInt8(ascii: "E"))
        if exponent, let sign = byte(at: index), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
          index += 1
        }
      } else if c == UInt8(ascii: "."), let next = byte(at: index + 1), Self.isDigit(next) || (isHex && Self.isHexDigit(next)) {
        index += 1
      } else {
        return
      }
    }
  }

  private mutating func lexPound() -> Token.Kind {
    var hashes = 0
    while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
    let after = byte(at: index + hashes)
    if after == UInt8(ascii: "\"") {
      index += hashes
      lexString(hashes: hashes)
      return .string
    }
    if after == UInt8(ascii: "/") {
      index += hashes + 1
      lexRegex(hashes: hashes)
      return .regex
    }
    if hashes == 1, let c = after, Self.isIdentifierStart(c) {
      index += 1
      while let c = byte(at: index), Self.isIdentifierContinue(c) { index += 1 }
      return .pound
    }
    index += 1
    return .punctuation
  }

  private mutating func lexOperator(startingWith b: UInt8) {
    if b == UInt8(ascii: "-"), byte(at: index + 1) == UInt8(ascii: ">") {
      index += 2
      return
    }
    if Self.isSplitOperatorCharacter(b) {
      index += 1
      return
    }
    index += 1
    while let c = byte(at: index), Self.isOperatorCharacter(c), !Self.isSplitOperatorCharacter(c) {
      if c == UInt8(ascii: "-"), byte(at: index + 1) == UInt8(ascii: ">") { return }
      if c == UInt8(ascii: "/"), let n = byte(at: index + 1), n == UInt8(ascii: "/") || n == UInt8(ascii: "*") { return }
      index += 1
    }
  }

  /// Whether `bytes[index...]` starts with `"` (or `"""` when `triple`) followed by `hashes` `#`.
  private func isClosingDelimiter(at offset: Int, triple: Bool, hashes: Int) -> Int? {
    let quotes = triple ? 3 : 1
    for k in 0..<quotes where byte(at: offset + k) != UInt8(ascii: "\"") { return nil }
    for k in 0..<hashes where byte(at: offset + quotes + k) != UInt8(ascii: "#") { return nil }
    return quotes + hashes
  }

  /// Lexes a string literal whose opening quote is at `index` (after any `#` delimiters).
  private mutating func lexString(hashes: Int) {
    let triple = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
    index += triple ? 3 : 1
    while let c = byte(at: index) {
      if let length = isClosingDelimiter(at: index, triple: triple, hashes: hashes) {
        index += length
        return
      }
      if !triple, c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
        return
      }
      if c == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
        index += 1 + hashes
        if byte(at: index) == UInt8(ascii: "(") {
          lexInterpolation()
        } else if byte(at: index) != nil {
          index += 1
        }
        continue
      }
      index += 1
    }
  }

  /// Lexes the balanced `( … )` of an interpolation whose `(` is at `index`.
  private mutating func lexInterpolation() {
    var depth = 0
    while let token = nextToken() {
      if token.is("(") {
        depth += 1
      } else if token.is(")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private mutating func lexRegex(hashes: Int) {
    while let c = byte(at: index) {
      if c == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if c == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ byte(at: index + 1 + $0) == UInt8(ascii: "#") }) {
        index += 1 + hashes
        return
      }
      index += 1
    }
    index = min(index, bytes.count)
  }

  static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
      || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
  }

  static func isIdentifierContinue(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || isDigit(c)
  }

  static func isDigit(_ c: UInt8) -> Bool {
    c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }

  static func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
  }

  static func isOperatorCharacter(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  /// Operator characters always lexed alone, so `>>` closes two generic clauses and `Int?>` works.
  static func isSplitOperatorCharacter(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "?") || c == UInt8(ascii: "!")
  }
}
