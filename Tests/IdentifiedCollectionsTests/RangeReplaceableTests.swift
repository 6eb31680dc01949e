import IdentifiedCollections
import Testing

@Suite("IdentifiedArray: RangeReplaceableCollection")
struct RangeReplaceableTests {
  @Test func conformsAndReplacesARange() {
    var array = todos(1, 2, 3)
    array.replaceSubrange(1..<2, with: [Todo(id: 4, title: "t4"), Todo(id: 5, title: "t5")])
    #expect(array.ids == [1, 4, 5, 3])
    #expect(array[id: 4]?.title == "t4")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func aNewElementWithAnIDStillPresentUpdatesItInPlace() {
    var array = todos(1, 2, 3)
    array.replaceSubrange(0..<1, with: [Todo(id: 3, title: "new")])
    #expect(array.ids == [2, 3])
    #expect(array[id: 3]?.title == "new")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func genericRangeReplaceableAlgorithmsWork() {
    func appendTwice<C: RangeReplaceableCollection>(_ collection: inout C, _ element: C.Element) {
      collection.append(element)
      collection.append(element)
    }
    var array = todos(1)
    appendTwice(&array, Todo(id: 2, title: "t2"))
    #expect(array.ids == [1, 2])
    let fromSequence = IdentifiedArrayOf<Todo>([Todo(id: 7, title: "a"), Todo(id: 8, title: "b")])
    #expect(fromSequence.ids == [7, 8])
    #expect(indexProblem(in: array) == nil)
  }
}
