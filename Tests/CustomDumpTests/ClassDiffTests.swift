import CustomDump
import Foundation
import Testing

// Diffs of class instances, with Point-Free's expected texts (swift-custom-dump's DiffTests:
// testClass, testClass_Repeated, testRecursion). The tests extend `DiffTests` so that types declared
// in them are named `DiffTests.…`, as in Point-Free's.

/// A class with two fields.
final class UserClass {
  let id: Int
  let name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// An object that reaches one grandchild twice: through its child, and directly.
final class RepeatedObject {
  final class Child {
    let grandchild: Grandchild
    init(id: String) { grandchild = Grandchild(id: id) }
  }

  final class Grandchild {
    let id: String
    init(id: String) { self.id = id }
  }

  let child: Child
  let grandchild: Grandchild
  init(id: String) {
    child = Child(id: id)
    grandchild = child.grandchild
  }
}

extension DiffTests {
  @Test func differentInstancesAreShownWholeAndNumbered() {
    #expect(
      diff(UserClass(id: 42, name: "Blob"), UserClass(id: 42, name: "Blob, Jr.")) == """
        - UserClass(
        -   id: 42,
        -   name: "Blob"
        - )
        + #1 UserClass(
        +   id: 42,
        +   name: "Blob, Jr."
        + )
        """
    )
    #expect(
      diff(NSObject(), NSObject()) == """
        - NSObject()
        + #1 NSObject()
        """
    )
  }

  @Test func repeatedInstancesAreNumberedOnEachSide() {
    #expect(
      diff(RepeatedObject(id: "a"), RepeatedObject(id: "b")) == """
        - RepeatedObject(
        -   child: RepeatedObject.Child(
        -     grandchild: RepeatedObject.Grandchild(id: "a")
        -   ),
        -   grandchild: RepeatedObject.Grandchild(↩︎)
        - )
        + #1 RepeatedObject(
        +   child: #1 RepeatedObject.Child(
        +     grandchild: #1 RepeatedObject.Grandchild(id: "b")
        +   ),
        +   grandchild: #1 RepeatedObject.Grandchild(↩︎)
        + )
        """
    )
  }

  @Test func instanceShownBeforeIsAReferenceAndANewOneIsNumbered() {
    final class User {
      let id: Int
      let name: String
      init(id: Int, name: String) {
        self.id = id
        self.name = name
      }
    }
    let u1 = User(id: 1, name: "Blob")
    let u2 = User(id: 2, name: "Blob Jr.")
    let u3 = User(id: 3, name: "Blob Sr.")

    struct Three {
      let u1: User
      let u2: User
      let u3: User
    }

    #expect(
      diff(Three(u1: u1, u2: u2, u3: u2), Three(u1: u1, u2: u2, u3: u3)) == """
          DiffTests.Three(
            u1: DiffTests.User(…),
            u2: #1 DiffTests.User(…),
        -   u3: #1 DiffTests.User(↩︎)
        +   u3: #2 DiffTests.User(
        +     id: 3,
        +     name: "Blob Sr."
        +   )
          )
        """
    )
    #expect(
      diff([u1, u2, u2], [u1, u2, u3]) == """
          [
            … (2 unchanged),
        -   [2]: DiffTests.User(
        -     id: 2,
        -     name: "Blob Jr."
        -   )
        +   [2]: #1 DiffTests.User(
        +     id: 3,
        +     name: "Blob Sr."
        +   )
          ]
        """
    )
  }

  @Test func objectThatHoldsItselfHasNoDifferenceWithItself() {
    final class Object {
      var child: Object?
    }
    let object = Object()
    object.child = object
    defer { object.child = nil }
    #expect(diff(object, object) == nil)
  }
}
