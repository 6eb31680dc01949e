import IdentifiedCollections
import Testing

@Suite struct IDLookupTests {
  @Test func readByID() {
    let array = todos(1, 2, 3)
    #expect(array[id: 2] == Todo(id: 2, title: "t2"))
    #expect(array[id: 4] == nil)
  }

  @Test func assigningAnExistingIDReplacesInPlace() {
    var array = todos(1, 2, 3)
    array[id: 2] = Todo(id: 2, title: "new")
    #expect(
      array.elements == [
        Todo(id: 1, title: "t1"), Todo(id: 2, title: "new"), Todo(id: 3, title: "t3"),
      ])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func assigningAnAbsentIDAppends() {
    var array = todos(1, 2)
    array[id: 7] = Todo(id: 7)
    #expect(array.ids == [1, 2, 7])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func assigningNilRemoves() {
    var array = todos(1, 2, 3)
    array[id: 2] = nil
    #expect(array.ids == [1, 3])
    #expect(array.index(id: 3) == 1)
    array[id: 42] = nil
    #expect(array.ids == [1, 3])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func mutatingThroughOptionalChaining() {
    var array = todos(1, 2, 3)
    array[id: 2]?.title = "changed"
    array[id: 2]?.isDone.toggle()
    array[id: 9]?.title = "ignored"
    #expect(array[id: 2] == Todo(id: 2, title: "changed", isDone: true))
    #expect(array.ids == [1, 2, 3])
    #expect(indexProblem(in: array) == nil)
  }

  @Test(arguments: [1, 2, 3])
  func settingNilThroughInoutRemovesAtAnyPosition(id: Int) {
    var array = todos(1, 2, 3)
    mutate(&array[id: id]) { $0 = nil }
    #expect(array.ids.elements == [1, 2, 3].filter { $0 != id })
    #expect(array.elements.map(\.title) == ["t1", "t2", "t3"].filter { $0 != "t\(id)" })
    #expect(indexProblem(in: array) == nil)
  }

  @Test(arguments: [1, 2, 3])
  func inoutMutationKeepsPosition(id: Int) {
    var array = todos(1, 2, 3)
    mutate(&array[id: id]) { $0?.title = "x" }
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: id]?.title == "x")
    #expect(array.elements.filter { $0.title == "x" }.count == 1)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func inoutAssignmentToAnAbsentIDAppends() {
    var array = todos(1)
    mutate(&array[id: 5]) { $0 = Todo(id: 5, title: "five") }
    #expect(array.ids == [1, 5])
    #expect(array[id: 5]?.title == "five")
  }

  @Test func throwingInoutMutationStillRestoresTheElement() {
    var array = todos(1, 2, 3)
    #expect(throws: TestError.self) {
      try mutate(&array[id: 1]) {
        $0?.title = "partial"
        throw TestError()
      }
    }
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: 1]?.title == "partial")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func throwingInoutRemovalStillRemoves() {
    var array = todos(1, 2, 3)
    #expect(throws: TestError.self) {
      try mutate(&array[id: 1]) {
        $0 = nil
        throw TestError()
      }
    }
    #expect(array.ids == [2, 3])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func singleElementMutationAndRemoval() {
    var array = todos(1)
    array[id: 1]?.title = "only"
    #expect(array[id: 1]?.title == "only")
    mutate(&array[id: 1]) { $0 = nil }
    #expect(array.isEmpty)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func indexOfID() {
    let array = todos(5, 6, 7)
    #expect(array.index(id: 5) == 0)
    #expect(array.index(id: 7) == 2)
    #expect(array.index(id: 8) == nil)
  }

  @Test func containsComparesIDsOnly() {
    let array = todos(1, 2)
    #expect(array.contains(Todo(id: 2, title: "something else")))
    #expect(!array.contains(Todo(id: 3, title: "t3")))
  }

  @Test func removeByID() {
    var array = todos(1, 2, 3)
    #expect(array.remove(id: 2) == Todo(id: 2, title: "t2"))
    #expect(array.remove(id: 2) == nil)
    #expect(array.ids == [1, 3])
    #expect(array.index(id: 3) == 1)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func removeByElementUsesItsID() {
    var array = todos(1, 2, 3)
    #expect(array.remove(Todo(id: 3, title: "different")) == Todo(id: 3, title: "t3"))
    #expect(array.remove(Todo(id: 3)) == nil)
    #expect(array.ids == [1, 2])
  }

  @Test func removeByIDFromEmpty() {
    var array = IdentifiedArrayOf<Todo>()
    #expect(array.remove(id: 1) == nil)
    #expect(array.isEmpty)
  }
}
