import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension TextState {
  /// One styling step, recorded in the order it was applied.
  enum Modifier: Hashable, Sendable {
    case accessibilityHeading(AccessibilityHeadingLevel)
    case accessibilityLabel(TextState)
    case accessibilityTextContentType(AccessibilityTextContentType)
    case baselineOffset(CGFloat)
    case bold(isActive: Bool)
    case font(Font?)
    case fontDesign(Font.Design?)
    case fontWeight(Font.Weight?)
    case fontWidth(FontWidth?)
    case foregroundColor(Color?)
    case italic(isActive: Bool)
    case kerning(CGFloat)
    case monospacedDigit
    case speechAdjustedPitch(Double)
    case speechAlwaysIncludesPunctuation(Bool)
    case speechAnnouncementsQueued(Bool)
    case speechSpellsOutCharacters(Bool)
    case strikethrough(isActive: Bool, pattern: LineStylePattern?, color: Color?)
    case tracking(CGFloat)
    case underline(isActive: Bool, pattern: LineStylePattern?, color: Color?)
  }

  /// The width of a font.
  public enum FontWidth: String, Hashable, Sendable {
    /// A compressed width.
    case compressed
    /// A condensed width.
    case condensed
    /// An expanded width.
    case expanded
    /// The standard width.
    case standard
  }

  /// The pattern of a line drawn through or under text.
  public enum LineStylePattern: String, Hashable, Sendable {
    /// Dashes.
    case dash
    /// Dashes and dots.
    case dashDot
    /// Dashes, each followed by two dots.
    case dashDotDot
    /// Dots.
    case dot
    /// A solid line.
    case solid
  }

  /// The kind of content a text holds, for assistive technologies.
  public enum AccessibilityTextContentType: String, Hashable, Sendable {
    /// Console output.
    case console
    /// File system content.
    case fileSystem
    /// A message.
    case messaging
    /// Narrative text, such as a book.
    case narrative
    /// Plain text.
    case plain
    /// Source code.
    case sourceCode
    /// Spreadsheet content.
    case spreadsheet
    /// Word processing content.
    case wordProcessing
  }

  /// The heading level of a text, for assistive technologies.
  public enum AccessibilityHeadingLevel: String, Hashable, Sendable {
    /// A first-level heading.
    case h1
    /// A second-level heading.
    case h2
    /// A third-level heading.
    case h3
    /// A fourth-level heading.
    case h4
    /// A fifth-level heading.
    case h5
    /// A sixth-level heading.
    case h6
    /// A heading of unspecified level.
    case unspecified
  }
}

// MARK: - Styling

extension TextState {
  /// The text raised (or, when negative, lowered) by `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Self {
    appending(.baselineOffset(baselineOffset))
  }

  /// The text in bold. Dumps show it as `**text**`.
  public func bold() -> Self {
    appending(.bold(isActive: true))
  }

  /// The text in bold when `isActive` is `true`.
  public func bold(isActive: Bool) -> Self {
    appending(.bold(isActive: isActive))
  }

  /// The text in `font`; `nil` keeps the surrounding font.
  public func font(_ font: Font?) -> Self {
    appending(.font(font))
  }

  /// The text in a font of the given design; `nil` keeps the surrounding design.
  public func fontDesign(_ design: Font.Design?) -> Self {
    appending(.fontDesign(design))
  }

  /// The text in a font of the given weight; `nil` keeps the surrounding weight. A bold weight dumps
  /// as `**text**`, other weights as `<font-weight=light>text</font-weight>`.
  public func fontWeight(_ weight: Font.Weight?) -> Self {
    appending(.fontWeight(weight))
  }

  /// The text in a font of the given width; `nil` keeps the surrounding width.
  public func fontWidth(_ width: FontWidth?) -> Self {
    appending(.fontWidth(width))
  }

  /// The text in `color`; `nil` keeps the surrounding color. Dumps show it as
  /// `<foreground-color=red>text</foreground-color>`.
  public func foregroundColor(_ color: Color?) -> Self {
    appending(.foregroundColor(color))
  }

  /// The text in italics. Dumps show it as `_text_`.
  public func italic() -> Self {
    appending(.italic(isActive: true))
  }

  /// The text in italics when `isActive` is `true`.
  public func italic(isActive: Bool) -> Self {
    appending(.italic(isActive: isActive))
  }

  /// The text with `kerning` points of extra space between characters.
  public func kerning(_ kerning: CGFloat) -> Self {
    appending(.kerning(kerning))
  }

  /// The text with digits of equal width.
  public func monospacedDigit() -> Self {
    appending(.monospacedDigit)
  }

  /// The text struck through with a solid line when `isActive` is `true`, in `color` if given. Dumps
  /// show it as `~~text~~`, or `<s color=red>text</s>` with a color.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self {
    appending(.strikethrough(isActive: isActive, pattern: .solid, color: color))
  }

  /// The text struck through with a line of the given pattern when `isActive` is `true`.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil
  ) -> Self {
    appending(.strikethrough(isActive: isActive, pattern: pattern, color: color))
  }

  /// The text with `tracking` points of extra space between characters.
  public func tracking(_ tracking: CGFloat) -> Self {
    appending(.tracking(tracking))
  }

  /// The text underlined with a solid line when `isActive` is `true`, in `color` if given. Dumps show
  /// it as `<u>text</u>`, or `<u color=red>text</u>` with a color.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self {
    appending(.underline(isActive: isActive, pattern: .solid, color: color))
  }

  /// The text underlined with a line of the given pattern when `isActive` is `true`.
  public func underline(
    _ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil
  ) -> Self {
    appending(.underline(isActive: isActive, pattern: pattern, color: color))
  }
}

// MARK: - Accessibility

extension TextState {
  /// The text marked as a heading of the given level.
  public func accessibilityHeading(_ headingLevel: AccessibilityHeadingLevel) -> Self {
    appending(.accessibilityHeading(headingLevel))
  }

  /// The text with a label that assistive technologies read instead of it.
  public func accessibilityLabel(_ label: Self) -> Self {
    appending(.accessibilityLabel(label))
  }

  /// The text with a label that assistive technologies read instead of it.
  public func accessibilityLabel(_ string: String) -> Self {
    appending(.accessibilityLabel(TextState(verbatim: string)))
  }

  /// The text with a label that assistive technologies read instead of it.
  public func accessibilityLabel<S: StringProtocol>(_ string: S) -> Self {
    appending(.accessibilityLabel(TextState(string)))
  }

  /// The accessibility label applied last, if any.
  public var accessibilityLabel: TextState? {
    for modifier in modifiers.reversed() {
      if case let .accessibilityLabel(label) = modifier {
        return label
      }
    }
    return nil
  }

  /// The text marked as holding content of the given kind.
  public func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> Self {
    appending(.accessibilityTextContentType(type))
  }

  /// The text spoken at a pitch raised (positive) or lowered (negative) by `value`.
  public func speechAdjustedPitch(_ value: Double) -> Self {
    appending(.speechAdjustedPitch(value))
  }

  /// The text spoken with all of its punctuation when `value` is `true`.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Self {
    appending(.speechAlwaysIncludesPunctuation(value))
  }

  /// The text's announcement queued behind others, rather than interrupting them, when `value` is
  /// `true`.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Self {
    appending(.speechAnnouncementsQueued(value))
  }

  /// The text spelled out character by character when `value` is `true`.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Self {
    appending(.speechSpellsOutCharacters(value))
  }
}
