import Foundation

/// A type's name as code in its module writes it: module prefixes and the runtime's markers of
/// private and local contexts left out, generic arguments kept.
///
/// ```swift
/// _readableTypeName(Result<Int, any Error>.self)  // "Result<Int, any Error>"
/// _readableTypeName(Feature.Action.self)          // "Feature.Action" (not "MyApp.Feature.Action")
/// ```
func _readableTypeName(_ type: Any.Type) -> String {
  var text = String(reflecting: type)
  text = removingMarkers(from: text, opening: "(unknown context at ", closing: ").")
  text = removingMarkers(from: text, opening: "(extension in ", closing: "):")
  var result = ""
  result.reserveCapacity(text.count)
  var index = text.startIndex
  var atNameStart = true
  while index < text.endIndex {
    let character = text[index]
    if atNameStart, character.isLetter || character == "_" {
      // The first component of a dotted name is its module: drop it when a dot follows.
      var end = index
      while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
        end = text.index(after: end)
      }
      if end < text.endIndex, text[end] == "." {
        index = text.index(after: end)
        atNameStart = false
        continue
      }
      result += text[index..<end]
      index = end
      atNameStart = false
      continue
    }
    result.append(character)
    atNameStart = "<([ ,:".contains(character)
    index = text.index(after: index)
  }
  return result
}

/// `text` without every run that starts with `opening` and ends with the next `closing`.
private func removingMarkers(from text: String, opening: String, closing: String) -> String {
  var text = text
  while let start = text.range(of: opening),
    let end = text.range(of: closing, range: start.upperBound..<text.endIndex)
  {
    text.removeSubrange(start.lowerBound..<end.upperBound)
  }
  return text
}
