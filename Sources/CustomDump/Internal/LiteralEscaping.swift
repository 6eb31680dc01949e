/// `text` ready to stand between the quotes of a string literal delimited by `hashes` `#`: every
/// character a one-line dump escapes (`String.debugDescription`: control characters such as ESC, CR,
/// BEL and NUL, tabs, …) escaped the same way, with the delimiter's hashes (`\u{1B}`, or `\#u{1B}` in
/// `#"…"#`). Quotes and backslashes stay as they are (the raw delimiter covers them), and so do line
/// feeds when `keepingLineFeeds` (the lines of a multi-line literal).
///
/// Without it a multi-line dump would print an ESC that recolours a terminal, or a CR that hides
/// the start of its line, where a one-line dump prints `\u{1B}` and `\r`.
func escapingUnprintables(_ text: String, hashes: Int, keepingLineFeeds: Bool) -> String {
  func mayNeedEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value >= 0x7F
  }
  guard text.unicodeScalars.contains(where: { mayNeedEscape($0) && !(keepingLineFeeds && $0 == "\n") })
  else { return text }
  let escape = "\\" + String(repeating: "#", count: hashes)
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for character in text {
    guard character.unicodeScalars.contains(where: mayNeedEscape) else {
      out.append(character)
      continue
    }
    // A line feed that ends the character (alone, or after a CR) stays a real line break.
    var scalars = Substring(String(character)).unicodeScalars
    let keepsLineFeed = keepingLineFeeds && scalars.last == "\n"
    if keepsLineFeed { scalars.removeLast() }
    let body = String(scalars)
    let quoted = body.debugDescription
    let escaped = quoted.dropFirst().dropLast()
    if escaped == body[...] {
      out += body
    } else {
      for part in escaped {
        if part == "\\" { out += escape } else { out.append(part) }
      }
    }
    if keepsLineFeed { out += "\n" }
  }
  return out
}
