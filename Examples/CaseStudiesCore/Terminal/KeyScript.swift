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
/// `<lt>` (a literal `<`), `<ctrl-c>`, and waits `<wait 300ms>`, `<wait 2s>`. A newline is ignored
/// (so a script file can have lines); so is a `<` with no closing `>`, which is read as a character.
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

  /// The steps of `script`.
  public static func parse(_ script: String) throws(ParseError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    var rest = Substring(script)
    while let first = rest.first {
      rest = rest.dropFirst()
      if first == "\n" || first == "\r" { continue }
      guard first == "<", let close = rest.firstIndex(of: ">") else {
        steps.append(.key(.character(first)))
        continue
      }
      let name = rest[..<close].lowercased()
      rest = rest[rest.index(after: close)...]
      steps.append(try step(named: name))
    }
    return steps
  }

  static func step(named name: String) throws(ParseError) -> ScriptStep {
    switch name {
    case "enter", "return", "cr": return .key(.enter)
    case "esc", "escape": return .key(.escape)
    case "tab": return .key(.tab)
    case "bs", "backspace", "del": return .key(.backspace)
    case "up": return .key(.up)
    case "down": return .key(.down)
    case "left": return .key(.left)
    case "right": return .key(.right)
    case "space": return .key(.character(" "))
    case "lt": return .key(.character("<"))
    case "ctrl-c": return .key(.interrupt)
    default:
      if name.hasPrefix("wait ") {
        let amount = name.dropFirst(5).trimmingCharacters(in: " ")
        if amount.hasSuffix("ms"), let value = Int(amount.dropLast(2)) {
          return .wait(.milliseconds(value))
        }
        if amount.hasSuffix("s"), let value = Double(amount.dropLast(1)) {
          return .wait(.milliseconds(Int(value * 1000)))
        }
      }
      throw ParseError(description: "Unknown key <\(name)> in the script.")
    }
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
