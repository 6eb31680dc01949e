import Foundation
import IdentifiedCollections
import Testing

@Suite struct RemovalTests {
  @Test(arguments: [0, 1, 2])
  func removeAt(offset: Int) {
    var array = todos(1, 2, 3)
    let removed = array.remove(at: offset)
    #expect(removed.id == offset + 1)
    #expect(array.ids.elements == [1, 2, 3].filter { $0 != offset + 1 })
    #expect(indexProblem(in: array) == nil)
  }

  @Test func removeAtOffsets() {
    var array = todos(1, 2, 3, 4, 5)
    array.remove(atOffsets: IndexSet([0, 2, 4]))
    #expect(array.ids == [2, 4])
    #expect(indexProblem(in: array) == nil)
    array.remove(atOffsets: IndexSet())
    #expect(array.ids == [2, 4])
    array.remove(atOffsets: IndexSet(0..<2))
    #expect(array.isEmpty)
  }

  @Test func removeAtInvalidOffsetsIsReportedAndIgnoresThem() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array.remove(atOffsets: IndexSet([1, 3, 7]))
    } matching: { issue in
      issue.mentions("remove(atOffsets:)", "out of bounds 0..<3")
    }
    #expect(array.ids == [1, 3])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func removeAllWhere() {
    var array = todos(1, 2, 3, 4, 5, 6)
    array.removeAll { $0.id.isMultiple(of: 2) }
    #expect(array.ids == [1, 3, 5])
    #expect(indexProblem(in: array) == nil)
    array.removeAll { _ in false }
    #expect(array.ids == [1, 3, 5])
    array.removeAll { _ in true }
    #expect(array.isEmpty)
  }

  @Test func removeAllWhereThatThrowsLeavesTheArrayUnchanged() {
    var array = todos(1, 2, 3)
    #expect(throws: TestError.self) {
      try array.removeAll { todo in
        if todo.id == 3 { throw TestError() }
        return true
      }
    }
    #expect(array == todos(1, 2, 3))
    #expect(indexProblem(in: array) == nil)
  }

  @Test(arguments: [false, true])
  func removeAllKeepingCapacity(keep: Bool) {
    var array = todos(1, 2, 3)
    array.removeAll(keepingCapacity: keep)
    #expect(array.isEmpty)
    #expect(array.index(id: 1) == nil)
    array.append(Todo(id: 1))
    #expect(indexProblem(in: array) == nil)
  }

  @Test func removeFirstAndLast() {
    var array = todos(1, 2, 3, 4)
    #expect(array.removeFirst().id == 1)
    #expect(array.removeLast().id == 4)
    #expect(array.ids == [2, 3])
    #expect(array.index(id: 2) == 0)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func removeFirstAndLastCounts() {
    var array = todos(1, 2, 3, 4, 5, 6)
    array.removeFirst(2)
    array.removeLast(1)
    array.removeFirst(0)
    array.removeLast(0)
    #expect(array.ids == [3, 4, 5])
    #expect(indexProblem(in: array) == nil)
    array.removeLast(3)
    #expect(array.isEmpty)
  }

  @Test func removeTooManyIsReportedAndClamped() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array.removeFirst(5)
    } matching: { issue in
      issue.mentions("removeFirst(_:)", "cannot remove 5 elements from an array of 3")
    }
    #expect(array.isEmpty)

    array = todos(1, 2, 3)
    withKnownIssue {
      array.removeLast(-1)
    } matching: { issue in
      issue.mentions("removeLast(_:)")
    }
    #expect(array == todos(1, 2, 3))
  }

  @Test func removeSubrange() {
    var array = todos(1, 2, 3, 4, 5, 6)
    array.removeSubrange(1..<3)
    #expect(array.ids == [1, 4, 5, 6])
    array.removeSubrange(2...)
    #expect(array.ids == [1, 4])
    array.removeSubrange(..<1)
    #expect(array.ids == [4])
    array.removeSubrange(0...0)
    #expect(array.isEmpty)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func removeSubrangeOutOfBoundsIsReportedAndClamped() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array.removeSubrange(2..<10)
    } matching: { issue in
      issue.mentions("removeSubrange(_:)", "out of bounds")
    }
    #expect(array.ids == [1, 2])

    withKnownIssue {
      array.removeSubrange(5...)
    } matching: { issue in
      issue.mentions("removeSubrange(_:)")
    }
    #expect(array.ids == [1, 2])
    #expect(indexProblem(in: array) == nil)
  }
}
