/// A text frame drawn with box-drawing characters: a titled body, the live action-log pane, and a
/// line of key help. Plain text; the terminal adds colors.
public struct Frame: Equatable, Sendable {
  /// The frame's lines, each exactly `width` characters.
  public var lines: [String]

  /// Lays out a frame of `width` × `height` (at least 40 × 12).
  public init(
    title: String, body: [String], log: [String], help: String, width: Int = 80, height: Int = 24
  ) {
    let width = max(width, 40)
    let height = max(height, 12)
    let inner = width - 2
    let logHeight = max(3, (height - 5) / 3)
    let bodyHeight = height - 5 - logHeight
    var lines = [Self.rule("┌", "┐", title: title, width: width)]
    for index in 0..<bodyHeight {
      lines.append("│" + Self.fit(index < body.count ? body[index] : "", inner) + "│")
    }
    lines.append(Self.rule("├", "┤", title: "action log (_printChanges)", width: width))
    let shownLog = log.suffix(logHeight)
    for index in 0..<logHeight {
      let line = index < shownLog.count ? shownLog[shownLog.startIndex + index] : ""
      lines.append("│" + Self.fit(line, inner) + "│")
    }
    lines.append(Self.rule("├", "┤", title: nil, width: width))
    lines.append("│" + Self.fit(" " + help, inner) + "│")
    lines.append(Self.rule("└", "┘", title: nil, width: width))
    self.lines = lines
  }

  /// The frame as text, lines separated by newlines.
  public var text: String { lines.joined(separator: "\n") }

  /// `text` padded or cut to exactly `width` characters (a cut line ends with `…`).
  public static func fit(_ text: String, _ width: Int) -> String {
    let text = text.replacingTabs()
    if text.count <= width { return text + String(repeating: " ", count: width - text.count) }
    return String(text.prefix(width - 1)) + "…"
  }

  /// Two columns of `width` characters in all (after a space), separated by `│`.
  public static func columns(_ left: [String], _ right: [String], width: Int) -> [String] {
    let leftWidth = (width - 4) / 2
    let rightWidth = width - 4 - leftWidth
    return (0..<max(left.count, right.count)).map { index in
      " " + fit(index < left.count ? left[index] : "", leftWidth) + " │ "
        + fit(index < right.count ? right[index] : "", rightWidth)
    }
  }

  static func rule(_ left: String, _ right: String, title: String?, width: Int) -> String {
    guard let title else { return left + String(repeating: "─", count: width - 2) + right }
    let label = String(("─ " + title + " ").prefix(width - 2))
    return left + label + String(repeating: "─", count: width - 2 - label.count) + right
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    contains("\t") ? split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "  ") : self
  }
}
