/// A value taken apart for dumping: one node per value, children referring to later nodes by index.
///
/// Building the tree first (``DumpTreeBuilder``) and rendering it afterwards (``DumpRenderer``) lets the
/// dump know, before writing anything, which objects appear more than once (they get a `#1` marker),
/// and lets ``diff(_:_:format:)`` compare two values part by part. Both passes walk the tree with an
/// explicit stack, so a deeply nested value cannot overflow the call stack.
struct DumpTree {
  /// Every node; `nodes[0]` is the root, and a child always comes after its parent.
  var nodes: [DumpNode]
  /// The number shown as `#N` for each object the dump shows more than once.
  var markers: [ObjectIdentifier: Int]

  /// The root's index.
  var root: Int { 0 }
}

/// One value in a ``DumpTree``.
enum DumpNode {
  /// Finished text: a number, a quoted string, a custom description, `nil`, an enum case without
  /// payload. May span several lines (a `"""` string).
  case text(String)
  /// An object already shown in full elsewhere in the dump, written `#N Type(↩︎)`.
  case revisit(ObjectIdentifier, typeName: String)
  /// A value with parts: a struct, class, tuple, enum case with payload, or a collection.
  case container(DumpContainer)
}

/// A node with parts, and how to write it: `header` + `open`, the children, then `close`.
struct DumpContainer {
  /// The shape of a container, which decides how children are labelled, sorted and diffed.
  enum Kind: Equatable {
    /// A struct, class, tuple or enum payload: children keep their order and their labels.
    case plain
    /// An ordered collection: children are labelled by index, `[0]`, `[1]`, ….
    case collection
    /// A dictionary: children are labelled by their key's dump and sorted by it.
    case dictionary
    /// A set: unlabelled children sorted by their dump.
    case set
  }

  var kind: Kind
  /// Written before `open`: a type name (`User`), an enum case (`Result.success`, `.success`), `Set`, or
  /// nothing.
  var header: String
  var open: String
  var close: String
  /// The whole text when there are no children, if not `header + open + close` (a dictionary's `[:]`).
  var emptyText: String? = nil
  var children: [DumpChild] = []
  /// Whether the children were left out because of the depth limit; written `Type(…)`.
  var isTruncated = false
  /// The object this container shows, for class instances.
  var object: ObjectIdentifier? = nil

  /// The one-line form that stands for this container when its contents are not shown: `User(…)`.
  var collapsedText: String {
    children.isEmpty && !isTruncated
      ? (emptyText ?? header + open + close)
      : header + open + "…" + close
  }
}

/// A labelled reference from a container to one of its children.
struct DumpChild {
  /// `id` for a field, `[0]` for an element, the key's dump for a dictionary entry; `nil` for tuple
  /// elements, enum payloads without labels and set elements.
  var label: String?
  /// The child's index in ``DumpTree/nodes``.
  var node: Int
}
