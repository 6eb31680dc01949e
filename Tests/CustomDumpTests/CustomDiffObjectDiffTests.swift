import CustomDump
import Testing

// Diffs of `_CustomDiffObject`s (objects that dump differently before and after a change), shared
// and nested, with Point-Free's expected texts (swift-custom-dump's DiffTests: testDiffableObject,
// testDiffableObjectNestedIdentity and the *AcrossGraphs tests). The tests extend `DiffTests` so that
// types declared in them are named `DiffTests.…`, as in Point-Free's.

/// A user as Point-Free's tests declare it at file scope, so that it dumps as `User(…)`. Declared
/// inside a function because this target's `User` is another type.
private func blob(_ name: String) -> Any {
  struct User: Equatable, Identifiable {
    var id: Int
    var name: String
  }
  return User(id: 1, name: name)
}

/// An object standing for a value before and after a change; never equal, so a diff always looks
/// inside it.
private final class Shared: _CustomDiffObject, Equatable {
  let before: Any
  let after: Any
  init(before: Any = blob("Blob"), after: Any = blob("Blob, Jr")) {
    self.before = before
    self.after = after
  }
  var _customDiffValues: (Any, Any) { (before, after) }
  static func == (lhs: Shared, rhs: Shared) -> Bool { false }
}

/// The value of a `SharedNode`: a name and a child node.
private struct SharedNodeValue: Equatable {
  var name: String
  var child: SharedNode?
}

/// A node whose before and after values may lead back to itself.
private final class SharedNode: _CustomDiffObject, Equatable {
  var beforeValue: SharedNodeValue
  var afterValue: SharedNodeValue
  init(before: SharedNodeValue, after: SharedNodeValue) {
    beforeValue = before
    afterValue = after
  }
  var _customDiffValues: (Any, Any) { (beforeValue, afterValue) }
  static func == (lhs: SharedNode, rhs: SharedNode) -> Bool { false }
}

/// The identity shared by a node's snapshots in two graphs.
private final class Origin {}

/// A snapshot of a node: snapshots of one node in two graphs share its `origin`, and the older one
/// points at the newer as its `target`.
private final class SnapshotNode: _CustomDiffObject, CustomDumpReflectable {
  let origin: Origin
  let name: String
  var child: SnapshotNode?
  var target: SnapshotNode?

  init(origin: Origin, name: String) {
    self.origin = origin
    self.name = name
  }

  var _customDiffValues: (Any, Any) { (self, target ?? self) }
  var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(origin) }
  var customDumpMirror: Mirror {
    Mirror(self, children: ["name": name, "child": child as Any], displayStyle: .class)
  }
}

