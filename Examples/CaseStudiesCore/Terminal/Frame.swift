/// A text frame drawn with box-drawing characters: a titled body, the action-log pane (with the
/// lines it shows out of how many), a line of the screen's keys, and the keys that work everywhere
/// in the bottom border. Plain text; the terminal adds colors.
///
/// Below ``minimumWidth`` × ``minimumHeight`` the frame is only the message
/// "terminal too small (needs 80×24)", centered, so that nothing is cut or scrolled away.
public struct Frame: Equatable, Sendable {
  /// The frame's lines: `height` lines of exactly `width` characters.
  public var lines: [String]

  /// The narrowest frame that shows a screen.
  public static let minimumWidth = 80
  /// The lowest frame that shows a screen.
  public static let minimumHeight = 24
  /// What a frame below the minimum size says.
  public static let tooSmallMessage = "terminal too small (needs \(minimumWidth)×\(minimumHeight))"

  /// Lays out a frame of `width` × `height`.
  ///
  /// - Parameters:
  ///   - title: The screen's name, in the top border.
  ///   - body: The screen's lines; those beyond the body's height are not shown.
  ///   - log: Every line of the action-log pane, oldest first.
  ///   - logTop: The index of the first log line shown, or `nil` to show the last lines (the
  ///     pane follows the log as it grows). It is clamped to the log.
  ///   - help: The screen's keys.
  ///   - keys: The keys that work on every screen, in the bottom border.
  ///   - width: The frame's width; below ``minimumWidth`` the frame is only ``tooSmallMessage``.
  ///   - height: The frame's height; below ``minimumHeight`` the frame is only ``tooSmallMessage``.
  public init(
    title: String, body: [String], log: [String], logTop: Int? = nil, help: String, keys: String? = nil,
    width: Int = 80, height: Int = 24
  ) {
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
      self.lines = Self.tooSmall(width: width, height: height)
      return
    }
    let inner = width - 2
    let logHeight = Self.logHeight(forHeight: height)
    let bodyHeight = height - 5 - logHeight
    var lines = [Self.rule("┌", "┐", title: title, width: width)]
    for index in 0..<bodyHeight {
      lines.append("│" + Self.fit(index < body.count ? body[index] : "", inner) + "│")
    }
    let window = Self.logWindow(count: log.count, top: logTop, height: logHeight)
    var logTitle = "action log (_printChanges)"
    if !log.isEmpty {
      logTitle += " · lines \(window.lowerBound + 1)–\(window.upperBound) of \(log.count)"
    }
    lines.append(Self.rule("├", "┤", title: logTitle, width: width))
    for index in 0..<logHeight {
      let line = window.lowerBound + index < window.upperBound ? log[window.lowerBound + index] : ""
      lines.append("│" + Self.fit(line, inner) + "│")
    }
    lines.append(Self.rule("├", "┤", title: nil, width: width))
    lines.append("│" + Self.fit(" " + help, inner) + "│")
    lines.append(Self.rule("└", "┘", title: keys, width: width))
    self.lines = lines
  }

  /// How many log lines a frame of `height` shows (a third of what the borders leave, at least 3).
  public static func logHeight(forHeight height: Int) -> Int {
    max(3, (max(height, minimumHeight) - 5) / 3)
  }

  /// The log lines shown: `height` lines from `top` (clamped so the pane is full when the log is long
  /// enough), or the last `height` lines when `top` is `nil`.
  public static func logWindow(count: Int, top: Int?, height: Int) -> Range<Int> {
    let last = max(0, count - height)
    let start = top.map { min(max(0, $0), last) } ?? last
    return start..<min(count, start + height)
  }

  /// The frame of a terminal smaller than the minimum: ``tooSmallMessage`` (wrapped if it must be)
  /// and the terminal's size, centered in `height` lines of `width` characters.
  static func tooSmall(width: Int, height: Int) -> [String] {
    guard width > 0, height > 0 else { return [] }
    let message = ActionLog.wrapped(tooSmallMessage, width: width, indent: "")
      + ActionLog.wrapped("(this one is \(width)×\(height))", width: width, indent: "")
    let shown = message.prefix(height)
    let top = (height - shown.count) / 2
    return (0..<height).map { row in
      let index = row - top
      guard index >= 0, index < shown.count else { return String(repeating: " ", count: width) }
      let text = shown[shown.startIndex + index]
      let left = max(0, (width - text.count) / 2)
      return fit(String(repeating: " ", count: left) + text, width)
    }
  }

  /// The frame as text, lines separated by newlines.
  public var text: String { lines.joined(separator: "\n") }

  /// `text` padded or cut to exactly `width` characters (a cut line ends with `…`).
  public static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
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
