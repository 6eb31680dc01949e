/// Writes a ``DumpTree`` as indented lines.
///
/// A container is written on one line when it has no children (`User()`, `[]`), is cut by the depth
/// limit (`User(…)`), or is a struct, class, tuple or enum case with a single part that itself fits on
/// one line (`Result.success(42)`, `Counter.State(count: 1)`). Everything else opens a block, one child
/// per line, indented by two spaces. All walks use explicit stacks; nothing recurses on the value's depth.
struct DumpRenderer {
  let tree: DumpTree
  /// One-line forms already worked out; a `nil` entry means the node needs several lines.
  private var inlineCache: [Int: String?] = [:]
  private var textCache: [Int: String] = [:]
  private var hashCache: [Int]?

  init(_ tree: DumpTree) {
    self.tree = tree
  }

  /// `#N ` in front of an object shown more than once, nothing otherwise.
  func marker(_ object: ObjectIdentifier?) -> String {
    guard let object, let number = tree.markers[object] else { return "" }
    return "#\(number) "
  }

  /// The line that opens a container's block: `#1 User(`, `[`, `.success(`.
  func openingText(_ container: DumpContainer) -> String {
    marker(container.object) + container.header + container.open
  }

  /// The node on one line, or `nil` when it needs several.
  mutating func inlineText(of index: Int) -> String? {
    if let cached = inlineCache[index] { return cached }
    // Walk down the chain of single-part containers, then build their texts on the way back up.
    var chain: [Int] = []
    var current = index
    var result: String?
    descent: while true {
      if let cached = inlineCache[current] {
        result = cached
        break
      }
      switch tree.nodes[current] {
      case let .text(text):
        result = text.contains("\n") ? nil : text
      case let .revisit(object, typeName):
        result = marker(object) + typeName + "(↩︎)"
      case let .container(container):
        if container.children.isEmpty || container.isTruncated {
          result = marker(container.object) + container.collapsedText
        } else if container.kind == .plain, container.children.count == 1 {
          chain.append(current)
          current = container.children[0].node
          continue descent
        } else {
          result = nil
        }
      }
      inlineCache[current] = .some(result)
      break
    }
    for link in chain.reversed() {
      if let inner = result, case let .container(container) = tree.nodes[link] {
        let label = container.children[0].label.map { "\($0): " } ?? ""
        result = openingText(container) + label + inner + container.close
      } else {
        result = nil
      }
      inlineCache[link] = .some(result)
    }
    return result
  }

  /// The one line that stands for a node whose contents need not be shown: its one-line form, or
  /// `User(…)` / `[…]` when it would need several lines. `nil` for multi-line text, which has no short
  /// form.
  mutating func collapsedText(of index: Int) -> String? {
    if let inline = inlineText(of: index) { return inline }
    guard case let .container(container) = tree.nodes[index] else { return nil }
    return marker(container.object) + container.header + container.open + "…" + container.close
  }

  /// The node's complete dump, as one string.
  mutating func text(of index: Int) -> String {
    if let cached = textCache[index] { return cached }
    let text = lines(of: index).joined(separator: "\n")
    textCache[index] = text
    return text
  }

  /// The node's complete dump as lines, each indented by `indent` spaces; `prefix` (a label such as
  /// `"id: "`) goes before the first line and `suffix` (such as `","`) after the last.
  mutating func lines(of index: Int, prefix: String = "", indent: Int = 0, suffix: String = "")
    -> [String]
  {
    enum Step {
      case node(Int, prefix: String, indent: Int, suffix: String)
      case line(String)
    }
    var output: [String] = []
    var steps: [Step] = [.node(index, prefix: prefix, indent: indent, suffix: suffix)]
    while let step = steps.popLast() {
      switch step {
      case let .line(line):
        output.append(line)
      case let .node(index, prefix, indent, suffix):
        if let inline = inlineText(of: index) {
          appendIndented(prefix + inline + suffix, indent: indent, to: &output)
          continue
        }
        switch tree.nodes[index] {
        case let .text(text):
          appendIndented(prefix + text + suffix, indent: indent, to: &output)
        case let .revisit(object, typeName):
          let text = prefix + marker(object) + typeName + "(↩︎)" + suffix
          appendIndented(text, indent: indent, to: &output)
        case let .container(container):
          appendIndented(prefix + openingText(container), indent: indent, to: &output)
          steps.append(.line(spaces(indent) + container.close + suffix))
          let last = container.children.count - 1
          for (offset, child) in container.children.enumerated().reversed() {
            steps.append(
              .node(
                child.node,
                prefix: child.label.map { "\($0): " } ?? "",
                indent: indent + 2,
                suffix: offset == last ? "" : ","
              )
            )
          }
        }
      }
    }
    return output
  }

  /// A fingerprint of each node's whole subtree (including `#N` markers): equal dumps have equal
  /// fingerprints, so a diff can skip unchanged parts without writing them out.
  mutating func structureHash(of index: Int) -> Int {
    if let hashes = hashCache { return hashes[index] }
    var hashes = [Int](repeating: 0, count: tree.nodes.count)
    // Children always come after their parent, so a backwards sweep sees every child first.
    for node in tree.nodes.indices.reversed() {
      var hasher = Hasher()
      switch tree.nodes[node] {
      case let .text(text):
        hasher.combine(0)
        hasher.combine(text)
      case let .revisit(object, typeName):
        hasher.combine(1)
        hasher.combine(marker(object))
        hasher.combine(typeName)
      case let .container(container):
        hasher.combine(2)
        hasher.combine(marker(container.object))
        hasher.combine(container.header)
        hasher.combine(container.open)
        hasher.combine(container.close)
        hasher.combine(container.emptyText)
        hasher.combine(container.isTruncated)
        hasher.combine(container.children.count)
        for child in container.children {
          hasher.combine(child.label)
          hasher.combine(hashes[child.node])
        }
      }
      hashes[node] = hasher.finalize()
    }
    hashCache = hashes
    return hashes[index]
  }
}

/// `count` spaces.
func spaces(_ count: Int) -> String {
  String(repeating: " ", count: count)
}

/// Appends each line of `text`, indented by `indent` spaces.
func appendIndented(_ text: String, indent: Int, to output: inout [String]) {
  let padding = spaces(indent)
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    output.append(line.isEmpty ? "" : padding + line)
  }
}
