import Foundation

/// The shape of a line the JSON reader would not read: whether it holds one whole value (every
/// string closed, every `[` and `{` closed) and how deeply its arrays and objects nest.
///
/// A recording's reader uses it to tell a line cut short (the process ended while writing it) from a
/// whole line nested deeper than the JSON reader goes.
struct JSONLineShape {
  /// Whether every string, array and object the line opens is closed, and something was opened.
  let isComplete: Bool
  /// How many arrays and objects the deepest point of the line is inside.
  let depth: Int

  init(_ bytes: some Sequence<UInt8>) {
    var depth = 0
    var deepest = 0
    var isInString = false
    var isEscaped = false
    var closedOutermost = false
    var isUnbalanced = false
    for byte in bytes {
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        isInString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { closedOutermost = true }
        if depth < 0 { isUnbalanced = true }
      default:
        break
      }
    }
    self.isComplete = !isInString && depth == 0 && closedOutermost && !isUnbalanced
    self.depth = deepest
  }

  /// The deepest nesting the platform's JSON reader (`JSONSerialization`) accepts, found once by
  /// reading nested arrays; `nil` if it reads the deepest tried (4,096 levels).
  static let readerDepthLimit: Int? = {
    func reads(_ depth: Int) -> Bool {
      let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
    }
    var accepted = 1
    var refused = 4_097
    guard !reads(refused - 1) else { return nil }
    refused -= 1
    while refused - accepted > 1 {
      let middle = (accepted + refused) / 2
      if reads(middle) { accepted = middle } else { refused = middle }
    }
    return accepted
  }()
}
