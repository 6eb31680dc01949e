import IdentifiedCollections
import Testing

@Suite struct InitializerTests {
  @Test func emptyInitializers() {
    let identifiable = IdentifiedArrayOf<Todo>()
    let keyPath = IdentifiedArray(id: \Int.self)
    let literal: IdentifiedArrayOf<Todo> = []
    #expect(identifiable.isEmpty && keyPath.isEmpty && literal.isEmpty)
    #expect(identifiable.ids.isEmpty)
    #expect(identifiable.index(id: 1) == nil)
    #expect(keyPath[id: 1] == nil)
    #expect(identifiable.startIndex == 0 && identifiable.endIndex == 0)
  }

  @Test func uniqueElementsKeepOrder() {
    let array = IdentifiedArray(uniqueElements: [Todo(id: 3), Todo(id: 1), Todo(id: 2)])
    #expect(array.ids == [3, 1, 2])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func uniqueElementsWithKeyPath() {
    let array = IdentifiedArray(uniqueElements: ["b", "a", "c"], id: \.self)
    #expect(array.elements == ["b", "a", "c"])
    #expect(array.index(id: "a") == 1)
    #expect(indexProblem(in: array) == nil)
  }

  @Test func uniqueElementsFromALazySequence() {
    let array = IdentifiedArray(uniqueElements: (1...4).lazy.map { Todo(id: $0 * 10) })
    #expect(array.ids == [10, 20, 30, 40])
  }

  @Test func uniqueElementsWithDuplicatesReportsAndKeepsFirst() {
    var array = IdentifiedArrayOf<Todo>()
    withKnownIssue {
      array = IdentifiedArray(uniqueElements: [
        Todo(id: 1, title: "first"), Todo(id: 2), Todo(id: 1, title: "second"),
      ])
    } matching: { issue in
      issue.mentions(
        "init(uniqueElements:)", "duplicate ids 1 (offsets 0 and 2)", "dropped 1 later")
    }
    #expect(array.elements == [Todo(id: 1, title: "first"), Todo(id: 2)])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func uniqueElementsWithKeyPathAndDuplicatesReports() {
    var array = IdentifiedArray(id: \String.count)
    withKnownIssue {
      array = IdentifiedArray(uniqueElements: ["a", "bb", "c", "dd", "e"], id: \.count)
    } matching: { issue in
      issue.mentions("init(uniqueElements:id:)", "1 (offsets 0 and 2)", "2 (offsets 1 and 3)")
    }
    #expect(array.elements == ["a", "bb"])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func manyDuplicatesAreSummarizedInOneIssue() {
    var array = IdentifiedArrayOf<Todo>()
    withKnownIssue {
      array = IdentifiedArray(uniqueElements: (0..<20).map { Todo(id: $0 % 3) })
    } matching: { issue in
      issue.mentions("and 12 more", "dropped 17 later elements")
    }
    #expect(array.ids == [0, 1, 2])
  }

  @Test func uncheckedUniqueElements() {
    let identifiable = IdentifiedArray(uncheckedUniqueElements: [Todo(id: 2), Todo(id: 1)])
    let keyPath = IdentifiedArray(uncheckedUniqueElements: [5, 4], id: \.self)
    #expect(identifiable.ids == [2, 1])
    #expect(keyPath.elements == [5, 4])
    #expect(indexProblem(in: identifiable) == nil)
  }

  @Test func uncheckedUniqueElementsStillRejectDuplicates() {
    var array = IdentifiedArray(id: \Int.self)
    withKnownIssue {
      array = IdentifiedArray(uncheckedUniqueElements: [7, 7], id: \.self)
    } matching: { issue in
      issue.mentions("init(uncheckedUniqueElements:id:)", "duplicate ids 7")
    }
    #expect(array.elements == [7])
  }

  @Test func uniquingIDsWithCombinesAtFirstPosition() {
    let array = IdentifiedArray(
      [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 1, title: "c")]
    ) { kept, new in
      Todo(id: kept.id, title: kept.title + new.title)
    }
    #expect(array.elements == [Todo(id: 1, title: "ac"), Todo(id: 2, title: "b")])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func uniquingIDsWithKeyPath() {
    let array = IdentifiedArray(["apple", "avocado", "banana"], id: \.first) { _, new in new }
    #expect(array.elements == ["avocado", "banana"])
    #expect(array.index(id: "b") == 1)
  }

  @Test func uniquingIDsWithRethrows() {
    #expect(throws: TestError.self) {
      _ = try IdentifiedArray([Todo(id: 1), Todo(id: 1)]) { _, _ in throw TestError() }
    }
  }

  @Test func uniquingIDsWithCombineThatChangesTheIDIsReported() {
    var array = IdentifiedArrayOf<Todo>()
    withKnownIssue {
      array = IdentifiedArray([Todo(id: 1), Todo(id: 2), Todo(id: 1)]) { _, _ in Todo(id: 2) }
    } matching: { issue in
      issue.mentions("id 2", "already identifies the element at offset 1", "ignored")
    }
    #expect(array.ids == [1, 2])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func copyAndSliceInitializers() {
    let array = todos(1, 2, 3, 4)
    let copy = IdentifiedArray(array)
    let slice = IdentifiedArray(array[1..<3])
    #expect(copy == array)
    #expect(slice.ids == [2, 3])
    #expect(slice.index(id: 2) == 0)
    #expect(indexProblem(in: slice) == nil)
  }

  @Test func arrayLiteral() {
    let array: IdentifiedArrayOf<Todo> = [Todo(id: 9), Todo(id: 8)]
    #expect(array.ids == [9, 8])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func arrayLiteralWithDuplicateIDReportsTheIDAndKeepsFirst() {
    var array: IdentifiedArrayOf<Todo> = []
    withKnownIssue {
      array = [Todo(id: 1, title: "first"), Todo(id: 2), Todo(id: 1, title: "second")]
    } matching: { issue in
      issue.mentions("array literal", "duplicate ids 1 (offsets 0 and 2)")
    }
    #expect(array.elements == [Todo(id: 1, title: "first"), Todo(id: 2)])
    #expect(indexProblem(in: array) == nil)
  }

  @Test func stringIDsAreQuotedInIssues() {
    struct User: Identifiable { var id: String }
    var array: IdentifiedArrayOf<User> = []
    withKnownIssue {
      array = [User(id: "u_42"), User(id: "u_42")]
    } matching: { issue in
      issue.mentions(#"duplicate ids "u_42""#)
    }
    #expect(array.count == 1)
  }
}
