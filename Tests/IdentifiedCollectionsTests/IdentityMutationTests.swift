import IdentifiedCollections
import Testing

/// Positional assignments behave as Point-Free's; other writes that change an element's id (which
/// trap in Point-Free's) are reported, and the array repairs itself: no crash, no duplicate ids, no
/// stale index.
@Suite struct IdentityMutationTests {
  @Test func positionalAssignmentWithANewUniqueIDReKeysWithoutAnIssue() {
    var array = todos(1, 2, 3)
    array[1] = Todo(id: 20, title: "new")
    #expect(array.ids == [1, 20, 3])
    #expect(array[id: 2] == nil)
    #expect(array[id: 20]?.title == "new")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func positionalAssignmentWithATakenIDTradesPlacesAsPointFrees() {
    var array = todos(1, 2, 3)
    array[0] = Todo(id: 3, title: "clash")
    #expect(array.ids == [3, 2, 1])
    #expect(array[id: 3]?.title == "clash")
    #expect(array[id: 1]?.title == "t1")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func positionalMutationOfTheIDReKeys() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[0].id = 10
    } matching: { issue in
      issue.mentions("offset 0", "from 1 to 10")
    }
    #expect(array.ids == [10, 2, 3])
    #expect(array[id: 10]?.title == "t1")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func positionalMutationToATakenIDRemovesTheMutatedElement() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[2].id = 1
    } matching: { issue in
      issue.mentions("from 3 to 1", "offset 0", "removed")
    }
    #expect(array.elements == [Todo(id: 1, title: "t1"), Todo(id: 2, title: "t2")])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func idSubscriptAssignmentOfAnotherIDOverAnExistingElement() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[id: 2] = Todo(id: 22)
    } matching: { issue in
      issue.mentions("id 22 instead of 2")
    }
    #expect(array.ids == [1, 22, 3])
    #expect(indexProblem(in: array) == nil)

    withKnownIssue {
      array[id: 22] = Todo(id: 1, title: "clash")
    } matching: { issue in
      issue.mentions("ignored")
    }
    #expect(array.ids == [1, 22, 3])
    #expect(array[id: 1]?.title == "t1")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func idSubscriptAssignmentOfAnotherIDForAnAbsentID() {
    var array = todos(1, 2)
    withKnownIssue {
      array[id: 5] = Todo(id: 6)
    } matching: { issue in
      issue.mentions("subscript(id: 5)", "id is 6", "appended under its own id")
    }
    #expect(array.ids == [1, 2, 6])

    withKnownIssue {
      array[id: 7] = Todo(id: 1, title: "clash")
    } matching: { issue in
      issue.mentions("subscript(id: 7)", "ignored")
    }
    #expect(array.ids == [1, 2, 6])
    #expect(array[id: 1]?.title == "t1")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func idSubscriptMutationOfTheID() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[id: 2]?.id = 12
    } matching: { issue in
      issue.mentions("from 2 to 12")
    }
    #expect(array.ids == [1, 12, 3])
    #expect(indexProblem(in: array) == nil)

    withKnownIssue {
      array[id: 12]?.id = 3
    } matching: { issue in
      issue.mentions("from 12 to 3", "removed")
    }
    #expect(array.ids == [1, 3])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func inoutAssignmentOfAnotherIDToAnAbsentID() {
    var array = todos(1)
    withKnownIssue {
      mutate(&array[id: 5]) { $0 = Todo(id: 6) }
    } matching: { issue in
      issue.mentions("appended under its own id")
    }
    #expect(array.ids == [1, 6])
  }

  @Test func updateAtWithAnotherID() {
    var array = todos(1, 2)
    var original: Todo?
    withKnownIssue {
      original = array.update(Todo(id: 9), at: 0)
    } matching: { issue in
      issue.mentions("id 9 instead of 1")
    }
    #expect(original == Todo(id: 1, title: "t1"))
    #expect(array.ids == [9, 2])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func changingEveryIDInALoopNeverCrashes() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      for offset in array.indices { array[offset].id += 100 }
    } matching: { issue in
      issue.mentions("changed its id")
    }
    #expect(array.ids == [101, 102, 103])
    #expect(indexProblem(in: array) == nil)
  }
}
