import IdentifiedCollections
import IssueReporting
import Testing

/// `_modifyElement(id:_:)`, the in-place mutation `forEach` uses: the same outcome as mutating
/// through `array[id: id]?`, over generated arrays, ids and mutations, without copying the element.
@Suite struct ModifyElementTests {
  /// What a generated case does to the element it reaches.
  enum Mutation: CaseIterable {
    case retitle
    case keepEverything
    case changeIDToAFreshOne
    case changeIDToAnotherElements
  }

  @Test func anAbsentIDReturnsNilWithoutCallingTheBody() {
    var array = todos(1, 2, 3)
    var called = false
    let result: Int? = array._modifyElement(id: 9) { _ in
      called = true
      return 1
    }
    #expect(result == nil)
    #expect(!called)
    #expect(array == todos(1, 2, 3))
  }

  @Test func itReturnsTheBodysResultAndKeepsTheOrder() {
    var array = todos(1, 2, 3)
    let result = array._modifyElement(id: 2) { todo -> String in
      todo.title = "changed"
      return todo.title
    }
    #expect(result == "changed")
    #expect(array.elements.map(\.title) == ["t1", "changed", "t3"])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func aThrowingBodyKeepsWhatItChangedAndRethrows() {
    var array = todos(1, 2)
    #expect(throws: TestError.self) {
      try array._modifyElement(id: 1) { todo in
        todo.isDone = true
        throw TestError()
      }
    }
    #expect(array[id: 1]?.isDone == true)
    #expect(indexProblem(in: array) == nil)
  }

  /// Over every array of up to six elements (ids drawn from 0...7, in generated orders), every id
  /// (present or not) and every mutation: the array, the result and the issues match the
  /// subscript's.
  @Test func matchesTheIDSubscriptOverGeneratedCases() {
    var generator = SplitMix64(seed: 0x5EED)
    var cases = 0
    for size in 0...6 {
      for _ in 0..<12 {
        let ids = Array((0...7).shuffled(using: &generator).prefix(size))
        let array = IdentifiedArray(uniqueElements: ids.map { Todo(id: $0, title: "t\($0)") })
        for target in 0...7 {
          for mutation in Mutation.allCases {
            let other = ids.first { $0 != target }
            var viaSubscript = array
            var viaModify = array
            let subscriptIssues = withIssuesCollected {
              mutate(&viaSubscript[id: target]) { slot in
                guard slot != nil else { return }
                apply(mutation, to: &slot!, other: other)
              }
            }
            var result: Int?
            let modifyIssues = withIssuesCollected {
              result = viaModify._modifyElement(id: target) { todo in
                apply(mutation, to: &todo, other: other)
                return todo.id
              }
            }
            #expect(viaModify == viaSubscript, "\(ids) \(target) \(mutation)")
            #expect(modifyIssues.count == subscriptIssues.count, "\(ids) \(target) \(mutation)")
            #expect((result != nil) == ids.contains(target))
            #expect(indexProblem(in: viaModify) == nil)
            cases += 1
          }
        }
      }
    }
    #expect(cases == 7 * 12 * 8 * 4)
  }

  @Test func theElementIsMutatedInPlace() {
    let counter = CopyCounter()
    var rows = IdentifiedArray(
      uniqueElements: (0..<100).map { Row(id: $0, payload: CountedPayload(value: 0, counter: counter)) })
    for id in 0..<100 {
      rows._modifyElement(id: id) { $0.payload.increment() }
    }
    #expect(counter.copies == 0)
    #expect(rows.allSatisfy { $0.payload.value == 1 })
  }

  private func apply(_ mutation: Mutation, to todo: inout Todo, other: Int?) {
    switch mutation {
    case .retitle: todo.title += "!"
    case .keepEverything: break
    case .changeIDToAFreshOne: todo.id = 100 + todo.id
    case .changeIDToAnotherElements: todo.id = other ?? 50
    }
  }
}
