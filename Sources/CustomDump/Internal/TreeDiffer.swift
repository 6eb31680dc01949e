/// One line of a diff, before the format's markers are added.
struct DiffLine: Equatable {
  /// Which dump a line comes from.
  enum Side: Equatable {
    case both, first, second
  }

  var side: Side
  /// The dump line, with its indentation.
  var text: String
}

/// Compares two ``DumpTree``s part by part and lists the lines of their differences.
///
/// Where two containers have the same shape (same type, same enum case, same kind of collection), the
/// diff opens both and compares their children: struct fields by position, array elements by a shortest
/// edit (Myers), dictionary entries by key, set elements by value. Unchanged children are written on one
/// line (`User(…)`), and in collections a run of unchanged elements becomes `… (N unchanged)`. Values
/// of different shapes are written in full, the first's lines removed, the second's inserted.
///
/// The comparison recurses only while shapes match, and at most ``structuralDepthLimit`` levels; deeper
/// down it compares the remaining dumps line by line, so the call stack stays shallow.
struct TreeDiffer {
  /// How deep part-by-part comparison goes before falling back to a line diff.
  static let structuralDepthLimit = 64
  /// Unchanged lines kept around a change when a line diff hides the rest.
  private static let contextLines = 3

  private var first: DumpRenderer
  private var second: DumpRenderer
  private var output: [DiffLine] = []

  init(first: DumpTree, second: DumpTree) {
    self.first = DumpRenderer(first)
    self.second = DumpRenderer(second)
  }

  /// The diff's lines, or `nil` when both dumps are identical.
  mutating func diff() -> [DiffLine]? {
    let firstRoot = first.tree.root
    let secondRoot = second.tree.root
    guard first.text(of: firstRoot) != second.text(of: secondRoot) else { return nil }
    output = []
    compare(
      firstRoot, secondRoot, firstLabel: nil, secondLabel: nil, indent: 0,
      firstSuffix: "", secondSuffix: "", depth: 0
    )
    return output
  }

  // MARK: - Nodes

  private mutating func isEqual(_ lhs: Int, _ rhs: Int) -> Bool {
    first.structureHash(of: lhs) == second.structureHash(of: rhs)
      && first.text(of: lhs) == second.text(of: rhs)
  }

  private mutating func compare(
    _ lhs: Int, _ rhs: Int, firstLabel: String?, secondLabel: String?, indent: Int,
    firstSuffix: String, secondSuffix: String, depth: Int
  ) {
    let firstPrefix = firstLabel.map { "\($0): " } ?? ""
    let secondPrefix = secondLabel.map { "\($0): " } ?? ""
    let sharedSuffix = firstSuffix.isEmpty && secondSuffix.isEmpty ? "" : ","

    if firstPrefix == secondPrefix, isEqual(lhs, rhs) {
      if let short = first.collapsedText(of: lhs) {
        emit(.both, firstPrefix + short + sharedSuffix, indent: indent)
      } else {
        emit(.both, first.lines(of: lhs, prefix: firstPrefix, indent: indent, suffix: sharedSuffix))
      }
      return
    }

    /// Both nodes written out in full.
    func fullLines(_ differ: inout TreeDiffer) -> (first: [String], second: [String]) {
      (
        differ.first.lines(of: lhs, prefix: firstPrefix, indent: indent, suffix: firstSuffix),
        differ.second.lines(of: rhs, prefix: secondPrefix, indent: indent, suffix: secondSuffix)
      )
    }

    switch (first.tree.nodes[lhs], second.tree.nodes[rhs]) {
    case let (.container(lhsContainer), .container(rhsContainer))
    where haveSameShape(lhsContainer, rhsContainer)
      && (first.inlineText(of: lhs) == nil || second.inlineText(of: rhs) == nil):
      guard depth < Self.structuralDepthLimit else {
        let lines = fullLines(&self)
        emitLineDiff(lines.first, lines.second, collapsing: true)
        return
      }
      let firstOpening = firstPrefix + first.openingText(lhsContainer)
      let secondOpening = secondPrefix + second.openingText(rhsContainer)
      if firstOpening == secondOpening {
        emit(.both, firstOpening, indent: indent)
      } else {
        emit(.first, firstOpening, indent: indent)
        emit(.second, secondOpening, indent: indent)
      }
      compareChildren(lhsContainer, rhsContainer, indent: indent + 2, depth: depth + 1)
      emit(.both, lhsContainer.close + sharedSuffix, indent: indent)

    case let (.text(lhsText), .text(rhsText))
    where lhsText.contains("\n") || rhsText.contains("\n"):
      // Multi-line strings: show which lines changed.
      let lines = fullLines(&self)
      emitLineDiff(lines.first, lines.second, collapsing: false)

    default:
      let lines = fullLines(&self)
      emit(.first, lines.first)
      emit(.second, lines.second)
    }
  }