extension DiffTests {
  @Test func customDiffObjectComparedWithItselfShowsItsChange() {
    let obj = Shared()
    #expect(
      diff(obj, obj) == """
          #1 User(
            id: 1,
        -   name: "Blob"
        +   name: "Blob, Jr"
          )
        """
    )
  }

  @Test func distinctCustomDiffObjectsAreShownWholeAndNumbered() {
    #expect(
      diff(Shared(), Shared()) == """
        - #1 User(
        -   id: 1,
        -   name: "Blob, Jr"
        - )
        + #2 User(
        +   id: 1,
        +   name: "Blob, Jr"
        + )
        """
    )
  }

  /// The object shown a second time is the same object: an unchanged `↩︎` line, not a change.
  @Test func repeatedCustomDiffObjectIsAnUnchangedReference() {
    let obj = Shared()
    #expect(
      diff([obj, obj, obj], [obj, obj, Shared()]) == """
          [
            [0]: #1 User(
              id: 1,
        -     name: "Blob"
        +     name: "Blob, Jr"
            ),
            [1]: #1 User(↩︎),
        -   [2]: #1 User(↩︎)
        +   [2]: #2 User(
        +     id: 1,
        +     name: "Blob, Jr"
        +   )
          ]
        """
    )
  }

  @Test func customDiffObjectInAStructShowsItsValues() {
    struct State {
      var stats: Shared
    }
    struct Stats {
      var count = 0
    }
    let stats = State(stats: Shared(before: Stats(), after: Stats(count: 1)))
    #expect(
      diff(stats, stats) == """
          DiffTests.State(
        -   stats: #1 DiffTests.Stats(count: 0)
        +   stats: #1 DiffTests.Stats(count: 1)
          )
        """
    )
  }

  @Test func customDiffObjectsThatLeadBackToEachOther() {
    let root = SharedNode(
      before: SharedNodeValue(name: "Root", child: nil),
      after: SharedNodeValue(name: "Root!", child: nil)
    )
    let child = SharedNode(
      before: SharedNodeValue(name: "Child", child: root),
      after: SharedNodeValue(name: "Child!", child: root)
    )
    root.beforeValue.child = child
    root.afterValue.child = child
    defer {
      root.beforeValue.child = nil
      root.afterValue.child = nil
    }

    #expect(
      diff(root, root) == """
          #1 SharedNodeValue(
        -   name: "Root",
        +   name: "Root!",
            child: #2 SharedNodeValue(
        -     name: "Child",
        +     name: "Child!",
              child: #1 SharedNodeValue(↩︎)
            )
          )
        """
    )
  }

  /// Two graphs of snapshots of the same nodes, with a cycle: the change is found (it used to be
  /// missed, `nil`), and the node met again is a reference.
  @Test func customDiffObjectsAcrossTwoCyclicGraphs() {
    let rootOrigin = Origin()
    let childOrigin = Origin()

    let lhsRoot = SnapshotNode(origin: rootOrigin, name: "Root")
    let lhsChild = SnapshotNode(origin: childOrigin, name: "Child")
    lhsRoot.child = lhsChild
    lhsChild.child = lhsRoot

    let rhsRoot = SnapshotNode(origin: rootOrigin, name: "Root!")
    let rhsChild = SnapshotNode(origin: childOrigin, name: "Child!")
    rhsRoot.child = rhsChild
    rhsChild.child = rhsRoot

    lhsRoot.target = rhsRoot
    lhsChild.target = rhsChild
    rhsRoot.target = rhsRoot
    rhsChild.target = rhsChild
    defer {
      for node in [lhsRoot, lhsChild, rhsRoot, rhsChild] {
        node.child = nil
        node.target = nil
      }
    }

    let difference = diff(lhsRoot, rhsRoot)

    // Point-Free's test asserts these two fragments.
    #expect(difference != nil)
    #expect(difference?.contains("#1 SnapshotNode(↩︎)") == true)
    #expect(difference?.contains("#2 SnapshotNode(") == true)
    // The whole text, as Point-Free's diff writes it.
    #expect(
      difference == """
          #1 SnapshotNode(
        -   name: "Root",
        +   name: "Root!",
            child: #2 SnapshotNode(
        -     name: "Child",
        +     name: "Child!",
              child: #1 SnapshotNode(↩︎)
            )
          )
        """
    )
  }

  /// Two graphs of snapshots that share a node, unchanged: no difference.
  @Test func customDiffObjectsSharedAcrossTwoEqualGraphs() {
    let sharedOrigin = Origin()
    let firstOrigin = Origin()
    let secondOrigin = Origin()

    let lhsShared = SnapshotNode(origin: sharedOrigin, name: "Shared")
    let lhsFirst = SnapshotNode(origin: firstOrigin, name: "First")
    let lhsSecond = SnapshotNode(origin: secondOrigin, name: "Second")
    lhsFirst.child = lhsShared
    lhsSecond.child = lhsShared

    let rhsShared = SnapshotNode(origin: sharedOrigin, name: "Shared")
    let rhsFirst = SnapshotNode(origin: firstOrigin, name: "First")
    let rhsSecond = SnapshotNode(origin: secondOrigin, name: "Second")
    rhsFirst.child = rhsShared
    rhsSecond.child = rhsShared

    lhsShared.target = rhsShared
    lhsFirst.target = rhsFirst
    lhsSecond.target = rhsSecond
    rhsShared.target = rhsShared
    rhsFirst.target = rhsFirst
    rhsSecond.target = rhsSecond
    defer {
      for node in [lhsShared, lhsFirst, lhsSecond, rhsShared, rhsFirst, rhsSecond] {
        node.target = nil
      }
    }

    #expect(diff([lhsFirst, lhsSecond], [rhsFirst, rhsSecond]) == nil)
  }

  /// An object naming its own type: its values' parts are shown under that name.
  @Test func customDiffTypeNamesTheValues() {
    struct Values {
      var count: Int
      var label: String
    }
    final class CounterModel: _CustomDiffObject, Equatable {
      var _customDiffValues: (Any, Any) {
        (Values(count: 0, label: "a"), Values(count: 1, label: "a"))
      }
      var _customDiffType: Any.Type? { CounterModel.self }
      static func == (lhs: CounterModel, rhs: CounterModel) -> Bool { false }
    }
    let model = CounterModel()
    #expect(
      String(customDumping: model) == """
        #1 DiffTests.CounterModel(
          count: 1,
          label: "a"
        )
        """
    )
    #expect(
      diff(model, model) == """
          #1 DiffTests.CounterModel(
        -   count: 0,
        +   count: 1,
            label: "a"
          )
        """
    )
  }
}
