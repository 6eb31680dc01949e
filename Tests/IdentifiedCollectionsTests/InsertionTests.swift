import IdentifiedCollections
import Testing

@Suite struct InsertionTests {
  @Test func appendNewAndExisting() {
    var array = todos(1, 2)
    let appended = array.append(Todo(id: 3))
    #expect(appended == (true, 2))
    let existing = array.append(Todo(id: 1, title: "ignored"))
    #expect(existing == (false, 0))
    #expect(array[id: 1]?.title == "t1")
    #expect(array.ids == [1, 2, 3])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func appendToEmpty() {
    var array = IdentifiedArray(id: \Int.self)
    #expect(array.append(4) == (true, 0))
    #expect(array.elements == [4])
  }

  @Test func appendContentsOfSkipsDuplicates() {
    var array = todos(1, 2)
    array.append(contentsOf: [Todo(id: 2), Todo(id: 3), Todo(id: 3, title: "again"), Todo(id: 4)])
    #expect(array.ids == [1, 2, 3, 4])
    #expect(array[id: 2]?.title == "t2")
    #expect(array[id: 3]?.title == "")
    #expect(indexProblem(in: array) == nil)
    array.append(contentsOf: [Todo]())
    #expect(array.count == 4)
  }

  @Test func insertAtEveryPosition() {
    var array = todos(1, 2)
    #expect(array.insert(Todo(id: 0), at: 0) == (true, 0))
    #expect(array.insert(Todo(id: 9), at: 3) == (true, 3))
    #expect(array.insert(Todo(id: 5), at: 2) == (true, 2))
    #expect(array.ids == [0, 1, 5, 2, 9])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func insertExistingIDDoesNothing() {
    var array = todos(1, 2, 3)
    #expect(array.insert(Todo(id: 3, title: "x"), at: 0) == (false, 2))
    #expect(array == todos(1, 2, 3))
  }

  @Test(arguments: [(-1, 0), (4, 2), (100, 2)])
  func insertOutOfBoundsIsReportedAndClamped(requested: Int, expected: Int) {
    var array = todos(1, 2)
    var result: (inserted: Bool, index: Int)?
    withKnownIssue {
      result = array.insert(Todo(id: 7), at: requested)
    } matching: { issue in
      issue.mentions("insert(_:at:)", "offset \(requested) is out of bounds 0...2")
    }
    #expect(result?.inserted == true)
    #expect(result?.index == expected)
    #expect(array.index(id: 7) == expected)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func updateAt() {
    var array = todos(1, 2)
    let original = array.update(Todo(id: 2, title: "new"), at: 1)
    #expect(original == Todo(id: 2, title: "t2"))
    #expect(array[1] == Todo(id: 2, title: "new"))
  }

  @Test func updateOrAppend() {
    var array = todos(1, 2, 3)
    #expect(array.updateOrAppend(Todo(id: 2, title: "new")) == Todo(id: 2, title: "t2"))
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: 2]?.title == "new")
    #expect(array.updateOrAppend(Todo(id: 4)) == nil)
    #expect(array.ids == [1, 2, 3, 4])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func updateOrInsert() {
    var array = todos(1, 2, 3)
    let replaced = array.updateOrInsert(Todo(id: 3, title: "new"), at: 0)
    #expect(replaced.originalMember == Todo(id: 3, title: "t3"))
    #expect(replaced.index == 2)
    let inserted = array.updateOrInsert(Todo(id: 0), at: 0)
    #expect(inserted.originalMember == nil)
    #expect(inserted.index == 0)
    #expect(array.ids == [0, 1, 2, 3])
    #expect(array[id: 3]?.title == "new")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func updateOrInsertOutOfBoundsIsReportedAndClamped() {
    var array = todos(1)
    var index: Int?
    withKnownIssue {
      index = array.updateOrInsert(Todo(id: 2), at: 5).index
    } matching: { issue in
      issue.mentions("updateOrInsert(_:at:)", "offset 5")
    }
    #expect(index == 1)
    #expect(array.ids == [1, 2])
  }

  @Test func reserveCapacityKeepsContents() {
    var array = todos(1, 2)
    array.reserveCapacity(100)
    #expect(array == todos(1, 2))
    #expect(indexProblem(in: array) == nil)
  }
}
