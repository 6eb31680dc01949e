import CustomDump
import Testing

/// A node of an object graph: its edges may point anywhere, itself included.
final class GraphNode {
  var value: Int
  var edges: [GraphNode] = []
  init(value: Int) { self.value = value }
}

/// A link of a singly linked chain of class instances.
final class Link {
  var value: Int
  var next: Link?
  init(value: Int, next: Link? = nil) {
    self.value = value
    self.next = next
  }
}

/// The nodes of a generated graph; `nodes[0]` is the root. Holding every node keeps them alive while
/// the graph's cycles are in place; `dismantle()` breaks them.
struct Graph {
  var nodes: [GraphNode]
  var root: GraphNode { nodes[0] }

  /// A seeded random graph of `count` nodes: a path through all nodes (so every node is reachable,
  /// and the graph can be long), plus random edges that make self-references, back edges (cycles)
  /// and several edges into one node (diamonds), and a last edge back to the root.
  static func random(count: Int, seed: UInt64) -> Graph {
    var rng = SplitMix64(seed: seed)
    let nodes = (0..<count).map { GraphNode(value: $0) }
    for index in nodes.indices {
      if index + 1 < count { nodes[index].edges.append(nodes[index + 1]) }
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        nodes[index].edges.append(nodes[Int.random(in: 0..<count, using: &rng)])
      }
    }
    nodes[count - 1].edges.append(nodes[0])
    return Graph(nodes: nodes)
  }

  /// A chain of `count` nodes, each holding the next in its `edges` array.
  static func chain(count: Int) -> Graph {
    let nodes = (0..<count).map { GraphNode(value: $0) }
    for index in nodes.indices.dropLast() { nodes[index].edges = [nodes[index + 1]] }
    return Graph(nodes: nodes)
  }

  /// A copy with new instances and the same shape, `change` applied to the copy of each node.
  func copy(change: (Int, GraphNode) -> Void = { _, _ in }) -> Graph {
    let copies = nodes.map { GraphNode(value: $0.value) }
    var offsets: [ObjectIdentifier: Int] = [:]
    for (offset, node) in nodes.enumerated() { offsets[ObjectIdentifier(node)] = offset }
    for (offset, node) in nodes.enumerated() {
      copies[offset].edges = node.edges.map { copies[offsets[ObjectIdentifier($0)]!] }
      change(offset, copies[offset])
    }
    return Graph(nodes: copies)
  }

  /// Breaks every edge, so the nodes are freed one at a time, without a cycle or a deep release.
  func dismantle() {
    for node in nodes { node.edges = [] }
  }
}

/// A chain of `count` links built and released without recursion.
struct Chain {
  var links: [Link]
  var head: Link { links[0] }

  init(count: Int, value: (Int) -> Int = { $0 }) {
    var links: [Link] = []
    links.reserveCapacity(count)
    var next: Link?
    for index in (0..<count).reversed() {
      let link = Link(value: value(index), next: next)
      links.append(link)
      next = link
    }
    self.links = links.reversed()
  }

  func dismantle() {
    for link in links { link.next = nil }
  }
}

/// Two references and a number.
struct Pair {
  var left: GraphNode
  var right: GraphNode
  var count: Int
}

/// A value type that holds a graph, compared by identity, so `expectNoDifference` has to diff it.
struct Snapshot: Equatable {
  var root: GraphNode
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.root === rhs.root }
}

@Suite("customDump, diff and equality on cyclic and shared object graphs")
struct ObjectGraphTests {
  // MARK: - Regressions

  /// Comparing two distinct cyclic graphs of the same shape used to recurse forever (a crash).
  @Test func diffOfTwoEqualCyclicGraphsIsNil() {
    let first = Link(value: 1)
    first.next = first
    let second = Link(value: 1)
    second.next = second
    defer {
      first.next = nil
      second.next = nil
    }
    #expect(diff(first, second) == nil)
  }

