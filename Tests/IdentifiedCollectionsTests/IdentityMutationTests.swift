import IdentifiedCollections
import IssueReporting
import Testing

/// Positional assignments behave as Point-Free's (no issue). Writes that change an element's
/// id where Point-Free's traps ("Element identity must remain constant") are reported, and the array
/// repairs itself: no crash, no duplicate ids, no stale index.
@Suite struct IdentityMutationTests {
  // MARK: - Assignment through a position (Point-Free's semantics, no issue)

  @Test func positionalAssignmentWithTheSameIDReplaces() {
    var array = todos(1, 2, 3)
    array[1] = Todo(id: 2, title: "new")
    #expect(array.elements == [Todo(id: 1, title: "t1"), Todo(id: 2, title: "new"), Todo(id: 3, title: "t3")])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func positionalAssignmentWithANewIDReplacesTheElementThere() {
    var array = todos(1, 2, 3)
    array[1] = Todo(id: 20, title: "new")
    #expect(array.ids == [1, 20, 3])
    #expect(array[id: 2] == nil)
    #expect(array[id: 20]?.title == "new")
    #expect(indexProblem(in: array) == nil)

    var numbers = IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)
    numbers[0] = 9
    #expect(numbers.elements == [9, 2, 3])
  }

  @Test func positionalAssignmentWithAnIDStoredLaterExchangesTheTwo() {
    var array = todos(1, 2, 3)
    array[0] = Todo(id: 3, title: "clash")
    #expect(array.ids == [3, 2, 1])
    #expect(array[id: 3]?.title == "clash")
    #expect(array[id: 1]?.title == "t1")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func positionalAssignmentWithAnIDStoredEarlierExchangesTheTwo() {
    var array = todos(1, 2, 3)
    array[2] = Todo(id: 1, title: "clash")
    #expect(array.ids == [3, 2, 1])
    #expect(array[id: 1]?.title == "clash")
    #expect(array[id: 3]?.title == "t3")
    #expect(indexProblem(in: array) == nil)

    var numbers = IdentifiedArray(uniqueElements: [1, 2, 3, 4], id: \.self)
    numbers[1] = 4
    #expect(numbers.elements == [1, 4, 3, 2])
  }

  @Test func positionalAssignmentsReportNoIssue() {
    var array = todos(1, 2, 3)
    let issues = withIssuesCollected {
      array[0] = Todo(id: 7)
      array[2] = Todo(id: 7)
    }
    #expect(issues.isEmpty)
    #expect(array.ids == [3, 2, 7])
  }

  @Test func assigningAPermutationPositionByPositionGivesThatPermutation() {
    var array = todos(3, 1, 2, 5, 4)
    let sorted = array.elements.sorted { $0.id < $1.id }
    for (offset, todo) in sorted.enumerated() {
      array[offset] = todo
    }
    #expect(array.ids == [1, 2, 3, 4, 5])
    #expect(indexProblem(in: array) == nil)
  }

  // MARK: - In-place mutation through a position (Point-Free's traps)

  @Test func positionalMutationOfTheIDReKeys() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[0].id = 10
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Element identity must remain constant: the element at offset 0 changed its id from 1 to 10. \
        It is now stored under its new id. Remove the element and insert the new value instead.
        """
      ]
    }
    #expect(array.ids == [10, 2, 3])
    #expect(array[id: 10]?.title == "t1")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func positionalMutationToATakenIDReplacesTheElementThatHadIt() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[2].id = 1
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Element identity must remain constant: the element at offset 2 changed its id from 3 to 1, \
        which identified the element at offset 0. The changed element replaced it, so ids stay \
        unique. Remove the element and insert the new value instead.
        """
      ]
    }
    #expect(array.elements == [Todo(id: 2, title: "t2"), Todo(id: 1, title: "t3")])
    #expect(indexProblem(in: array) == nil)

    var later = todos(1, 2, 3)
    withKnownIssue {
      later[0].id = 3
    }
    #expect(later.elements == [Todo(id: 3, title: "t1"), Todo(id: 2, title: "t2")])
    #expect(indexProblem(in: later) == nil)
  }

  // MARK: - subscript(id:) (Point-Free's traps when the id changes)

  @Test func idSubscriptAssignmentOfANewIDOverAnExistingElementAppendsAndKeepsIt() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[id: 2] = Todo(id: 22)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Element identity must remain constant: subscript(id: 2) was assigned an element whose id \
        is 22. It was appended under its own id. The element with id 2 was left unchanged.
        """
      ]
    }
    #expect(array.ids == [1, 2, 3, 22])
    #expect(array[id: 2]?.title == "t2")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func idSubscriptAssignmentOfATakenIDReplacesThatElement() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[id: 2] = Todo(id: 1, title: "clash")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Element identity must remain constant: subscript(id: 2) was assigned an element whose id \
        is 1. It replaced the element with id 1 at offset 0. The element with id 2 was left \
        unchanged.
        """
      ]
    }
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: 1]?.title == "clash")
    #expect(array[id: 2]?.title == "t2")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func idSubscriptAssignmentOfAnotherIDForAnAbsentID() {
    var array = todos(1, 2)
    withKnownIssue {
      array[id: 5] = Todo(id: 6)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Element identity must remain constant: subscript(id: 5) was assigned an element whose id \
        is 6. It was appended under its own id.
        """
      ]
    }
    #expect(array.ids == [1, 2, 6])

    withKnownIssue {
      array[id: 7] = Todo(id: 1, title: "clash")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Element identity must remain constant: subscript(id: 7) was assigned an element whose id \
        is 1. It replaced the element with id 1 at offset 0.
        """
      ]
    }
    #expect(array.ids == [1, 2, 6])
    #expect(array[id: 1]?.title == "clash")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func idSubscriptMutationOfTheID() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array[id: 2]?.id = 12
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Element identity must remain constant: the element at offset 1 changed its id from 2 to 12. \
        It is now stored under its new id. Remove the element and insert the new value instead.
        """
      ]
    }
    #expect(array.ids == [1, 12, 3])
    #expect(indexProblem(in: array) == nil)

    withKnownIssue {
      array[id: 12]?.id = 3
    } matching: { issue in
      issue.mentions("from 12 to 3, which identified the element at offset 2", "replaced it")
    }
    #expect(array.elements == [Todo(id: 1, title: "t1"), Todo(id: 3, title: "t2")])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func inoutAssignmentOfAnotherIDToAnAbsentID() {
    var array = todos(1)
    withKnownIssue {
      mutate(&array[id: 5]) { $0 = Todo(id: 6) }
    } matching: { issue in
      issue.mentions("subscript(id: 5)", "appended under its own id")
    }
    #expect(array.ids == [1, 6])
  }

  @Test func inoutAssignmentOfAnotherIDToAPresentIDReKeysInPlace() {
    var array = todos(1, 2)
    withKnownIssue {
      mutate(&array[id: 1]) { $0 = Todo(id: 6) }
    } matching: { issue in
      issue.mentions("offset 0 changed its id from 1 to 6")
    }
    #expect(array.ids == [6, 2])
    #expect(indexProblem(in: array) == nil)
  }

  // MARK: - Other writes

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

  @Test func shiftingEveryIDOntoItsNeighbourKeepsTheIndexConsistent() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      for offset in array.indices where offset < array.count { array[offset].id += 1 }
    }
    #expect(array.elements == [Todo(id: 2, title: "t1"), Todo(id: 4, title: "t3")])
    #expect(indexProblem(in: array) == nil)
  }
}
