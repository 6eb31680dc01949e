/// Describes the difference between two values, or returns `nil` when they are equal.
///
/// The two values are compared through their mirrors, part by part. Lines only in the first value
/// start with the format's `first` marker (`-`), lines only in the second with `second` (`+`), and
/// shared lines with `both` (a space). Unchanged fields are shortened to one line (`User(…)`), and runs
/// of unchanged collection elements to `… (N unchanged)`.
///
/// ```swift
/// var other = user
/// other.name = "Blob Jr."
/// print(diff(user, other)!)
/// //   User(
/// //     id: 1,
/// // -   name: "Blob"
/// // +   name: "Blob Jr."
/// //   )
/// ```
///
/// Values of different types are shown whole, with their types when their dumps are the same
/// (`- 29.99 as Float` / `+ 29.99 as Double`); values that are unequal although every part is equal
/// are shown under `// Not equal but no difference detected:`.
///
/// - Parameters:
///   - lhs: The first value, whose lines show as removals.
///   - rhs: The second value, whose lines show as insertions.
///   - format: The line markers. ``DiffFormat/default`` suits terminals; ``DiffFormat/proportional``
///     lines up in proportional fonts.
/// - Returns: The diff, or `nil` when the two values are equal.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  guard !isMirrorEqual(lhs, rhs) else { return nil }
  var differ = Differ(format: format)
  var difference = differ.diff(
    lhs, rhs, lhsName: nil, rhsName: nil, separator: "", indent: 0, isRoot: true, nesting: 0
  )
  if difference.last == "\n" { difference.removeLast() }
  return difference
}

/// Compares two values part by part and writes their difference.
struct Differ {
  let format: DiffFormat
  /// Writes every dump of the diff, so objects are numbered and marked `↩︎` consistently throughout.
  var dumper = Dumper()

  private var bothPrefix: String { format.both + " " }
  private var firstPrefix: String { format.first + " " }
  private var secondPrefix: String { format.second + " " }

  private mutating func dump(
    _ value: Any, name: String?, nameSuffix: String = ":", indent: Int, isRoot: Bool,
    maxDepth: Int
  ) -> String {
    dumper.dump(
      value, name: name, nameSuffix: nameSuffix, indent: indent, isRoot: isRoot, maxDepth: maxDepth
    )
  }

