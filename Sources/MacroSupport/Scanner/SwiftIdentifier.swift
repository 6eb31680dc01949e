/// Helpers for writing names into generated Swift source.
public enum SwiftIdentifier {
  /// Words that must be wrapped in backticks to be used as a declared name.
  public static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
  ]

  /// `name` without surrounding backticks: `` `default` `` → `default`.
  public static func unescaped(_ name: String) -> String {
    if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
      return String(name.dropFirst().dropLast())
    }
    return name
  }

  /// `name` as an argument label in a call or a function reference: keywords need no backticks there
  /// (Swift warns when they have them), except `inout`, `var` and `let`.
  ///
  /// ```swift
  /// SwiftIdentifier.argumentLabel("`init`")  // "init"
  /// SwiftIdentifier.argumentLabel("`var`")   // "`var`"
  /// ```
  public static func argumentLabel(_ name: String) -> String {
    let bare = unescaped(name)
    return ["inout", "var", "let"].contains(bare) ? "`\(bare)`" : bare
  }

  /// `name` as a component of a key path written with its root, `\Root.<component>`: after a type,
  /// `.Type` and `.Protocol` (even in backticks) name metatypes, so those members are reached through
  /// the identity component, `\Root.self.`Type``, which is the same key path.
  ///
  /// ```swift
  /// "\\Self.\(SwiftIdentifier.keyPathComponent("count"))"       // \Self.count
  /// "\\Self.\(SwiftIdentifier.keyPathComponent("`Protocol`"))"  // \Self.self.`Protocol`
  /// ```
  public static func keyPathComponent(_ name: String) -> String {
    ["Type", "Protocol"].contains(unescaped(name)) ? "self.`\(unescaped(name))`" : name
  }

  /// `name` wrapped in backticks when it is a reserved word, so it can be declared: `default` → `` `default` ``.
  public static func escaped(_ name: String) -> String {
    let bare = unescaped(name)
    return reservedWords.contains(bare) ? "`\(bare)`" : bare
  }
}
