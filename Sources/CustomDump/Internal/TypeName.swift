import Foundation

/// The name a dump shows for a type, as Point-Free's CustomDump writes it.
///
/// Starting from the fully qualified name:
/// - compiler-made `(unknown context at $…)` components are dropped, so a type declared inside a
///   function keeps its enclosing type names (`DumpTests.Inline`);
/// - `Optional`, `Array` and `Dictionary` are written with their sugar (`Double?`, `[Int]`,
///   `[String: Int]`);
/// - the module is dropped from every qualified name (`MyApp.Feature.State` becomes `Feature.State`);
/// - when `abbreviatingGenerics`, generic arguments are dropped (`Result<Int, Error>` becomes `Result`).
func typeName(_ type: Any.Type, abbreviatingGenerics: Bool = true) -> String {
  let key = TypeNameKey(type: ObjectIdentifier(type), abbreviatingGenerics: abbreviatingGenerics)
  if let cached = typeNameCache.withLock({ $0[key] }) { return cached }
  let name = shortTypeName(_typeName(type, qualified: true), abbreviatingGenerics: abbreviatingGenerics)
  typeNameCache.withLock { $0[key] = name }
  return name
}

/// Shortens a fully qualified type name (see ``typeName(_:abbreviatingGenerics:)``).
func shortTypeName(_ qualified: String, abbreviatingGenerics: Bool = true) -> String {
  var name = removingUnknownContexts(qualified)
  // Sugar from the inside out: each pass rewrites the generic types whose arguments are plain.
  for _ in 0..<16 {
    let sugared = sugaringStandardGenerics(name)
    if sugared == name { break }
    name = sugared
  }
  name = removingModules(name)
  if abbreviatingGenerics, let open = name.firstIndex(of: "<"),
    let close = name.lastIndex(of: ">"), open < close
  {
    name.removeSubrange(open...close)
  }
  return name
}

private struct TypeNameKey: Hashable {
  var type: ObjectIdentifier
  var abbreviatingGenerics: Bool
}

private let typeNameCache = Mutex<[TypeNameKey: String]>([:])

/// A minimal lock-protected box.
final class Mutex<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// `A.(unknown context at $1a2b).B` becomes `A.B`.
private func removingUnknownContexts(_ name: String) -> String {
  let marker = "(unknown context at $"
  guard name.contains(marker) else { return name }
  var result = ""
  var rest = Substring(name)
  while let range = rest.range(of: marker) {
    result += rest[..<range.lowerBound]
    var cursor = range.upperBound
    while cursor < rest.endIndex, rest[cursor].isHexDigit { cursor = rest.index(after: cursor) }
    // Expect `).` after the address; otherwise keep the text as it is.
    let tail = rest[cursor...]
    if tail.hasPrefix(").") {
      rest = tail.dropFirst(2)
    } else {
      result += rest[range.lowerBound..<cursor]
      rest = tail
    }
  }
  result += rest
  return result
}

/// One pass of `Swift.Optional<X>` → `X?`, `Swift.Array<X>` → `[X]`, `Swift.Dictionary<K, V>` →
/// `[K: V]`, for arguments that hold no further generic arguments.
private func sugaringStandardGenerics(_ name: String) -> String {
  let heads: [(String, ([Substring]) -> String?)] = [
    ("Swift.Optional<", { $0.count == 1 ? "\($0[0])?" : nil }),
    ("Swift.Array<", { $0.count == 1 ? "[\($0[0])]" : nil }),
    ("Swift.Dictionary<", { $0.count == 2 ? "[\($0[0]): \($0[1])]" : nil }),
  ]
  var result = ""
  var index = name.startIndex
  outer: while index < name.endIndex {
    let atWordStart =
      index == name.startIndex || !isIdentifierCharacter(name[name.index(before: index)])
    if atWordStart {
      for (head, sugar) in heads where name[index...].hasPrefix(head) {
        let argumentsStart = name.index(index, offsetBy: head.count)
        // The arguments must contain no `<` or `>`: find the closing `>`.
        guard let close = name[argumentsStart...].firstIndex(where: { $0 == ">" || $0 == "<" }),
          name[close] == ">"
        else { continue }
        let arguments = name[argumentsStart..<close].split(separator: ",", maxSplits: 1)
          .map { $0.drop(while: { $0 == " " }) }
        if let replacement = sugar(arguments) {
          result += replacement
          index = name.index(after: close)
          continue outer
        }
      }
    }
    result.append(name[index])
    index = name.index(after: index)
  }
  return result
}

/// Drops the first component of every dotted path: `Swift.Int` → `Int`, `App.Feature.State` →
/// `Feature.State`.
private func removingModules(_ name: String) -> String {
  var result = ""
  var index = name.startIndex
  while index < name.endIndex {
    let character = name[index]
    guard isIdentifierCharacter(character) else {
      result.append(character)
      index = name.index(after: index)
      continue
    }
    // A run of identifier characters and dots.
    var end = index
    while end < name.endIndex, isIdentifierCharacter(name[end]) || name[end] == "." {
      end = name.index(after: end)
    }
    let run = name[index..<end]
    if let dot = run.firstIndex(of: "."), dot != run.startIndex,
      run.index(after: dot) < run.endIndex
    {
      result += run[run.index(after: dot)...]
    } else {
      result += run
    }
    index = end
  }
  return result
}

private func isIdentifierCharacter(_ character: Character) -> Bool {
  character.isLetter || character.isNumber || character == "_"
}
