import MacroSupport

/// An associated value's type, rewritten to mean the same inside the generated `AllCasePaths` struct.
///
/// Inside `AllCasePaths`, `Self` is the struct and `Element` is its `Sequence` element, so `Self`
/// becomes the enum's name and a free-standing `Element` becomes `_$Element` (a type alias the
/// expansion declares in the enum). The type is re-spelled token by token, so comments are dropped.
///
/// ```swift
/// PayloadType(rewriting: "[Element] // items", enumName: "Batch")
/// // text: "[_$Element]", mentionsElement: true
/// ```
struct PayloadType {
  /// The rewritten type.
  var text: String
  /// Whether an `Element` was rewritten to `_$Element`.
  var mentionsElement: Bool
  /// Whether the type names a free-standing `Iterator`, which inside `AllCasePaths` would mean its
  /// `Sequence` iterator (there is no alias for it: the macro reports it).
  var mentionsIterator: Bool

  /// Rewrites `type`, an associated value's type as written in the enum named `enumName`.
  init(rewriting type: String, enumName: String) {
    var text = ""
    var mentionsElement = false
    var mentionsIterator = false
    var previous: Token?
    for token in Lexer.tokenize(type) {
      if !text.isEmpty && token.precededBySpace { text += " " }
      let isMember = previous?.is(".") == true
      if token.kind == .identifier && token.text == "Self" && !isMember {
        text += enumName
      } else if token.kind == .identifier && token.text == "Element" && !isMember {
        text += "_$Element"
        mentionsElement = true
      } else {
        mentionsIterator = mentionsIterator || (token.kind == .identifier && token.text == "Iterator" && !isMember)
        text += token.text
      }
      previous = token
    }
    self.text = text
    self.mentionsElement = mentionsElement
    self.mentionsIterator = mentionsIterator
  }
}
