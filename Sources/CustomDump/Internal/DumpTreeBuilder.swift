/// The deepest nesting a dump descends to, whatever `maxDepth` asks for. Deeper parts are written
/// `Type(…)`, so a value nested thousands of levels deep (a long linked list of indirect enums) yields a
/// bounded dump instead of one whose indentation alone grows quadratically.
let dumpNestingLimit = 1_000

/// Takes a value apart into a ``DumpTree``, honouring ``CustomDumpStringConvertible``,
/// ``CustomDumpRepresentable`` and ``CustomDumpReflectable``.
///
/// Works through an explicit stack of pending values rather than by recursion, so nesting depth is
/// limited only by ``dumpNestingLimit``, never by the call stack.
struct DumpTreeBuilder {
  /// One pending step.
  private enum Work {
    /// Fill the node at `slot` with the dump of `value`.
    case value(Any, slot: Int, depth: Int, isRoot: Bool)
    /// Sort the children of the container at `slot` (dictionaries and sets), once they are built.
    case sortChildren(slot: Int)
  }

  private let maxDepth: Int
  private var nodes: [DumpNode] = [.text("")]
  private var work: [Work] = []
  /// Objects whose contents have been written once; later sightings are written `#N Type(↩︎)`.
  private var expanded: Set<ObjectIdentifier> = []
  private var revisited: Set<ObjectIdentifier> = []
  /// Keeps every object seen alive until the tree is built, so no identifier can be reused by a new
  /// object (a `customDumpValue` may create temporaries).
  private var retained: [AnyObject] = []

  private init(maxDepth: Int) {
    self.maxDepth = min(max(maxDepth, 0), dumpNestingLimit)
  }

  /// Builds the tree for `value`, descending at most `maxDepth` levels. `isRoot` is `false` for a
  /// value dumped as part of another (a dictionary key), whose enum cases then omit their type name.
  static func build(_ value: Any, maxDepth: Int = .max, isRoot: Bool = true) -> DumpTree {
    var builder = DumpTreeBuilder(maxDepth: maxDepth)
    builder.work.append(.value(value, slot: 0, depth: 0, isRoot: isRoot))
    while let step = builder.work.popLast() {
      switch step {
      case let .value(value, slot, depth, isRoot):
        builder.fill(slot, with: value, depth: depth, isRoot: isRoot)
      case let .sortChildren(slot):
        builder.sortChildren(of: slot)
      }
    }
    let unnumbered = DumpTree(nodes: builder.nodes, markers: [:])
    return DumpTree(nodes: builder.nodes, markers: builder.markers(in: unnumbered))
  }

  // MARK: - Filling one node

  private mutating func fill(_ slot: Int, with value: Any, depth: Int, isRoot: Bool) {
    var value = value
    // Optionals, and values that stand for other values, are looked through. The bound only guards
    // against a `customDumpValue` that returns its own type forever.
    for _ in 0..<64 {
      if let text = primitiveText(value) {
        nodes[slot] = .text(text)
        return
      }
      if let convertible = value as? any CustomDumpStringConvertible {
        nodes[slot] = .text(convertible.customDumpDescription)
        return
      }
      if let representable = value as? any CustomDumpRepresentable {
        value = representable.customDumpValue
        continue
      }
      let mirror =
        (value as? any CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else {
          nodes[slot] = .text("nil")
          return
        }
        value = wrapped
        continue
      }
      fill(slot, with: value, mirror: mirror, depth: depth, isRoot: isRoot)
      return
    }
    nodes[slot] = .text(String(describing: value))
  }

