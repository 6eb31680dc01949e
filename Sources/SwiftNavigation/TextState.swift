import Foundation

/// Text that can be held in state, compared and dumped: the UI-free stand-in for SwiftUI's `Text`.
///
/// A feature describes the text of its alerts, dialogs and labels as values, so tests can assert
/// them with `==` and a failing assertion shows them as plain strings:
///
/// ```swift
/// state.banner = TextState("Hello, ") + TextState(name).bold() + TextState("!")
/// ```
///
/// Styling modifiers (``bold()``, ``italic()``, ``foregroundColor(_:)``, ...) are recorded in order,
/// take part in equality and show up in dumps (`**bold**`, `_italic_`, `<u>underlined</u>`, ...).
/// ``Swift/String/init(state:locale:)`` gives the plain text without any styling.
///
/// Two text states are equal when they were built the same way: `TextState("ab")` is not equal to
/// `TextState("a") + TextState("b")`, even though both read "ab".
public struct TextState: Hashable, Sendable {
  /// How the text is made: a string, or two texts one after the other.
  indirect enum Storage: Hashable, Sendable {
    case verbatim(String)
    case concatenated(TextState, TextState)
  }

  let storage: Storage
  /// The styling applied to the text, in the order it was applied.
  var modifiers: [Modifier] = []

  init(storage: Storage) {
    self.storage = storage
  }

  /// Text that shows `content` exactly as given.
  ///
  /// - Parameter content: The string to show.
  public init(verbatim content: String) {
    self.storage = .verbatim(content)
  }

  /// Text that shows `content`.
  ///
  /// OpenTCA does not localize: the string is shown as given, as ``init(verbatim:)`` does.
  ///
  /// ```swift
  /// TextState("Delete \(item.name)?")
  /// ```
  ///
  /// - Parameter content: The string to show.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text that shows `lhs` followed by `rhs`, each with its own styling.
  ///
  /// ```swift
  /// TextState("Total: ") + TextState("42").bold()
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// A copy of this text with one more modifier, applied after the existing ones.
  func appending(_ modifier: Modifier) -> Self {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }
}

extension String {
  /// The plain text of a text state, without its styling.
  ///
  /// ```swift
  /// String(state: TextState("Hello, ") + TextState("world").bold())  // "Hello, world"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The text state to read.
  ///   - locale: Accepted for source compatibility; OpenTCA's text states are not localized, so it
  ///     does not change the result.
  public init(state: TextState, locale: Locale? = nil) {
    switch state.storage {
    case let .verbatim(string):
      self = string
    case let .concatenated(lhs, rhs):
      self = String(state: lhs, locale: locale) + String(state: rhs, locale: locale)
    }
  }
}
