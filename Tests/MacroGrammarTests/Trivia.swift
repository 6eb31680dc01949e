/// Comments of every form, holding the characters a declaration scanner must not read as code
/// (`{`, `}`, `,`, `(`, `)`, `"`, `=`, `:`, `<`, `>`, `#if`).
enum Trivia {
  /// Whole-line comments (line, block, doc, nested block), or nothing.
  static let lines = [
    "// a line comment, with } and ) and \"quotes\" and = signs",
    "/* a block comment { case x, var y = 1 } */",
    "/// A doc comment: `var a = 1, b = 2` and `case c(Int)`.",
    "/** A doc block comment.\n - Note: it spans lines, with { and } and #if false */",
    "/* outer /* nested { */ still a comment ) */",
    "// MARK: - a section, <T: Equatable>",
    "///  - Parameter x: holds `}`",
  ]

  /// Comments that fit between two tokens on one line.
  static let inline = ["/* c */", "/* , } ) */", "/**/", "/* = { */"]

  /// A comment line (with its newline) at `indent`, or nothing, chosen by `random`.
  static func line(_ random: inout SeededGenerator, indent: String, probability: Double = 0.35) -> String {
    guard random.chance(probability) else { return "" }
    let comment = random.element(of: lines)
    return comment.split(separator: "\n", omittingEmptySubsequences: false)
      .map { indent + $0 + "\n" }.joined()
  }

  /// An inline comment followed by a space, or nothing.
  static func inline(_ random: inout SeededGenerator, probability: Double = 0.15) -> String {
    random.chance(probability) ? random.element(of: inline) + " " : ""
  }

  /// A comment at the end of a line (with its leading space), or nothing.
  static func trailing(_ random: inout SeededGenerator, probability: Double = 0.2) -> String {
    guard random.chance(probability) else { return "" }
    return random.element(of: [" // trailing, with }", " /* trailing ) */", " // = 1, b = 2"])
  }
}
