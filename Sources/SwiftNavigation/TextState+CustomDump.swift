import CustomDump

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension TextState: CustomDumpRepresentable {
  /// The text as a dump shows it: a string, with styling written in a light markup.
  ///
  /// Bold is `**text**`, italic `_text_`, struck through `~~text~~`; other styling is a tag around the
  /// text, such as `<u>text</u>`, `<kerning=2.5>text</kerning>` or `<s color=red>text</s>`. Styling
  /// that changes nothing (`.font(nil)`, `.bold(isActive: false)`) and fonts are left out.
  ///
  /// ```swift
  /// customDump(TextState("Hello, ") + TextState("world").bold().italic())
  /// // "Hello, _**world**_"
  /// ```
  public var customDumpValue: Any {
    markup
  }

  /// The plain text with each modifier's markup wrapped around it, innermost first.
  var markup: String {
    var text: String
    switch storage {
    case let .verbatim(string):
      text = string
    case let .concatenated(lhs, rhs):
      text = lhs.markup + rhs.markup
    }
    for modifier in modifiers {
      text = modifier.wrap(text)
    }
    return text
  }
}

extension TextState.Modifier {
  /// `text` with this modifier's markup around it, or unchanged when it shows nothing.
  fileprivate func wrap(_ text: String) -> String {
    func tag(_ name: String, attribute: String? = nil, value: String? = nil) -> String {
      let opening = name + (attribute.map { " \($0)" } ?? "") + (value.map { "=\($0)" } ?? "")
      return "<\(opening)>\(text)</\(name)>"
    }
    switch self {
    case .bold(isActive: true):
      return "**\(text)**"
    case let .fontWeight(.some(weight)) where weight == .bold:
      return "**\(text)**"
    case .italic(isActive: true):
      return "_\(text)_"
    case .strikethrough(isActive: true, pattern: _, color: .none):
      return "~~\(text)~~"
    case let .strikethrough(isActive: true, pattern: _, color: .some(color)):
      return tag("s", attribute: "color", value: "\(color)")
    case .underline(isActive: true, pattern: _, color: .none):
      return tag("u")
    case let .underline(isActive: true, pattern: _, color: .some(color)):
      return tag("u", attribute: "color", value: "\(color)")
    case let .accessibilityHeading(level):
      return tag("accessibility-heading-level", value: level.rawValue)
    case let .accessibilityLabel(label):
      return tag("accessibility-label", value: label.markup)
    case let .accessibilityTextContentType(type):
      return tag("accessibility-text-content-type", value: type.rawValue)
    case let .baselineOffset(offset):
      return tag("baseline-offset", value: "\(offset)")
    case let .fontDesign(.some(design)):
      return tag("font-design", value: fontDesignName(design))
    case let .fontWeight(.some(weight)):
      return tag("font-weight", value: fontWeightName(weight))
    case let .fontWidth(.some(width)):
      return tag("font-width", value: width.rawValue)
    case let .foregroundColor(.some(color)):
      return tag("foreground-color", value: "\(color)")
    case let .kerning(kerning):
      return tag("kerning", value: "\(kerning)")
    case let .tracking(tracking):
      return tag("tracking", value: "\(tracking)")
    case let .speechAdjustedPitch(pitch):
      return tag("speech-adjusted-pitch", value: "\(pitch)")
    case .speechAlwaysIncludesPunctuation(true):
      return tag("speech-always-includes-punctuation")
    case .speechAnnouncementsQueued(true):
      return tag("speech-announcements-queued")
    case .speechSpellsOutCharacters(true):
      return tag("speech-spells-out-characters")
    case .bold(isActive: false), .italic(isActive: false), .font, .fontDesign(.none),
      .fontWeight(.none), .fontWidth(.none), .foregroundColor(.none), .monospacedDigit,
      .speechAlwaysIncludesPunctuation(false), .speechAnnouncementsQueued(false),
      .speechSpellsOutCharacters(false), .strikethrough(isActive: false, pattern: _, color: _),
      .underline(isActive: false, pattern: _, color: _):
      return text
    }
  }
}

/// The name of a font weight, such as `light`, the same with SwiftUI's weights and OpenTCA's own.
private func fontWeightName(_ weight: Font.Weight) -> String {
  let names: [(Font.Weight, String)] = [
    (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
    (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"),
    (.black, "black"),
  ]
  return names.first { $0.0 == weight }?.1 ?? "\(weight)"
}

/// The name of a font design, such as `serif`, the same with SwiftUI's designs and OpenTCA's own.
private func fontDesignName(_ design: Font.Design) -> String {
  let names: [(Font.Design, String)] = [
    (.default, "default"), (.serif, "serif"), (.rounded, "rounded"), (.monospaced, "monospaced"),
  ]
  return names.first { $0.0 == design }?.1 ?? "\(design)"
}
