import IdentifiedCollections
import Testing

@Suite struct CollectionTests {
  @Test func randomAccess() {
    let array = todos(1, 2, 3, 4)
    #expect(array.count == 4)
    #expect(array.indices == 0..<4)
    #expect(array.first?.id == 1)
    #expect(array.last?.id == 4)
    #expect(array[2].id == 3)
    #expect(array.index(after: 1) == 2)
    #expect(array.index(before: 1) == 0)
    #expect(array.index(0, offsetBy: 3) == 3)
    #expect(array.distance(from: 3, to: 1) == -2)
    #expect(array.reversed().map(\.id) == [4, 3, 2, 1])
    #expect(array[1..<3].map(\.id) == [2, 3])
    #expect(Array(array) == array.elements)
  }

  @Test func positionalWritesKeepTheIndex() {
    var array = todos(1, 2, 3)
    array[1].title = "changed"
    array[2] = Todo(id: 3, title: "replaced")
    #expect(array.elements.map(\.title) == ["t1", "changed", "replaced"])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func elementsIsAPlainArray() {
    let array = todos(3, 1)
    let elements: [Todo] = array.elements
    #expect(elements.map(\.id) == [3, 1])
  }

  @Test func filterReturnsAnIdentifiedArray() {
    let array = todos(1, 2, 3, 4, 5)
    let odd = array.filter { !$0.id.isMultiple(of: 2) }
    #expect(odd.ids == [1, 3, 5])
    #expect(odd.index(id: 5) == 2)
    #expect(odd[id: 2] == nil)
    #expect(indexProblem(in: odd) == nil)
    #expect(array.filter { _ in false }.isEmpty)
  }

  @Test func filterRethrows() {
    #expect(throws: TestError.self) {
      _ = try todos(1).filter { _ in throw TestError() }
    }
  }

  @Test func contiguousStorage() {
    let array = todos(1, 2)
    let count = array.withContiguousStorageIfAvailable { $0.count }
    #expect(count == 2)
  }

  @Test func idsView() {
    let array = todos(5, 7, 9)
    let ids = array.ids
    #expect(Array(ids) == [5, 7, 9])
    #expect(ids.count == 3)
    #expect(ids[1] == 7)
    #expect(ids.first == 5 && ids.last == 9)
    #expect(ids.contains(7))
    #expect(!ids.contains(8))
    #expect(ids.firstIndex(of: 9) == 2)
    #expect(ids.lastIndex(of: 5) == 0)
    #expect(ids.firstIndex(of: 6) == nil)
    #expect(ids.elements == [5, 7, 9])
    #expect(ids.reversed() == [9, 7, 5])
    #expect(ids.description == "[5, 7, 9]")
    #expect(ids.withContiguousStorageIfAvailable { Array($0) } == [5, 7, 9])
  }

  @Test func idsViewAnswersGenericLookups() {
    func genericContains<C: Collection>(_ c: C, _ element: C.Element) -> Bool
    where C.Element: Equatable {
      c.contains(element)
    }
    func genericFirstIndex<C: Collection>(_ c: C, _ element: C.Element) -> C.Index?
    where C.Element: Equatable {
      c.firstIndex(of: element)
    }
    func genericLastIndex<C: BidirectionalCollection>(_ c: C, _ element: C.Element) -> C.Index?
    where C.Element: Equatable {
      c.lastIndex(of: element)
    }
    let ids = todos(5, 7, 9).ids
    #expect(genericContains(ids, 9))
    #expect(!genericContains(ids, 4))
    #expect(genericFirstIndex(ids, 7) == 1)
    #expect(genericFirstIndex(ids, 4) == nil)
    #expect(genericLastIndex(ids, 9) == 2)
  }

  @Test func idsViewIsASnapshot() {
    var array = todos(1, 2)
    let before = array.ids
    array.append(Todo(id: 3))
    array.remove(id: 1)
    #expect(before == [1, 2])
    #expect(before.contains(1))
    #expect(array.ids == [2, 3])
  }

  @Test func idsEqualityAndHashingAreOrderSensitive() {
    let a = todos(1, 2).ids
    let b = todos(1, 2).ids
    let c = todos(2, 1).ids
    #expect(a == b)
    #expect(a != c)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b, c]).count == 2)
  }

  @Test func idsLiteralWithRepeatsIsReported() {
    var ids: IdentifiedArrayOf<Todo>.IDs = []
    withKnownIssue {
      ids = [1, 2, 1]
    } matching: { issue in
      issue.mentions("repeated ids 1")
    }
    #expect(ids == [1, 2])
    #expect(ids.firstIndex(of: 2) == 1)
  }

  @Test func iteratingIDsWhileMutatingByID() {
    var array = todos(1, 2, 3)
    for id in array.ids {
      array[id: id]?.isDone = true
    }
    #expect(array.allSatisfy { $0.isDone })
  }

  @Test func typealiasNamesTheSameType() {
    let array: IdentifiedArrayOf<Todo> = todos(1)
    let same: IdentifiedArray<Int, Todo> = array
    #expect(same.count == 1)
  }
}
