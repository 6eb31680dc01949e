import MacroSupport

/// The `willSet`/`didSet` observers written on a tracked property, re-created inside its generated
/// setter: a property that gets accessors from a macro loses its observers, so the setter runs them.
///
/// Each body runs in an immediately called closure, so a `return` in it ends the observer, not the
/// setter. As in an observer, the body reads and writes the property's storage directly (`count`
/// becomes `_count`), so assigning the property in its own `didSet` does not run the observers again.
struct PropertyObservers {
  /// The `willSet` body, if any, and the name of its new-value parameter.
  var willSetObserver: (body: String, parameter: String)?
  /// The `didSet` body, if any, and the name of its old-value parameter.
  var didSetObserver: (body: String, parameter: String)?

  /// The observers of `binding`, with references to `name` redirected to `storage`.
  init(_ binding: PropertyBinding, name: String, storage: String) {
    for accessor in binding.accessors {
      guard let body = accessor.body, accessor.kind == "willSet" || accessor.kind == "didSet" else { continue }
      let parameter = accessor.parameter ?? (accessor.kind == "willSet" ? "newValue" : "oldValue")
      // The observer's parameter shadows a property of the same name.
      let rewritten =
        SwiftIdentifier.unescaped(name) == parameter ? body : Self.redirect(body, from: name, to: storage)
      if accessor.kind == "willSet" {
        willSetObserver = (rewritten, parameter)
      } else {
        didSetObserver = (rewritten, parameter)
      }
    }
  }

  /// Whether there is any observer.
  var isEmpty: Bool { willSetObserver == nil && didSetObserver == nil }

  /// Whether `didSet` reads the old value (only then does the setter keep a copy of it). The name is
  /// looked for as a word anywhere, string interpolations included.
  var didSetUsesOldValue: Bool {
    guard let didSet = didSetObserver else { return false }
    return Self.containsWord(didSet.parameter, in: didSet.body)
  }

  /// Whether `word` occurs in `text` as a whole identifier.
  static func containsWord(_ word: String, in text: String) -> Bool {
    let characters = Array(text)
    let target = Array(word)
    guard !target.isEmpty, characters.count >= target.count else { return false }
    func isIdentifierCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    for start in 0...(characters.count - target.count) where Array(characters[start..<start + target.count]) == target {
      let before = start > 0 ? characters[start - 1] : " "
      let after = start + target.count < characters.count ? characters[start + target.count] : " "
      if !isIdentifierCharacter(before) && !isIdentifierCharacter(after) { return true }
    }
    return false
  }

  /// `{ () -> Swift.Void in body }()`, as a statement.
  static func call(_ body: String) -> String {
    "({ () -> Swift.Void in\n" + indent(body.trimmingBlankLines()) + "\n})()"
  }

  /// References to the property `name` in `body` (alone or after `self.`), rewritten to `storage`;
  /// argument labels, other members named alike and keywords spelled like the name are left alone.
  static func redirect(_ body: String, from name: String, to storage: String) -> String {
    let bare = SwiftIdentifier.unescaped(name)
    let tokens = Lexer.tokenize(body)
    var utf8 = Array(body.utf8)
    for index in tokens.indices.reversed() {
      let token = tokens[index]
      guard token.kind == .identifier, SwiftIdentifier.unescaped(token.text) == bare else { continue }
      // Unescaped, a reserved word is the keyword (`let` in a body next to a property `` `let` ``).
      if !token.text.hasPrefix("`"), SwiftIdentifier.reservedWords.contains(token.text) { continue }
      let previous = index > 0 ? tokens[index - 1] : nil
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if let previous, previous.is(".") {
        guard index >= 2, tokens[index - 2].is("self") else { continue }
      }
      if let next, next.is(":"), let previous, previous.is("(") || previous.is(",") { continue }
      utf8.replaceSubrange(token.range, with: Array(storage.utf8))
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isWhitespace) ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}

extension String {
  /// The text without its leading and trailing blank lines, and with the common indentation removed.
  func trimmingBlankLines() -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    // The first line may have lost its indentation (a body's text starts at its first token): the
    // common indentation is that of the other lines then.
    let measured = lines.count > 1 && !(lines[0].first?.isWhitespace ?? true) ? Array(lines.dropFirst()) : lines
    let indentation = measured.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
      .min() ?? 0
    return lines.map { line in
      guard !line.allSatisfy(\.isWhitespace) else { return "" }
      let leading = line.prefix { $0 == " " || $0 == "\t" }.count
      return String(line.dropFirst(min(leading, indentation)))
    }
    .joined(separator: "\n")
  }
}
