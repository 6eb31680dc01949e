import MacroSupport

/// What a case's `@available` attributes mean for its generated case path.
///
/// - `@available(*, unavailable…)`: the case gets no case path (Swift needs no `switch` arm for it).
/// - Deprecating forms (`(*, deprecated…)`, `(iOS, deprecated…)`, `(iOS, introduced: 13, deprecated: 17…)`):
///   copied onto the case's property and onto a witness enum, through which the expansion's own code
///   names the case key path without a deprecation warning.
/// - Short introducing forms (`(iOS 17, macOS 14, *)`): copied onto the property; the case key path is
///   guarded by `#available` with the same arguments.
/// - Anything else (platform `unavailable`, `obsoleted:`, a lone `renamed:`, long-form `introduced:`) is
///   unsupported: the macro reports it.
struct CaseAvailability {
  /// Whether an `@available(*, unavailable…)` attribute removes the case.
  var isUnavailable = false
  /// The attributes that deprecate the case.
  var deprecations: [Attribute] = []
  /// The short-form attributes that introduce the case on some platforms.
  var introductions: [Attribute] = []
  /// The `@available` attributes in a form the macro cannot reproduce.
  var unsupported: [Attribute] = []

  /// Classifies the `@available` attributes among `attributes` (others are ignored).
  init(_ attributes: [Attribute]) {
    for attribute in attributes where attribute.name == "available" {
      let arguments = attribute.arguments
      let flags = Set(arguments.filter { $0.label == nil }.map(\.value))
      let labels = Set(arguments.compactMap(\.label))
      if arguments.first.map({ $0.label == nil && $0.value == "*" }) == true, flags.contains("unavailable") {
        isUnavailable = true
      } else if flags.contains("deprecated") || labels.contains("deprecated"),
        !flags.contains("unavailable"), !labels.contains("obsoleted")
      {
        deprecations.append(attribute)
      } else if !arguments.isEmpty, arguments.allSatisfy({ $0.label == nil && Self.isShortFormEntry($0.value) }) {
        introductions.append(attribute)
      } else {
        unsupported.append(attribute)
      }
    }
  }

  /// Whether the case is deprecated, and so needs a witness enum.
  var isDeprecated: Bool { !deprecations.isEmpty }

  /// The `#available(…)` conditions guarding the case key path, or `nil` when it needs none.
  var availabilityCondition: String? {
    guard !introductions.isEmpty else { return nil }
    return introductions.map { "#available(\($0.argumentsText ?? ""))" }.joined(separator: ", ")
  }

  /// The attributes copied onto the case's property, in source order.
  var propertyAttributes: [Attribute] {
    (deprecations + introductions).sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// Whether `entry` is `*` or a platform and version such as `iOS 17` or `macOS 10.15.4`.
  static func isShortFormEntry(_ entry: String) -> Bool {
    if entry == "*" { return true }
    let tokens = Lexer.tokenize(entry)
    guard let platform = tokens.first, platform.kind == .identifier, !platform.text.hasPrefix("`"),
      platform.text != "swift", platform.text != "_PackageDescription", tokens.count >= 2
    else { return false }
    return tokens.dropFirst().allSatisfy { $0.kind == .number || $0.is(".") }
  }
}