  private mutating func fill(
    _ slot: Int, with value: Any, mirror: Mirror, depth: Int, isRoot: Bool
  ) {
    let typeName = dumpTypeName(mirror.subjectType)
    switch mirror.displayStyle {
    case .struct:
      let container = DumpContainer(kind: .plain, header: typeName, open: "(", close: ")")
      addContainer(container, at: slot, children: labelled(mirror.children), depth: depth)

    case .class:
      let object = value as AnyObject
      let id = ObjectIdentifier(object)
      retained.append(object)
      if expanded.contains(id) {
        revisited.insert(id)
        nodes[slot] = .revisit(id, typeName: typeName)
        return
      }
      var container = DumpContainer(kind: .plain, header: typeName, open: "(", close: ")")
      container.object = id
      let children = labelled(classChildren(mirror))
      if children.isEmpty || depth < maxDepth {
        expanded.insert(id)
      }
      addContainer(container, at: slot, children: children, depth: depth)

    case .enum:
      fillEnum(slot, with: value, mirror: mirror, typeName: typeName, depth: depth, isRoot: isRoot)

    case .tuple:
      let container = DumpContainer(kind: .plain, header: "", open: "(", close: ")")
      addContainer(container, at: slot, children: labelled(mirror.children), depth: depth)

    case .collection:
      let container = DumpContainer(kind: .collection, header: "", open: "[", close: "]")
      let children = mirror.children.enumerated().map { offset, child in
        ("[\(offset)]" as String?, child.value)
      }
      addContainer(container, at: slot, children: children, depth: depth)

    case .dictionary:
      fillDictionary(slot, mirror: mirror, depth: depth)

    case .set:
      let container = DumpContainer(kind: .set, header: "Set", open: "([", close: "])")
      let children = mirror.children.map { (nil as String?, $0.value) }
      addContainer(container, at: slot, children: children, depth: depth)

    default:
      // No display style: a builtin value, a function, or a custom mirror without a style.
      if mirror.children.isEmpty {
        nodes[slot] = .text(String(describing: value))
      } else {
        let container = DumpContainer(kind: .plain, header: typeName, open: "(", close: ")")
        addContainer(container, at: slot, children: labelled(mirror.children), depth: depth)
      }
    }
  }

  /// `Result.success(42)` at the root, `.success(42)` inside another value, where the type is implied.
  private mutating func fillEnum(
    _ slot: Int, with value: Any, mirror: Mirror, typeName: String, depth: Int, isRoot: Bool
  ) {
    let prefix = isRoot ? "\(typeName)." : "."
    guard mirror.children.count == 1, let payload = mirror.children.first else {
      if mirror.children.isEmpty {
        nodes[slot] = .text(prefix + (enumCaseName(value) ?? String(describing: value)))
      } else {
        // A custom mirror with several children: show them like fields.
        let container = DumpContainer(kind: .plain, header: typeName, open: "(", close: ")")
        addContainer(container, at: slot, children: labelled(mirror.children), depth: depth)
      }
      return
    }
    let caseName = payload.label ?? enumCaseName(value) ?? "some"
    let container = DumpContainer(kind: .plain, header: prefix + caseName, open: "(", close: ")")
    // Several associated values arrive as one tuple; show them as the case's own arguments.
    let payloadMirror = Mirror(reflecting: payload.value)
    let children =
      payloadMirror.displayStyle == .tuple
      ? labelled(payloadMirror.children)
      : [(nil, payload.value)]
    addContainer(container, at: slot, children: children, depth: depth)
  }

