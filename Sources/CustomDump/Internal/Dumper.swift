/// The deepest nesting a dump descends to, whatever `maxDepth` asks for. Deeper parts are written
/// `Type(…)`, so a value nested thousands of levels deep yields a bounded dump instead of exhausting
/// the stack. A thread with a small stack is cut earlier (see `stackReserveToCut`).
let dumpNestingLimit = 100

/// Numbers class instances within one dump, so repeated and distinct instances can be told apart.
///
/// The first instance of a type carries no number, the next distinct instances of the same type
/// `#1`, `#2`, …; an instance already written is written `Type(↩︎)` with its number.
struct ObjectTracker {
  var numbers: [ObjectIdentifier: Int] = [:]
  var instancesPerType: [String: Int] = [:]
  var visited: Set<ObjectIdentifier> = []
  /// Keeps every object seen alive for the dump, so no identifier is reused by a temporary.
  var retained: [Any] = []

  /// The number of `object` (assigned on first sight from `next`), and its `#N ` marker.
  mutating func marker(for object: ObjectIdentifier, next: Int) -> String {
    let number = numbers[object] ?? next
    numbers[object] = number
    return number > 0 ? "#\(number) " : ""
  }
}

/// The mirror CustomDump walks for a value: its ``CustomDumpReflectable`` mirror, or its own.
func customDumpMirror(_ value: Any) -> Mirror {
  (value as? any CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
}

/// Dictionaries and sets whose order is an accident of hashing; their dumps are sorted.
protocol UnorderedCollection {}
extension Dictionary: UnorderedCollection {}
extension Set: UnorderedCollection {}

extension Mirror {
  /// Whether the mirror has exactly one child that is written on a single line without nesting
  /// (a number, a string, an empty value), so that `Type(label: child)` fits on one line.
  var holdsSingleValue: Bool {
    switch displayStyle {
    case .collection?, .dictionary?, .set?:
      return false
    default:
      guard children.count == 1, let child = children.first else { return false }
      var value = child.value
      if value is any _CustomDiffObject { return false }
      var hops = 0
      while let representable = value as? any CustomDumpRepresentable, hops < 64 {
        value = representable.customDumpValue
        hops += 1
        if value is any _CustomDiffObject { return false }
      }
      if let convertible = child.value as? any CustomDumpStringConvertible {
        return !convertible.customDumpDescription.contains("\n")
      }
      return customDumpMirror(value).children.isEmpty
    }
  }
}

/// Writes dumps. Every line a node writes carries the node's absolute indentation, so nothing is
/// re-indented after the fact.
struct Dumper {
  var tracker = ObjectTracker()

  /// The dump of `value` as a string, every line indented by `indent` spaces, `name` (followed by
  /// `nameSuffix` and a space) in front.
  mutating func dump(
    _ value: Any, name: String? = nil, nameSuffix: String = ":", indent: Int = 0,
    isRoot: Bool = false, maxDepth: Int
  ) -> String {
    var out = ""
    write(
      value, to: &out, lead: name.map { "\($0)\(nameSuffix) " } ?? "", hasName: name != nil,
      indent: indent, isRoot: isRoot, maxDepth: maxDepth, nesting: 0
    )
    return out
  }

  /// Writes `value`: `indent` spaces, then `lead` (such as `"id: "`), then the value's text.
  mutating func write(
    _ value: Any, to out: inout String, lead: String, hasName: Bool, indent: Int, isRoot: Bool,
    maxDepth: Int, nesting: Int
  ) {
    let freeStack = remainingStack()
    guard freeStack >= stackReserveToStop else {
      out += indented(lead + "…", by: indent)
      return
    }
    let isCut = nesting >= dumpNestingLimit || freeStack < stackReserveToCut
    let maxDepth = isCut ? min(maxDepth, 0) : maxDepth
    let mirror = customDumpMirror(value)

    /// Writes a one-piece text, indenting any further lines it has.
    func writeText(_ text: String, _ out: inout String) {
      out += indented(lead + text, by: indent)
    }

    /// Writes a value with parts: `prefix`, the children one per line, then `suffix`.
    func writeChildren(
      _ this: inout Dumper, of mirror: Mirror, prefix: String, suffix: String,
      sortedBy areInIncreasingOrder: ((Mirror.Child, Mirror.Child) -> Bool)? = nil,
      filter isIncluded: (Mirror.Child) -> Bool = { _ in true },
      relabel: (inout Mirror.Child, Int) -> Void = { _, _ in },
      _ out: inout String
    ) {
      out += indented(lead + prefix, by: indent)
      defer { out += suffix }
      guard !mirror.children.isEmpty else { return }
      if mirror.holdsSingleValue {
        let child = mirror.children.first!
        var childText = ""
        this.write(
          child.value, to: &childText, lead: child.label.map { "\($0): " } ?? "",
          hasName: child.label != nil, indent: 0, isRoot: false, maxDepth: maxDepth - 1,
          nesting: nesting + 1
        )
        if childText.contains("\n") {
          if maxDepth <= 0 {
            out += "…"
          } else {
            out += "\n" + indented(childText, by: indent + 2) + "\n" + spaces(indent)
          }
        } else {
          out += childText
        }
        return
      }
      guard maxDepth > 0 else {
        out += "…"
        return
      }
      var children = mirror.children.filter(isIncluded)
      if let areInIncreasingOrder { children.sort(by: areInIncreasingOrder) }
      out += "\n"
      for (offset, child) in children.enumerated() {
        var child = child
        relabel(&child, offset)
        this.write(
          child.value, to: &out, lead: child.label.map { "\($0): " } ?? "",
          hasName: child.label != nil, indent: indent + 2, isRoot: false, maxDepth: maxDepth - 1,
          nesting: nesting + 1
        )
        if offset != children.count - 1 { out += "," }
        out += "\n"
      }
      out += spaces(indent)
    }

    if let type = value as? Any.Type {
      writeText("\(typeName(type)).self", &out)
      return
    }
    if let convertible = value as? any CustomDumpStringConvertible {
      writeText(convertible.customDumpDescription, &out)
      return
    }
    if let object = value as? any _CustomDiffObject {
      let id = object._objectIdentifier
      tracker.retained.append(object)
      let shown = object._customDiffValues.1
      let customType = object._customDiffType
      let shownMirror = customDumpMirror(shown)
      let subjectType = typeName(customType ?? shownMirror.subjectType)
      let next = tracker.instancesPerType[subjectType, default: 1]
      let marker = tracker.marker(for: id, next: next)
      if tracker.visited.contains(id) {
        writeText(marker + "\(subjectType)(↩︎)", &out)
      } else if customType != nil {
        tracker.visited.insert(id)
        tracker.instancesPerType[subjectType] = next + 1
        // The value's parts under the object's own type name.
        writeChildren(
          &self, of: shownMirror, prefix: marker + "\(subjectType)(", suffix: ")",
          filter: macroPropertyFilter(for: shown), &out
        )
      } else {
        tracker.visited.insert(id)
        tracker.instancesPerType[subjectType] = next + 1
        write(
          shown, to: &out, lead: lead + marker, hasName: false, indent: indent, isRoot: false,
          maxDepth: maxDepth, nesting: nesting + 1
        )
      }
      return
    }
    if let representable = value as? any CustomDumpRepresentable {
      write(
        representable.customDumpValue, to: &out, lead: lead, hasName: false, indent: indent,
        isRoot: false, maxDepth: maxDepth, nesting: nesting + 1
      )
      return
    }

    switch mirror.displayStyle {
    case .class?:
      let object = value as AnyObject
      let id = ObjectIdentifier(object)
      tracker.retained.append(object)
      let subjectType = typeName(mirror.subjectType)
      let next = tracker.instancesPerType[subjectType, default: 0]
      let marker = tracker.marker(for: id, next: next)
      if tracker.visited.contains(id) {
        writeText(marker + "\(subjectType)(↩︎)", &out)
        return
      }
      tracker.visited.insert(id)
      tracker.instancesPerType[subjectType] = next + 1
      let classMirror = Mirror(value, children: allClassChildren(mirror))
      writeChildren(
        &self, of: classMirror, prefix: marker + "\(subjectType)(", suffix: ")",
        filter: macroPropertyFilter(for: value), &out
      )

    case .collection?:
      writeChildren(
        &self, of: mirror, prefix: "[", suffix: "]", relabel: { $0.label = "[\($1)]" }, &out
      )

    case .dictionary?:
      guard !mirror.children.isEmpty else {
        writeText("[:]", &out)
        return
      }
      let sorted = mirror.subjectType is any UnorderedCollection.Type
      var keyDumper = Dumper(tracker: tracker)
      writeChildren(
        &self, of: mirror, prefix: "[", suffix: "]",
        sortedBy: sorted ? { lhs, rhs in dictionaryKeyOrder(lhs, rhs) } : nil,
        relabel: { child, _ in
          guard let (key, entry) = keyAndValue(child.value) else { return }
          child = (keyDumper.dump(key, maxDepth: maxDepth - 1), entry)
        },
        &out
      )

    case .enum?:
      let head = isRoot ? "\(typeName(mirror.subjectType))." : "."
      guard let child = mirror.children.first else {
        writeText(head + enumCaseName(value), &out)
        return
      }
      writeChildren(
        &self, of: associatedValues(of: child.value, in: value),
        prefix: head + "\(child.label ?? "@unknown")(", suffix: ")",
        relabel: { child, _ in if child.label?.first == "." { child.label = nil } }, &out
      )

    case .optional?:
      guard let wrapped = mirror.children.first?.value else {
        writeText("nil", &out)
        return
      }
      write(
        wrapped, to: &out, lead: lead, hasName: false, indent: indent, isRoot: false,
        maxDepth: maxDepth, nesting: nesting + 1
      )

    case .set?:
      let sorted = mirror.subjectType is any UnorderedCollection.Type
      writeChildren(
        &self, of: mirror, prefix: "Set([", suffix: "])",
        sortedBy: sorted ? { lhs, rhs in briefDump(lhs.value) < briefDump(rhs.value) } : nil, &out
      )

    case .struct?:
      writeChildren(
        &self, of: mirror, prefix: "\(typeName(mirror.subjectType))(", suffix: ")",
        filter: macroPropertyFilter(for: value), &out
      )

    case .tuple?:
      writeChildren(
        &self, of: mirror, prefix: "(", suffix: ")",
        relabel: { child, _ in if child.label?.first == "." { child.label = nil } }, &out
      )

    default:
      guard let string = stringValue(value) else {
        writeText("\(value)", &out)
        return
      }
      writeText(stringDump(string, hasName: hasName, maxDepth: maxDepth), &out)
    }
  }
}

/// A string's dump: a multi-line literal when it holds line breaks (`"…"` past `maxDepth`), a raw
/// literal when it holds quotes or backslashes, a plain one otherwise; unprintable characters escaped
/// the same way in every form. Apart from `dump`, so the recursion's frames stay small.
@inline(never)
func stringDump(_ string: String, hasName: Bool, maxDepth: Int) -> String {
  if string.contains(where: \.isNewline) {
    guard maxDepth > 0 else { return "\"…\"" }
    let count = literalHashCount(string, multiline: true)
    let hashes = String(repeating: "#", count: count)
    let body = escapingUnprintables(string, hashes: count, keepingLineFeeds: true)
    let bodyIndent = hasName ? 2 : 0
    return "\(hashes)\"\"\"\n\(indented(body, by: bodyIndent))\n\(spaces(bodyIndent))\"\"\"\(hashes)"
  } else if string.contains("\"") || string.contains("\\") {
    let count = literalHashCount(string, multiline: false, atLeast: 1)
    let hashes = String(repeating: "#", count: count)
    return "\(hashes)\"\(escapingUnprintables(string, hashes: count, keepingLineFeeds: false))\"\(hashes)"
  } else {
    return string.debugDescription
  }
}

/// A value's dump on one level, used to sort set elements and dictionary keys.
func briefDump(_ value: Any) -> String {
  var dumper = Dumper()
  return dumper.dump(value, maxDepth: 1)
}

func dictionaryKeyOrder(_ lhs: Mirror.Child, _ rhs: Mirror.Child) -> Bool {
  guard let (lhsKey, _) = keyAndValue(lhs.value), let (rhsKey, _) = keyAndValue(rhs.value) else {
    return false
  }
  return briefDump(lhsKey) < briefDump(rhsKey)
}

/// The key and value of a dictionary entry, which reflects as a two-element tuple.
func keyAndValue(_ entry: Any) -> (Any, Any)? {
  let mirror = Mirror(reflecting: entry)
  guard mirror.displayStyle == .tuple, mirror.children.count == 2 else { return nil }
  let parts = Array(mirror.children)
  return (parts[0].value, parts[1].value)
}

/// An enum payload as a tuple mirror: several associated values already reflect as a tuple; a single
/// one is wrapped in a one-element tuple.
func associatedValues(of payload: Any, in value: Any) -> Mirror {
  let payloadMirror = customDumpMirror(payload)
  return payloadMirror.displayStyle == .tuple
    ? payloadMirror
    : Mirror(value, unlabeledChildren: [payload], displayStyle: .tuple)
}

/// Fields of a class and of its superclasses, the superclasses' first.
func allClassChildren(_ mirror: Mirror) -> [Mirror.Child] {
  var levels: [Mirror] = []
  var current: Mirror? = mirror
  while let level = current {
    levels.append(level)
    current = level.superclassMirror
  }
  return levels.reversed().flatMap { Array($0.children) }
}

/// Drops the `_$`-prefixed storage the observation macros add, unless the type chose its own mirror.
func macroPropertyFilter(for value: Any) -> (Mirror.Child) -> Bool {
  if value is any CustomDumpReflectable { return { _ in true } }
  return { child in !(child.label?.hasPrefix("_$") ?? false) }
}

/// The text of string-like values.
func stringValue(_ value: Any) -> String? {
  guard let string = value as? any StringProtocol else { return nil }
  return String(string)
}

/// How many `#` the literal of a dumped string uses: as many as its content needs not to end it
/// (``rawHashCount(_:multiline:)``); more than any run of `#` after a backslash in it, so that no
/// text of it reads as an escape (`\#` in `#"…"#`); and at least one when it holds a backslash and a
/// character written escaped, so that the escape cannot be read as the backslash's text.
func literalHashCount(_ string: String, multiline: Bool, atLeast minimum: Int = 0) -> Int {
  var count = max(rawHashCount(string, multiline: multiline), minimum)
  guard string.contains("\\") else { return count }
  let scalars = Array(string.unicodeScalars)
  for (index, scalar) in scalars.enumerated() where scalar == "\\" {
    var run = 0
    while index + 1 + run < scalars.count, scalars[index + 1 + run] == "#" { run += 1 }
    if run >= count, count > 0 || run > 0 { count = run + 1 }
  }
  if count == 0, escapingUnprintables(string, hashes: 0, keepingLineFeeds: multiline) != string {
    count = 1
  }
  return count
}

/// How many `#` a raw string literal needs so that its content cannot end it.
func rawHashCount(_ string: String, multiline: Bool) -> Int {
  let quotes = multiline ? 3 : 1
  let characters = Array(string.unicodeScalars)
  var index = 0
  var count = 0
  while index < characters.count {
    var run = 0
    while index + run < characters.count, run < quotes, characters[index + run] == "\"" {
      run += 1
    }
    guard run == quotes else {
      index += max(run, 1)
      continue
    }
    index += quotes
    var hashes = 0
    while index < characters.count, characters[index] == "#" {
      hashes += 1
      index += 1
    }
    count = Swift.max(count, hashes + 1)
  }
  return count
}

/// The name of an enum value's case, as the runtime records it, even when the enum has a custom
/// `description`.
func enumCaseName(_ value: Any) -> String {
  func open<T>(_ value: T) -> String? {
    swiftEnumCaseName(value).map { String(cString: $0) }
  }
  return open(value) ?? "\(value)"
}

@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// `count` spaces.
func spaces(_ count: Int) -> String {
  String(repeating: " ", count: max(0, count))
}

/// `text` with `count` spaces in front of every line, empty lines included.
func indented(_ text: String, by count: Int) -> String {
  prefixingLines(of: text, with: spaces(count))
}

/// `text` with `prefix` in front of every line, empty lines included.
func prefixingLines(of text: String, with prefix: String) -> String {
  guard !prefix.isEmpty else { return text }
  guard text.contains("\n") else { return prefix + text }
  return prefix + text.split(separator: "\n", omittingEmptySubsequences: false)
    .joined(separator: "\n" + prefix)
}
