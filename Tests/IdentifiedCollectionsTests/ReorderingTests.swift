import Foundation
import IdentifiedCollections
import Testing

@Suite struct ReorderingTests {
  struct MoveCase: Sendable, CustomTestStringConvertible {
    var offsets: [Int]
    var destination: Int
    var expected: [Int]
    var testDescription: String { "move \(offsets) to \(destination)" }
  }

  @Test(arguments: [
    MoveCase(offsets: [0], destination: 4, expected: [2, 3, 4, 1]),
    MoveCase(offsets: [0], destination: 3, expected: [2, 3, 1, 4]),
    MoveCase(offsets: [3], destination: 0, expected: [4, 1, 2, 3]),
    MoveCase(offsets: [0, 2], destination: 4, expected: [2, 4, 1, 3]),
    MoveCase(offsets: [1, 3], destination: 0, expected: [2, 4, 1, 3]),
    MoveCase(offsets: [1, 2], destination: 2, expected: [1, 2, 3, 4]),
    MoveCase(offsets: [1, 2], destination: 1, expected: [1, 2, 3, 4]),
    MoveCase(offsets: [0, 3], destination: 2, expected: [2, 1, 4, 3]),
    MoveCase(offsets: [], destination: 0, expected: [1, 2, 3, 4]),
    MoveCase(offsets: [0, 1, 2, 3], destination: 1, expected: [1, 2, 3, 4]),
  ])
  func move(_ move: MoveCase) {
    var array = todos(1, 2, 3, 4)
    array.move(fromOffsets: IndexSet(move.offsets), toOffset: move.destination)
    #expect(array.ids.elements == move.expected)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func moveWithInvalidArgumentsIsReported() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      array.move(fromOffsets: IndexSet([0, 5]), toOffset: 9)
    } matching: { issue in
      issue.mentions("move(fromOffsets:toOffset:)")
    }
    #expect(array.ids == [2, 3, 1])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func sortByIsStableAndReindexes() {
    var array = IdentifiedArray(uniqueElements: [
      Todo(id: 1, title: "b"), Todo(id: 2, title: "a"), Todo(id: 3, title: "b"),
      Todo(id: 4, title: "a"),
    ])
    array.sort { $0.title < $1.title }
    #expect(array.ids == [2, 4, 1, 3])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func sortComparable() {
    var array = IdentifiedArray(uniqueElements: [3, 1, 2], id: \.self)
    array.sort()
    #expect(array.elements == [1, 2, 3])
    #expect(array.index(id: 3) == 2)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func sortWithAThrowingPredicateLosesNothing() {
    var array = IdentifiedArray(uniqueElements: (0..<50).reversed(), id: \.self)
    var comparisons = 0
    #expect(throws: TestError.self) {
      try array.sort { lhs, rhs in
        comparisons += 1
        if comparisons == 40 { throw TestError() }
        return lhs < rhs
      }
    }
    #expect(Set(array.elements) == Set(0..<50))
    #expect(indexProblem(in: array) == nil)
  }

  @Test func swapAt() {
    var array = todos(1, 2, 3)
    array.swapAt(0, 2)
    #expect(array.ids == [3, 2, 1])
    array.swapAt(1, 1)
    #expect(array.ids == [3, 2, 1])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func swapAtOutOfBoundsIsReported() {
    var array = todos(1, 2)
    withKnownIssue {
      array.swapAt(0, 2)
    } matching: { issue in
      issue.mentions("swapAt(_:_:)", "nothing was exchanged")
    }
    #expect(array.ids == [1, 2])
  }

  @Test func reverse() {
    var array = todos(1, 2, 3, 4)
    array.reverse()
    #expect(array.ids == [4, 3, 2, 1])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func shuffleUsingMatchesArrayShuffle() {
    var array = todos(1, 2, 3, 4, 5, 6, 7, 8)
    var plain = array.elements
    var generator1 = SplitMix64(seed: 7)
    var generator2 = SplitMix64(seed: 7)
    array.shuffle(using: &generator1)
    plain.shuffle(using: &generator2)
    #expect(array.elements == plain)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func shuffleKeepsTheElements() {
    var array = todos(1, 2, 3, 4, 5, 6, 7, 8)
    array.shuffle()
    #expect(Set(array.ids) == Set(1...8))
    #expect(indexProblem(in: array) == nil)
  }

  @Test func partition() {
    var array = todos(1, 2, 3, 4, 5, 6)
    let pivot = array.partition { $0.id.isMultiple(of: 2) }
    #expect(pivot == 3)
    #expect(array[..<pivot].allSatisfy { !$0.id.isMultiple(of: 2) })
    #expect(array[pivot...].allSatisfy { $0.id.isMultiple(of: 2) })
    #expect(indexProblem(in: array) == nil)
  }

  @Test func genericMutableCollectionAlgorithmsKeepTheIndex() {
    func sortGenerically<C: MutableCollection & RandomAccessCollection>(_ c: inout C)
    where C.Element: Comparable {
      c.sort()
    }
    func reverseGenerically<C: MutableCollection & BidirectionalCollection>(_ c: inout C) {
      c.reverse()
    }
    var array = IdentifiedArray(uniqueElements: [4, 2, 3, 1], id: \.self)
    sortGenerically(&array)
    #expect(array.elements == [1, 2, 3, 4])
    #expect(indexProblem(in: array) == nil)
    reverseGenerically(&array)
    #expect(array.elements == [4, 3, 2, 1])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func sortingAndPartitioningASliceKeepTheIndex() {
    var array = IdentifiedArray(uniqueElements: [5, 4, 3, 2, 1], id: \.self)
    array[1...].sort()
    #expect(array.elements == [5, 1, 2, 3, 4])
    #expect(indexProblem(in: array) == nil)
    array[..<3].sort(by: >)
    #expect(array.elements == [5, 2, 1, 3, 4])
    #expect(indexProblem(in: array) == nil)
    let pivot = array[1...].partition { $0 > 2 }
    #expect(array[1..<pivot].allSatisfy { $0 <= 2 })
    #expect(array[pivot...].allSatisfy { $0 > 2 })
    #expect(array.first == 5)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func elementWiseSwapsInASliceWorkAsPointFrees() {
    var array = todos(1, 2, 3)
    array[1...].reverse()
    #expect(array == todos(1, 3, 2))
    #expect(indexProblem(in: array) == nil)
  }

  @Test func sliceAssignmentOfTheWrongLengthIsReported() {
    var array = todos(1, 2, 3)
    let other = todos(7)
    withKnownIssue {
      array[0..<2] = other[0..<1]
    } matching: { issue in
      issue.mentions("cannot replace the 2 elements")
    }
    #expect(array == todos(1, 2, 3))
  }

  @Test func rawStorageWritesThatDuplicateIDsAreReported() {
    var array = todos(1, 2, 3)
    withKnownIssue {
      _ = array.withContiguousMutableStorageIfAvailable { buffer in
        buffer[2] = Todo(id: 1, title: "duplicate")
      }
    } matching: { issue in
      issue.mentions("withContiguousMutableStorageIfAvailable", "duplicate ids 1 (offsets 0 and 2)")
    }
    #expect(array.ids == [1, 2])
    #expect(indexProblem(in: array) == nil)
  }
}