  private mutating func fillDictionary(_ slot: Int, mirror: Mirror, depth: Int) {
    let container = DumpContainer(
      kind: .dictionary, header: "", open: "[", close: "]", emptyText: "[:]"
    )
    guard !mirror.children.isEmpty, depth < maxDepth else {
      // Empty, or too deep to show: either way no key needs dumping.
      var container = container
      container.isTruncated = !mirror.children.isEmpty
      nodes[slot] = .container(container)
      return
    }
    var children: [(String?, Any)] = []
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else {
        children.append((nil, entry.value))
        continue
      }
      let keyTree = DumpTreeBuilder.build(
        pair[0].value, maxDepth: maxDepth - depth - 1, isRoot: false
      )
      var renderer = DumpRenderer(keyTree)
      children.append((renderer.text(of: keyTree.root), pair[1].value))
    }
    addContainer(container, at: slot, children: children, depth: depth)
  }

  // MARK: - Helpers

  /// Stores `container` at `slot` and schedules its children, unless the depth limit is reached.
  private mutating func addContainer(
    _ container: DumpContainer, at slot: Int, children: [(String?, Any)], depth: Int
  ) {
    var container = container
    if children.isEmpty {
      nodes[slot] = .container(container)
      return
    }
    guard depth < maxDepth else {
      container.isTruncated = true
      nodes[slot] = .container(container)
      return
    }
    let first = nodes.count
    for (offset, child) in children.enumerated() {
      nodes.append(.text(""))
      container.children.append(DumpChild(label: child.0, node: first + offset))
    }
    nodes[slot] = .container(container)
    if container.kind == .dictionary || container.kind == .set {
      work.append(.sortChildren(slot: slot))
    }
    for (offset, child) in children.enumerated().reversed() {
      work.append(.value(child.1, slot: first + offset, depth: depth + 1, isRoot: false))
    }
  }

  /// Dictionaries by key, sets by element, both by their dump, so the output never depends on hashing.
  private mutating func sortChildren(of slot: Int) {
    guard case var .container(container) = nodes[slot] else { return }
    container.children = sorted(container.children)
    nodes[slot] = .container(container)
  }

  /// `children` ordered by label, then by dump. Does not mutate, so the renderer it may create (which
  /// shares `nodes`) is gone before the caller writes to `nodes`, and no copy of the array is made.
  private func sorted(_ children: [DumpChild]) -> [DumpChild] {
    var renderer: DumpRenderer?
    var texts: [Int: String] = [:]
    func text(_ node: Int) -> String {
      if let known = texts[node] { return known }
      var current = renderer ?? DumpRenderer(DumpTree(nodes: nodes, markers: [:]))
      let made = current.text(of: node)
      renderer = current
      texts[node] = made
      return made
    }
    return children.sorted { lhs, rhs in
      let lhsLabel = lhs.label ?? ""
      let rhsLabel = rhs.label ?? ""
      if lhsLabel != rhsLabel { return lhsLabel < rhsLabel }
      return text(lhs.node) < text(rhs.node)
    }
  }

  /// Numbers the objects shown more than once, in the order they first appear in the output.
  private func markers(in tree: DumpTree) -> [ObjectIdentifier: Int] {
    guard !revisited.isEmpty else { return [:] }
    var markers: [ObjectIdentifier: Int] = [:]
    var pending = [tree.root]
    while let index = pending.popLast() {
      switch tree.nodes[index] {
      case .text:
        break
      case let .revisit(id, _):
        if markers[id] == nil { markers[id] = markers.count + 1 }
      case let .container(container):
        if let id = container.object, revisited.contains(id), markers[id] == nil {
          markers[id] = markers.count + 1
        }
        pending.append(contentsOf: container.children.reversed().map(\.node))
      }
    }
    return markers
  }
}

/// Fields of a class and of its superclasses, the superclasses' first.
private func classChildren(_ mirror: Mirror) -> [Mirror.Child] {
  var chain: [Mirror] = []
  var current: Mirror? = mirror
  while let level = current {
    chain.append(level)
    current = level.superclassMirror
  }
  return chain.reversed().flatMap { Array($0.children) }
}

/// Children with their labels, dropping the positional `.0`, `.1` labels of unlabelled tuple elements.
private func labelled(_ children: some Sequence<Mirror.Child>) -> [(String?, Any)] {
  children.map { child in
    guard let label = child.label, !label.hasPrefix(".") else { return (nil, child.value) }
    return (label, child.value)
  }
}

/// The text of values that need no mirror: strings quoted, types as `Int.self`.
private func primitiveText(_ value: Any) -> String? {
  switch value {
  case let string as String: stringLiteral(string)
  case let substring as Substring: stringLiteral(substring)
  case let character as Character: stringLiteral(String(character))
  case let string as StaticString: stringLiteral(string.description)
  case let type as Any.Type: "\(dumpTypeName(type)).self"
  default: nil
  }
}

/// The name of an enum value's case, as the runtime records it, even when the enum has a custom
/// `description`.
private func enumCaseName(_ value: Any) -> String? {
  func open<T>(_ value: T) -> String? {
    swiftEnumCaseName(value).map { String(cString: $0) }
  }
  return open(value)
}

@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
