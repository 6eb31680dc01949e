/// Colors a plain ``Frame`` for a terminal: a bold title, the highlighted menu item (or focused field)
/// reversed, the log's actions cyan, effect lifecycle lines magenta, runtime warnings yellow, its removed lines red and its added lines green.
public enum ANSIStyle {
  static let bold = "\u{1B}[1m"
  static let reverse = "\u{1B}[7m"
  static let red = "\u{1B}[31m"
  static let green = "\u{1B}[32m"
  static let cyan = "\u{1B}[36m"
  static let yellow = "\u{1B}[33m"
  static let magenta = "\u{1B}[35m"
  static let reset = "\u{1B}[0m"

  /// The line colored as it should be shown.
  public static func style(_ line: String, index: Int) -> String {
    guard line.count > 2, let first = line.first, let last = line.last, first == "│", last == "│" else {
      return index == 0 ? bold + line + reset : line
    }
    let inner = String(line.dropFirst().dropLast())
    let trimmed = inner.drop(while: { $0 == " " })
    let color: String
    if inner.hasPrefix(" ▸ ") {
      color = reverse
    } else if inner.hasPrefix("⚠ ") {
      color = yellow
    } else if inner.hasPrefix("▸ ") {
      color = cyan
    } else if inner.hasPrefix("◦ ") {
      color = magenta
    } else if trimmed.hasPrefix("−") {
      color = red
    } else if trimmed.hasPrefix("+") {
      color = green
    } else {
      return line
    }
    return "│" + color + inner + reset + "│"
  }

  /// The whole frame, colored, each line ending with "clear to end of line".
  public static func render(_ frame: Frame) -> String {
    frame.lines.enumerated().map { style($0.element, index: $0.offset) + "\u{1B}[K" }
      .joined(separator: "\r\n")
  }
}