  /// Mutual references: a pair of graphs that point into each other.
  @Test func mutualReferencesBetweenTwoGraphs() {
    let a = GraphNode(value: 1)
    let b = GraphNode(value: 2)
    a.edges = [b]
    b.edges = [a]
    let c = GraphNode(value: 1)
    let d = GraphNode(value: 2)
    c.edges = [d]
    d.edges = [c]
    defer { for node in [a, b, c, d] { node.edges = [] } }

    #expect(
      String(customDumping: [a, b]) == """
        [
          [0]: GraphNode(
            value: 1,
            edges: [
              [0]: #1 GraphNode(
                value: 2,
                edges: [
                  [0]: GraphNode(↩︎)
                ]
              )
            ]
          ),
          [1]: #1 GraphNode(↩︎)
        ]
        """
    )
    #expect(diff([a, b], [c, d]) == nil)
    #expect(diff([a, b], [d, c]) != nil)
    d.value = 3
    let difference = diff([a, b], [c, d])
    let lines = (difference ?? "").split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("+") && $0.hasSuffix(" value: 3,") })
    #expect(lines.contains { $0.hasPrefix("-") && $0.hasSuffix(" value: 2,") })
  }

  /// A diamond: two paths to one node. The second time it is written as a reference, and in a
  /// diff where it did not change it is an unchanged line.
  @Test func sharedReferenceIsNumberedAndUnchangedInADiff() {
    let shared = GraphNode(value: 7)
    let other = GraphNode(value: 8)
    #expect(
      String(customDumping: Pair(left: shared, right: shared, count: 1)) == """
        Pair(
          left: GraphNode(
            value: 7,
            edges: []
          ),
          right: GraphNode(↩︎),
          count: 1
        )
        """
    )
    #expect(
      String(customDumping: [other, shared, shared]) == """
        [
          [0]: GraphNode(
            value: 8,
            edges: []
          ),
          [1]: #1 GraphNode(
            value: 7,
            edges: []
          ),
          [2]: #1 GraphNode(↩︎)
        ]
        """
    )
    #expect(
      diff(Pair(left: shared, right: shared, count: 1), Pair(left: shared, right: shared, count: 2))
        == """
          Pair(
            left: GraphNode(…),
            right: GraphNode(↩︎),
        -   count: 1
        +   count: 2
          )
        """
    )
  }

  // MARK: - The class: generated graphs

  /// Seeded graphs of many shapes, each dumped, diffed against itself, against a copy with the same
  /// shape, and against a copy with one changed node, and compared through `expectNoDifference`.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func generatedGraph(seed: UInt64) {
    let count = [1, 2, 3, 5, 8, 20, 60][Int(seed % 7)]
    let graph = Graph.random(count: count, seed: seed)
    let same = graph.copy()
    // The changed node is one the dump shows (a few edges from the root).
    let changed = min(count - 1, Int(seed % 3))
    let mutated = graph.copy { offset, node in if offset == changed { node.value = -999 } }
    defer {
      graph.dismantle()
      same.dismantle()
      mutated.dismantle()
    }

    let dump = String(customDumping: graph.root)
    #expect(dump.hasPrefix("GraphNode(\n  value: 0,"))
    #expect(dump.contains("GraphNode(↩︎)"), "every generated graph has a cycle back to the root")
    #expect(String(customDumping: graph.root) == dump, "dumps are deterministic")

    #expect(diff(graph.root, graph.root) == nil)
    #expect(diff(graph.root, same.root) == nil)
    #expect(diff(graph.nodes, same.nodes) == nil)

    let difference = diff(graph.root, mutated.root)
    #expect(difference != nil)
    #expect(difference?.contains("value: -999") == true)
    let lines = difference?.split(separator: "\n") ?? []
    #expect(lines.contains { $0.hasPrefix("+") && $0.contains("value: -999") })
    #expect(!lines.contains { $0.hasPrefix("-") && $0.contains("value: -999") })

    withKnownIssue {
      expectNoDifference(Snapshot(root: graph.root), Snapshot(root: mutated.root))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("value: -999")
    }
    expectNoDifference(Snapshot(root: graph.root), Snapshot(root: graph.root))
  }

  // MARK: - The class: long chains, on a thread with a small stack

  /// 10,000 instances linked one to the next, by a property and by an array: dumps are cut with a
  /// marker, equal chains compare equal, and a change is found wherever it is. Everything runs on a
  /// thread with a 512 KiB stack, the size of Swift Testing's threads on Apple platforms.
  /// The text around the first `marker` in `text`, for a failure message.
  static func around(_ marker: String, in text: String) -> String {
    guard let range = text.range(of: marker) else { return "no \(marker) in \(text.count) characters" }
    let start = text.index(range.lowerBound, offsetBy: -300, limitedBy: text.startIndex) ?? text.startIndex
    let end = text.index(range.upperBound, offsetBy: 100, limitedBy: text.endIndex) ?? text.endIndex
    return String(text[start..<end])
  }

  @Test func tenThousandLongChainsOnA512KiBStack() {
    let results = onThread(stackKiB: 512) { () -> [String: String] in
      var results: [String: String] = [:]
      let chain = Chain(count: 10_000)
      let equal = Chain(count: 10_000)
      let changedNearTheTop = Chain(count: 10_000) { $0 == 3 ? -3 : $0 }
      let changedAtTheEnd = Chain(count: 10_000) { $0 == 9_999 ? -1 : $0 }
      let nodes = Graph.chain(count: 10_000)
      let equalNodes = nodes.copy()
      let changedNodes = nodes.copy { offset, node in if offset == 2 { node.value = -2 } }
      defer {
        for value in [chain, equal, changedNearTheTop, changedAtTheEnd] { value.dismantle() }
        for value in [nodes, equalNodes, changedNodes] { value.dismantle() }
      }
      results["dump"] = String(customDumping: chain.head)
      results["nodes dump"] = String(customDumping: nodes.root)
      results["diff self"] = diff(chain.head, chain.head) ?? "nil"
      results["diff equal"] = diff(chain.head, equal.head) ?? "nil"
      results["diff near top"] = diff(chain.head, changedNearTheTop.head) ?? "nil"
      results["diff at end"] = diff(chain.head, changedAtTheEnd.head) ?? "nil"
      results["nodes diff equal"] = diff(nodes.root, equalNodes.root) ?? "nil"
      results["nodes diff arrays"] = diff([nodes.root], [changedNodes.root]) ?? "nil"
      return results
    }
    let dump = results["dump"] ?? ""
    #expect(dump.hasPrefix("Link(\n  value: 0,\n  next: #1 Link(\n    value: 1,"))
    #expect(dump.contains("Link(…)"))
    #expect(!dump.contains("value: 9999"))
    let nodesDump = results["nodes dump"] ?? ""
    // Cut with a marker where the stack runs low: at a node, or (with the larger frames of a
    // ThreadSanitizer build) at the array of its edges.
    #expect(
      nodesDump.contains("GraphNode(…)") || nodesDump.contains("edges: […]"),
      "\(Self.around("…", in: nodesDump))")
    #expect(!nodesDump.contains("value: 9999"))
    #expect(results["diff self"] == "nil")
    #expect(results["diff equal"] == "nil")
    #expect(results["nodes diff equal"] == "nil")
    let nearTop = results["diff near top"] ?? ""
    #expect(nearTop.split(separator: "\n").contains { $0.hasPrefix("+") && $0.hasSuffix("value: -3,") })
    #expect(results["diff at end"] != "nil", "a change 10,000 links down is still a difference")
    let arrays = results["nodes diff arrays"] ?? ""
    #expect(arrays.split(separator: "\n").contains { $0.hasPrefix("+") && $0.hasSuffix("value: -2,") })
  }

  /// A chain of objects that each dump as the next one (`CustomDumpRepresentable`): such hops do not
  /// count as a level of depth, yet the dump ends, on a small stack.
  @Test func chainOfRepresentableObjectsEndsOnA512KiBStack() {
    let (dump, difference) = onThread(stackKiB: 512) { () -> (String, String?) in
      var links: [ForwardingLink] = [ForwardingLink(next: nil)]
      for _ in 1..<10_000 { links.append(ForwardingLink(next: links[links.count - 1])) }
      let other = ForwardingLink(next: nil)
      defer { for link in links.reversed() { link.next = nil } }
      return (String(customDumping: links[links.count - 1]), diff(links[links.count - 1], other))
    }
    #expect(dump.hasSuffix("…"))
    #expect(difference != nil)
  }
}

/// An object that dumps as the object it forwards to, or as `"end"`.
final class ForwardingLink: CustomDumpRepresentable {
  var next: ForwardingLink?
  init(next: ForwardingLink?) { self.next = next }
  var customDumpValue: Any { next.map { $0 as Any } ?? "end" }
}