  // swiftlint:disable:next function_body_length cyclomatic_complexity
  mutating func diff(
    _ lhs: Any, _ rhs: Any, lhsName: String?, rhsName: String?, separator: String, indent: Int,
    isRoot: Bool, nesting: Int
  ) -> String {
    let rhsName = rhsName ?? lhsName
    if lhsName == rhsName, isMirrorEqual(lhs, rhs) {
      return prefixingLines(
        of: dump(lhs, name: rhsName, indent: indent, isRoot: isRoot, maxDepth: 0) + separator,
        with: bothPrefix
      )
    }

    let lhsMirror = customDumpMirror(lhs)
    let rhsMirror = customDumpMirror(rhs)
    var out = ""

    func diffEverything(_ this: inout Differ) {
      var lhsDump = this.dump(lhs, name: lhsName, indent: indent, isRoot: isRoot, maxDepth: .max)
      var rhsDump = this.dump(rhs, name: rhsName, indent: indent, isRoot: isRoot, maxDepth: .max)
      if lhsDump == rhsDump, lhsMirror.subjectType != rhsMirror.subjectType {
        lhsDump += " as \(typeName(lhsMirror.subjectType))"
        rhsDump += " as \(typeName(rhsMirror.subjectType))"
      }
      out += prefixingLines(of: lhsDump + separator, with: this.firstPrefix) + "\n"
      out += prefixingLines(of: rhsDump + separator, with: this.secondPrefix)
    }

    guard
      lhsMirror.subjectType == rhsMirror.subjectType, nesting < dumpNestingLimit,
      remainingStack() >= stackReserveToCut
    else {
      diffEverything(&self)
      return out
    }

    /// Compares the children of two containers of the same shape.
    func diffChildren(
      _ this: inout Differ,
      lhsValue: Any? = nil, rhsValue: Any? = nil,
      _ lhsMirror: Mirror, _ rhsMirror: Mirror,
      lhsName: String? = lhsName, rhsName: String? = rhsName, nameSuffix: String = ":",
      prefix: String, suffix: String,
      elementIndent: Int, elementSeparator: String, collapseUnchanged: Bool,
      filter isIncluded: (Mirror.Child) -> Bool = { _ in true },
      areEquivalent: (Mirror.Child, Mirror.Child) -> Bool = { $0.label == $1.label },
      areInIncreasingOrder: ((Mirror.Child, Mirror.Child) -> Bool)? = nil,
      relabel: (inout Mirror.Child, Int) -> Void = { _, _ in }
    ) {
      let lhs = lhsValue ?? lhs
      let rhs = rhsValue ?? rhs
      var lhsChildren = Array(lhsMirror.children)
      var rhsChildren = Array(rhsMirror.children)

      if areChildrenMirrorEqual(lhsChildren, rhsChildren), !(lhs is any _CustomDiffObject),
        !(rhs is any _CustomDiffObject)
      {
        let lhsDump =
          this.dump(
            lhs, name: lhsName, nameSuffix: nameSuffix, indent: indent, isRoot: false, maxDepth: 0
          ) + separator
        let rhsDump =
          this.dump(
            rhs, name: rhsName, nameSuffix: nameSuffix, indent: indent, isRoot: false, maxDepth: 0
          ) + separator
        if lhsDump == rhsDump {
          out += prefixingLines(
            of: indented("// Not equal but no difference detected:", by: indent),
            with: this.bothPrefix
          ) + "\n"
        }
        out += prefixingLines(of: lhsDump, with: this.firstPrefix) + "\n"
        out += prefixingLines(of: rhsDump, with: this.secondPrefix)
        return
      }

      guard !lhsMirror.holdsSingleValue, !rhsMirror.holdsSingleValue else {
        // Point-Free's leaves out the separator here; a diff inside a collection then lacks commas.
        out += prefixingLines(
          of: this.dump(
            lhs, name: lhsName, nameSuffix: nameSuffix, indent: indent, isRoot: isRoot,
            maxDepth: .max
          ) + separator,
          with: this.firstPrefix
        ) + "\n"
        out += prefixingLines(
          of: this.dump(
            rhs, name: rhsName, nameSuffix: nameSuffix, indent: indent, isRoot: isRoot,
            maxDepth: .max
          ) + separator,
          with: this.secondPrefix
        )
        return
      }

      lhsChildren.removeAll { !isIncluded($0) }
      rhsChildren.removeAll { !isIncluded($0) }

      let name = rhsName.map { "\($0)\(nameSuffix) " } ?? ""
      out += prefixingLines(of: indented(name + prefix, by: indent), with: this.bothPrefix) + "\n"

      if let areInIncreasingOrder {
        lhsChildren.sort(by: areInIncreasingOrder)
        rhsChildren.sort(by: areInIncreasingOrder)
      }

      // Bounded work whatever the sizes: a shortest script when it is found within the budget,
      // otherwise the changed middle as one block replaced.
      let difference = BoundedDifference(from: lhsChildren, to: rhsChildren, by: areEquivalent)
      let removals = difference.removals
      let insertions = difference.insertions

      var lhsOffset = 0
      var rhsOffset = 0
      var unchanged: [Mirror.Child] = []
      let isSorted = areInIncreasingOrder != nil

      func flushUnchanged(_ this: inout Differ) {
        guard collapseUnchanged else { return }
        let terminator = rhsOffset - 1 == rhsChildren.count - 1 ? "\n" : "\(elementSeparator)\n"
        if !isSorted, unchanged.count == 1 {
          let child = unchanged[0]
          out += prefixingLines(
            of: this.dump(
              child.value, name: child.label, indent: indent + elementIndent, isRoot: false,
              maxDepth: 0
            ),
            with: this.bothPrefix
          ) + terminator
        } else if isSorted && unchanged.count == 1 || unchanged.count > 1 {
          out += prefixingLines(
            of: indented("… (\(unchanged.count) unchanged)", by: indent + elementIndent),
            with: this.bothPrefix
          ) + terminator
        }
        unchanged.removeAll()
      }

      while lhsOffset < lhsChildren.count || rhsOffset < rhsChildren.count {
        let isRemoval = removals.contains(lhsOffset)
        let isInsertion = insertions.contains(rhsOffset)

        if collapseUnchanged, !isRemoval, !isInsertion,
          lhsOffset < lhsChildren.count, rhsOffset < rhsChildren.count,
          isMirrorEqual(lhsChildren[lhsOffset].value, rhsChildren[rhsOffset].value),
          lhsChildren[lhsOffset].label == rhsChildren[rhsOffset].label
        {
          var child = rhsChildren[rhsOffset]
          relabel(&child, rhsOffset)
          unchanged.append(child)
          lhsOffset += 1
          rhsOffset += 1
          continue
        }

        if !isSorted { flushUnchanged(&this) }

        // A block replaced whole shows its old elements, then its new ones: pairing them would
        // compare element by element what has no correspondence.
        switch (isRemoval, isInsertion && !(isRemoval && difference.isBlockReplacement)) {
        case (true, true), (false, false):
          guard lhsOffset < lhsChildren.count, rhsOffset < rhsChildren.count else {
            // Unreachable for a consistent difference; stop rather than index out of range.
            lhsOffset = lhsChildren.count
            rhsOffset = rhsChildren.count
            continue
          }
          var lhsChild = lhsChildren[lhsOffset]
          var rhsChild = rhsChildren[rhsOffset]
          relabel(&lhsChild, isRemoval ? lhsOffset : rhsOffset)
          relabel(&rhsChild, rhsOffset)
          let isLast = lhsOffset == lhsChildren.count - 1 && rhsOffset == rhsChildren.count - 1
          out +=
            this.diff(
              lhsChild.value, rhsChild.value, lhsName: lhsChild.label, rhsName: rhsChild.label,
              separator: isLast ? "" : elementSeparator, indent: indent + elementIndent,
              isRoot: false, nesting: nesting + 1
            ) + "\n"
          lhsOffset += 1
          rhsOffset += 1

        case (true, false):
          var lhsChild = lhsChildren[lhsOffset]
          relabel(&lhsChild, lhsOffset)
          let terminator =
            lhsOffset == lhsChildren.count - 1 ? "\n" : "\(elementSeparator)\n"
          out += prefixingLines(
            of: this.dump(
              lhsChild.value, name: lhsChild.label, indent: indent + elementIndent,
              isRoot: false, maxDepth: .max
            ),
            with: this.firstPrefix
          ) + terminator
          lhsOffset += 1

        case (false, true):
          var rhsChild = rhsChildren[rhsOffset]
          relabel(&rhsChild, rhsOffset)
          let terminator =
            rhsOffset == rhsChildren.count - 1 && unchanged.isEmpty
            ? "\n" : "\(elementSeparator)\n"
          out += prefixingLines(
            of: this.dump(
              rhsChild.value, name: rhsChild.label, indent: indent + elementIndent,
              isRoot: false, maxDepth: .max
            ),
            with: this.secondPrefix
          ) + terminator
          rhsOffset += 1
        }
      }

      flushUnchanged(&this)
      out += prefixingLines(of: indented(suffix, by: indent), with: this.bothPrefix) + separator
    }

    /// Compares two class instances: the same instance part by part, different instances whole;
    /// an instance already shown is written `Type(↩︎)`.
    func diffObjects(_ this: inout Differ, _ lhsObject: AnyObject, _ rhsObject: AnyObject) {
      let lhsItem = ObjectIdentifier(lhsObject)
      let rhsItem = ObjectIdentifier(rhsObject)
      this.dumper.tracker.retained.append(lhsObject)
      this.dumper.tracker.retained.append(rhsObject)
      let subjectType = typeName(lhsMirror.subjectType)
      let visited = this.dumper.tracker.visited
      guard visited.contains(lhsItem) || visited.contains(rhsItem) else {
        guard lhsItem == rhsItem else {
          diffEverything(&this)
          return
        }
        diffChildren(
          &this,
          Mirror(lhsObject, children: allClassChildren(lhsMirror), displayStyle: .class),
          Mirror(rhsObject, children: allClassChildren(rhsMirror), displayStyle: .class),
          prefix: "\(subjectType)(", suffix: ")", elementIndent: 2, elementSeparator: ",",
          collapseUnchanged: false, filter: macroPropertyFilter(for: lhs)
        )
        return
      }
      let next = this.dumper.tracker.instancesPerType[subjectType, default: 0]
      func side(
        _ this: inout Differ, _ value: Any, _ item: ObjectIdentifier, _ name: String?,
        _ prefix: String
      ) -> String {
        guard this.dumper.tracker.visited.contains(item) else {
          return prefixingLines(
            of: this.dump(value, name: name, indent: indent, isRoot: isRoot, maxDepth: .max)
              + separator,
            with: prefix
          )
        }
        let marker = this.dumper.tracker.marker(for: item, next: next)
        let text = "\(name.map { "\($0): " } ?? "")\(marker)\(subjectType)(↩︎)\(separator)"
        return prefixingLines(of: indented(text, by: indent), with: prefix)
      }
      out += side(&this, lhs, lhsItem, lhsName, this.firstPrefix) + "\n"
      out += side(&this, rhs, rhsItem, rhsName, this.secondPrefix)
    }

    /// Compares a `_CustomDiffObject` with itself: its values before and after, under its number.
    func diffCustomObject(
      _ this: inout Differ, _ lhsObject: any _CustomDiffObject, _ rhsObject: any _CustomDiffObject
    ) {
      let item = lhsObject._objectIdentifier
      guard item == rhsObject._objectIdentifier else {
        diffEverything(&this)
        return
      }
      this.dumper.tracker.retained.append(lhsObject)
      let (before, after) = lhsObject._customDiffValues
      let subjectType = typeName(lhsObject._customDiffType ?? customDumpMirror(before).subjectType)
      let next = this.dumper.tracker.instancesPerType[subjectType, default: 1]
      let number = this.dumper.tracker.numbers[item] ?? next
      this.dumper.tracker.numbers[item] = number
      if this.dumper.tracker.visited.contains(item) {
        // Shown already, with its difference: here it is the same object, an unchanged line.
        let lead = "\(lhsName.map { "\($0): " } ?? "")#\(number)"
        out += prefixingLines(
          of: indented("\(lead) \(subjectType)(↩︎)\(separator)", by: indent),
          with: this.bothPrefix
        )
        return
      }
      let lhsLead = "\(lhsName.map { "\($0): " } ?? "")#\(number)"
      let rhsLead = "\(rhsName.map { "\($0): " } ?? "")#\(number)"
      // Marked before descending, so a value that refers back to the object ends there (`↩︎`).
      this.dumper.tracker.visited.insert(item)
      this.dumper.tracker.instancesPerType[subjectType] = next + 1
      diffChildren(
        &this, lhsValue: before, rhsValue: after, customDumpMirror(before), customDumpMirror(after),
        lhsName: lhsLead, rhsName: rhsLead, nameSuffix: "", prefix: "\(subjectType)(",
        suffix: ")", elementIndent: 2, elementSeparator: ",", collapseUnchanged: false,
        filter: macroPropertyFilter(for: before)
      )
    }

    let dropPositionalLabel: (inout Mirror.Child, Int) -> Void = { child, _ in
      if child.label?.first == "." { child.label = nil }
    }

    if lhs is any CustomDumpStringConvertible, rhs is any CustomDumpStringConvertible {
      diffEverything(&self)
      return out
    }
    if let lhsObject = lhs as? any _CustomDiffObject, let rhsObject = rhs as? any _CustomDiffObject {
      diffCustomObject(&self, lhsObject, rhsObject)
      return out
    }
    if let lhsValue = lhs as? any CustomDumpRepresentable,
      let rhsValue = rhs as? any CustomDumpRepresentable
    {
      return diff(
        lhsValue.customDumpValue, rhsValue.customDumpValue, lhsName: lhsName, rhsName: rhsName,
        separator: separator, indent: indent, isRoot: isRoot, nesting: nesting + 1
      )
    }

    switch (lhsMirror.displayStyle, rhsMirror.displayStyle) {
    case (.class?, .class?):
      diffObjects(&self, lhs as AnyObject, rhs as AnyObject)

    case (.collection?, .collection?):
      diffChildren(
        &self, lhsMirror, rhsMirror, prefix: "[", suffix: "]", elementIndent: 2,
        elementSeparator: ",", collapseUnchanged: true,
        areEquivalent: { isIdentityEqual($0.value, $1.value) || isMirrorEqual($0.value, $1.value) },
        relabel: { $0.label = "[\($1)]" }
      )

    case (.dictionary?, .dictionary?):
      let sorted = lhsMirror.subjectType is any UnorderedCollection.Type
      let sameKey: (Mirror.Child, Mirror.Child) -> Bool = { lhsEntry, rhsEntry in
        guard let lhsPair = keyAndValue(lhsEntry.value), let rhsPair = keyAndValue(rhsEntry.value)
        else { return isMirrorEqual(lhsEntry.value, rhsEntry.value) }
        return isMirrorEqual(lhsPair.0, rhsPair.0)
      }
      let labelWithKey: (inout Mirror.Child, Int) -> Void = { child, _ in
        guard let pair = keyAndValue(child.value) else { return }
        var keyDumper = Dumper()
        let label: String? = keyDumper.dump(pair.0, maxDepth: 1)
        child = (label: label, value: pair.1)
      }
      var order: ((Mirror.Child, Mirror.Child) -> Bool)?
      if sorted { order = { lhsEntry, rhsEntry in dictionaryKeyOrder(lhsEntry, rhsEntry) } }
      diffChildren(
        &self, lhsMirror, rhsMirror, prefix: "[", suffix: "]", elementIndent: 2,
        elementSeparator: ",", collapseUnchanged: true, areEquivalent: sameKey,
        areInIncreasingOrder: order, relabel: labelWithKey
      )

    case (.enum?, .enum?):
      guard
        let lhsChild = lhsMirror.children.first,
        let rhsChild = rhsMirror.children.first,
        let caseName = lhsChild.label,
        caseName == rhsChild.label
      else {
        diffEverything(&self)
        break
      }
      let subjectType = isRoot ? typeName(lhsMirror.subjectType) : ""
      diffChildren(
        &self,
        associatedValues(of: lhsChild.value, in: lhs),
        associatedValues(of: rhsChild.value, in: rhs),
        prefix: "\(subjectType).\(caseName)(", suffix: ")", elementIndent: 2,
        elementSeparator: ",", collapseUnchanged: false, relabel: dropPositionalLabel
      )

    case (.optional?, .optional?):
      guard
        let lhsValue = lhsMirror.children.first?.value,
        let rhsValue = rhsMirror.children.first?.value
      else {
        diffEverything(&self)
        break
      }
      out += diff(
        lhsValue, rhsValue, lhsName: lhsName, rhsName: rhsName, separator: separator,
        indent: indent, isRoot: isRoot, nesting: nesting + 1
      )

    case (.set?, .set?):
      let sorted = lhsMirror.subjectType is any UnorderedCollection.Type
      diffChildren(
        &self, lhsMirror, rhsMirror, prefix: "Set([", suffix: "])", elementIndent: 2,
        elementSeparator: ",", collapseUnchanged: true,
        areEquivalent: { isIdentityEqual($0.value, $1.value) || isMirrorEqual($0.value, $1.value) },
        areInIncreasingOrder: sorted ? { briefDump($0.value) < briefDump($1.value) } : nil
      )

    case (.struct?, .struct?):
      diffChildren(
        &self, lhsMirror, rhsMirror, prefix: "\(typeName(lhsMirror.subjectType))(", suffix: ")",
        elementIndent: 2, elementSeparator: ",", collapseUnchanged: false,
        filter: macroPropertyFilter(for: lhs)
      )

    case (.tuple?, .tuple?):
      diffChildren(
        &self, lhsMirror, rhsMirror, prefix: "(", suffix: ")", elementIndent: 2,
        elementSeparator: ",", collapseUnchanged: false, relabel: dropPositionalLabel
      )

    default:
      guard
        let lhsString = stringValue(lhs), let rhsString = stringValue(rhs),
        lhsString.contains(where: \.isNewline) || rhsString.contains(where: \.isNewline)
      else {
        diffEverything(&self)
        break
      }
      let hashCount = max(
        literalHashCount(lhsString, multiline: true), literalHashCount(rhsString, multiline: true)
      )
      func lines(_ string: String) -> [DiffTextLine] {
        string.isEmpty
          ? []
          : string.split(separator: "\n", omittingEmptySubsequences: false).map {
            DiffTextLine(text: $0, hashes: hashCount)
          }
      }
      let hashes = String(repeating: "#", count: hashCount)
      diffChildren(
        &self,
        Mirror(reflecting: lines(lhsString)), Mirror(reflecting: lines(rhsString)),
        prefix: "\(hashes)\"\"\"", suffix: rhsName != nil ? "  \"\"\"\(hashes)" : "\"\"\"\(hashes)",
        elementIndent: rhsName != nil ? 2 : 0, elementSeparator: "", collapseUnchanged: false,
        areEquivalent: { isIdentityEqual($0.value, $1.value) || isMirrorEqual($0.value, $1.value) }
      )
    }
    return out
  }
}

/// One line of a multi-line string, compared as it is and dumped as the string's dump writes it
/// (unprintable characters escaped for a literal delimited by `hashes` `#`).
private struct DiffTextLine: CustomDumpStringConvertible, Identifiable, Equatable {
  var text: Substring
  var hashes: Int
  var id: Substring { text }
  var customDumpDescription: String {
    escapingUnprintables(String(text), hashes: hashes, keepingLineFeeds: true)
  }
}