  private func haveSameShape(_ lhs: DumpContainer, _ rhs: DumpContainer) -> Bool {
    guard
      lhs.kind == rhs.kind, lhs.header == rhs.header, lhs.open == rhs.open, lhs.close == rhs.close,
      !lhs.isTruncated, !rhs.isTruncated
    else { return false }
    // Fields are compared by position, so they must be the same fields.
    return lhs.kind != .plain || lhs.children.map(\.label) == rhs.children.map(\.label)
  }

  // MARK: - Children

  /// How one child of the first container relates to the second's.
  private enum Entry {
    /// Equal children.
    case same(DumpChild, DumpChild)
    /// Corresponding children that differ; compared part by part.
    case changed(DumpChild, DumpChild)
    case removed(DumpChild)
    case inserted(DumpChild)

    var isSame: Bool {
      if case .same = self { return true }
      return false
    }
    var isInFirst: Bool {
      if case .inserted = self { return false }
      return true
    }
    var isInSecond: Bool {
      if case .removed = self { return false }
      return true
    }
  }

  private mutating func compareChildren(
    _ lhs: DumpContainer, _ rhs: DumpContainer, indent: Int, depth: Int
  ) {
    let entries: [Entry]
    switch lhs.kind {
    case .plain:
      entries = zip(lhs.children, rhs.children).map { pair in
        isEqual(pair.0.node, pair.1.node) ? .same(pair.0, pair.1) : .changed(pair.0, pair.1)
      }
    case .collection, .set:
      entries = alignedEntries(lhs.children, rhs.children, pairingChanges: lhs.kind == .collection)
    case .dictionary:
      entries = entriesByKey(lhs.children, rhs.children)
    }

    // Whether a later entry exists on each side decides the trailing commas.
    var laterInFirst = [Bool](repeating: false, count: entries.count)
    var laterInSecond = [Bool](repeating: false, count: entries.count)
    var seenFirst = false
    var seenSecond = false
    for index in entries.indices.reversed() {
      laterInFirst[index] = seenFirst
      laterInSecond[index] = seenSecond
      seenFirst = seenFirst || entries[index].isInFirst
      seenSecond = seenSecond || entries[index].isInSecond
    }

    var index = 0
    while index < entries.count {
      if lhs.kind != .plain, case let .same(lhsChild, rhsChild) = entries[index] {
        var end = index
        while end < entries.count, entries[end].isSame { end += 1 }
        // A run of unchanged elements is counted, not shown; so is a lone one that only moved.
        if end - index > 1 || lhsChild.label != rhsChild.label {
          emit(.both, "… (\(end - index) unchanged)", indent: indent)
          index = end
          continue
        }
      }
      let firstSuffix = laterInFirst[index] ? "," : ""
      let secondSuffix = laterInSecond[index] ? "," : ""
      switch entries[index] {
      case let .same(lhsChild, rhsChild), let .changed(lhsChild, rhsChild):
        compare(
          lhsChild.node, rhsChild.node, firstLabel: lhsChild.label, secondLabel: rhsChild.label,
          indent: indent, firstSuffix: firstSuffix, secondSuffix: secondSuffix, depth: depth
        )
      case let .removed(child):
        emit(
          .first,
          first.lines(
            of: child.node, prefix: child.label.map { "\($0): " } ?? "", indent: indent,
            suffix: firstSuffix
          )
        )
      case let .inserted(child):
        emit(
          .second,
          second.lines(
            of: child.node, prefix: child.label.map { "\($0): " } ?? "", indent: indent,
            suffix: secondSuffix
          )
        )
      }
      index += 1
    }
  }

