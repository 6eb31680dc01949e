/// One step of a key script: a key, or a wait on the (virtual) clock.
public enum ScriptStep: Equatable, Sendable {
  /// Press a key.
  case key(Key)
  /// Let time pass.
  case wait(Duration)
}

/// The syntax of `--script`: characters are keys; `<name>` is a special key or a wait.
///
/// Names: `<enter>`, `<esc>`, `<tab>`, `<bs>`, `<up>`, `<down>`, `<left>`, `<right>`, `<space>`,
/// `<pgup>`, `<pgdn>`, `<lt>` (a literal `<`), `<ctrl-c>`, and waits `<wait 300ms>`, `<wait 2s>`
/// (at most ``maximumWait``). A newline is ignored (so a script file can have lines). Every `<` opens
/// a tag: a tag not closed by `>` on its line, an unknown name and a negative or malformed wait are
/// errors, reported with the tag and its place in the script.
public enum KeyScript {
  /// An error in a script.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let description: String

    /// Creates an error that says `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// The longest wait a script may ask for (one day of virtual time).
  public static let maximumWait = Duration.seconds(86_400)

  /// The steps of `script`.
  public static func parse(_ script: String) throws(ParseError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    var rest = Substring(script)
    var position = 0  // characters read so far, for the messages
    while let first = rest.first {
      rest = rest.dropFirst()
      position += 1
      if first == "\n" || first == "\r" { continue }
      guard first == "<" else {
        steps.append(.key(.character(first)))
        continue
      }
      let line = rest.prefix { $0 != "\n" && $0 != "\r" }
      guard let close = line.firstIndex(of: ">") else {
        throw ParseError(
          description: "Unterminated tag \"<\(line)\" at character \(position) of the script: "
            + "close it with \">\" (a literal \"<\" is <lt>).")
      }
      let name = String(rest[..<close])
      steps.append(try step(named: name, at: position))
      position += name.count + 1
      rest = rest[rest.index(after: close)...]
    }
    return steps
  }

  static func step(named tag: String, at position: Int) throws(ParseError) -> ScriptStep {
    let name = tag.lowercased()
    switch name {
    case "enter", "return", "cr": return .key(.enter)
    case "esc", "escape": return .key(.escape)
    case "tab": return .key(.tab)
    case "bs", "backspace", "del": return .key(.backspace)
    case "up": return .key(.up)
    case "down": return .key(.down)
    case "left": return .key(.left)
    case "right": return .key(.right)
    case "pgup", "pageup": return .key(.pageUp)
    case "pgdn", "pagedown": return .key(.pageDown)
    case "space": return .key(.character(" "))
    case "lt": return .key(.character("<"))
    case "ctrl-c": return .key(.interrupt)
    default:
      guard name == "wait" || name.hasPrefix("wait ") else {
        throw ParseError(
          description: "Unknown key <\(tag)> at character \(position) of the script "
            + "(keys: <enter> <esc> <tab> <bs> <up> <down> <left> <right> <pgup> <pgdn> <space> <lt> "
            + "<ctrl-c>, waits: <wait 300ms> <wait 2s>).")
      }
      return .wait(try wait(String(name.dropFirst(4).trimmingCharacters(in: " ")), tag: tag, at: position))
    }
  }

  /// The duration of `<wait amount>`: a decimal number (digits, at most one point) of milliseconds
  /// (`300ms`) or seconds (`2s`, `1.5s`), from 0 to ``maximumWait``.
  static func wait(_ amount: String, tag: String, at position: Int) throws(ParseError) -> Duration {
    func failure(_ problem: String) -> ParseError {
      ParseError(description: "Bad wait <\(tag)> at character \(position) of the script: \(problem).")
    }
    let malformed = failure("write a duration such as 300ms or 2s")
    let number: Substring
    let millisecondsPerUnit: Double
    if amount.hasSuffix("ms") {
      (number, millisecondsPerUnit) = (amount.dropLast(2), 1)
    } else if amount.hasSuffix("s") {
      (number, millisecondsPerUnit) = (amount.dropLast(1), 1000)
    } else {
      throw malformed
    }
    func isDecimal(_ text: Substring) -> Bool {
      text.contains { $0.isASCII && $0.isNumber }
        && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
        && text.filter { $0 == "." }.count <= 1
    }
    if number.hasPrefix("-"), isDecimal(number.dropFirst()) { throw failure("a wait cannot be negative") }
    guard isDecimal(number), let value = Double(number) else { throw malformed }
    let milliseconds = value * millisecondsPerUnit
    let maximum = Double(maximumWait.components.seconds) * 1000
    guard milliseconds <= maximum else { throw failure("a wait is at most 86400s (one day)") }
    return .nanoseconds(Int64((milliseconds * 1_000_000).rounded()))
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in character: Character) -> Substring {
    var text = Substring(self)
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return text
  }
}