  /// Elements matched by a shortest edit. With `pairingChanges`, a changed stretch whose removed and
  /// inserted elements have the same shapes, one for one, is compared element by element (an edited
  /// array element shows which field changed).
  private mutating func alignedEntries(
    _ lhs: [DumpChild], _ rhs: [DumpChild], pairingChanges: Bool
  ) -> [Entry] {
    let steps = align(
      lhs.map { first.structureHash(of: $0.node) },
      rhs.map { second.structureHash(of: $0.node) }
    )
    var entries: [Entry] = []
    var removed: [DumpChild] = []
    var inserted: [DumpChild] = []
    func flush(_ differ: inout TreeDiffer) {
      defer {
        removed.removeAll()
        inserted.removeAll()
      }
      if pairingChanges, !removed.isEmpty, !inserted.isEmpty {
        let pairs = zip(removed, inserted)
        if pairs.allSatisfy({ differ.arePairable($0.0.node, $0.1.node) }) {
          entries += pairs.map { .changed($0.0, $0.1) }
          entries += removed.dropFirst(inserted.count).map(Entry.removed)
          entries += inserted.dropFirst(removed.count).map(Entry.inserted)
          return
        }
      }
      entries += removed.map(Entry.removed)
      entries += inserted.map(Entry.inserted)
    }
    for step in steps {
      switch step {
      case let .both(i, j):
        flush(&self)
        entries.append(
          isEqual(lhs[i].node, rhs[j].node) ? .same(lhs[i], rhs[j]) : .changed(lhs[i], rhs[j])
        )
      case let .removed(i):
        removed.append(lhs[i])
      case let .inserted(j):
        inserted.append(rhs[j])
      }
    }
    flush(&self)
    return entries
  }

  /// Whether a removed and an inserted element are better shown as one edited element.
  private mutating func arePairable(_ lhs: Int, _ rhs: Int) -> Bool {
    guard
      case let .container(lhsContainer) = first.tree.nodes[lhs],
      case let .container(rhsContainer) = second.tree.nodes[rhs]
    else { return false }
    return haveSameShape(lhsContainer, rhsContainer)
      && (first.inlineText(of: lhs) == nil || second.inlineText(of: rhs) == nil)
  }

  /// Dictionary entries matched by key; both sides are sorted by key already.
  private mutating func entriesByKey(_ lhs: [DumpChild], _ rhs: [DumpChild]) -> [Entry] {
    var entries: [Entry] = []
    var i = 0
    var j = 0
    while i < lhs.count || j < rhs.count {
      guard i < lhs.count else {
        entries.append(.inserted(rhs[j]))
        j += 1
        continue
      }
      guard j < rhs.count else {
        entries.append(.removed(lhs[i]))
        i += 1
        continue
      }
      let lhsKey = lhs[i].label ?? ""
      let rhsKey = rhs[j].label ?? ""
      if lhsKey == rhsKey {
        entries.append(
          isEqual(lhs[i].node, rhs[j].node) ? .same(lhs[i], rhs[j]) : .changed(lhs[i], rhs[j])
        )
        i += 1
        j += 1
      } else if lhsKey < rhsKey {
        entries.append(.removed(lhs[i]))
        i += 1
      } else {
        entries.append(.inserted(rhs[j]))
        j += 1
      }
    }
    return entries
  }

  // MARK: - Output

  private mutating func emit(_ side: DiffLine.Side, _ text: String, indent: Int) {
    var lines: [String] = []
    appendIndented(text, indent: indent, to: &lines)
    emit(side, lines)
  }

  private mutating func emit(_ side: DiffLine.Side, _ lines: [String]) {
    output += lines.map { DiffLine(side: side, text: $0) }
  }

  /// A plain line diff of two dumps. With `collapsing`, long unchanged stretches are cut down to a few
  /// lines of context around each change.
  private mutating func emitLineDiff(_ lhs: [String], _ rhs: [String], collapsing: Bool) {
    var lines: [DiffLine] = align(lhs, rhs).map { step in
      switch step {
      case let .both(i, _): DiffLine(side: .both, text: lhs[i])
      case let .removed(i): DiffLine(side: .first, text: lhs[i])
      case let .inserted(j): DiffLine(side: .second, text: rhs[j])
      }
    }
    if collapsing {
      lines = collapsingUnchangedRuns(lines)
    }
    output += lines
  }

  private func collapsingUnchangedRuns(_ lines: [DiffLine]) -> [DiffLine] {
    let context = Self.contextLines
    var result: [DiffLine] = []
    var index = 0
    while index < lines.count {
      guard lines[index].side == .both else {
        result.append(lines[index])
        index += 1
        continue
      }
      var end = index
      while end < lines.count, lines[end].side == .both { end += 1 }
      let keepBefore = index == 0 ? 0 : context
      let keepAfter = end == lines.count ? 0 : context
      let hidden = (end - index) - keepBefore - keepAfter
      if hidden > 1 {
        result += lines[index..<(index + keepBefore)]
        let firstHidden = lines[index + keepBefore].text
        let indentation = firstHidden.prefix(while: { $0 == " " })
        result.append(DiffLine(side: .both, text: "\(indentation)… (\(hidden) unchanged lines)"))
        result += lines[(end - keepAfter)..<end]
      } else {
        result += lines[index..<end]
      }
      index = end
    }
    return result
  }
}
