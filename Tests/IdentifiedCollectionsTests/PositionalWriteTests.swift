import IdentifiedCollections
import IssueReporting
import Testing

/// Writing an element through a position (`array[i] = element`) replaces the element at that
/// position, as Point-Free's does (since their fix of the setter, swift-identified-collections #70):
///
/// - same id: the element is replaced in place;
/// - an id not in the array: the element at the position is replaced, the count is unchanged;
/// - an id stored at another position: the element with that id takes the position (with the new
///   value) and the element that was there takes the other position, so the count is unchanged and
///   the write exchanges the two, which is what `MutableCollection` algorithms (`swapAt`, a slice's
///   `reverse()`) do one write at a time.
@Suite struct PositionalWriteTests {
  // MARK: - Regression: a new id inserted instead of replacing

  @Test func writingANewIDReplacesTheElementAtThatPosition() {
    var numbers = IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)
    numbers[1] = 4
    #expect(numbers.elements == [1, 4, 3])
    #expect(numbers[id: 2] == nil)
    #expect(indexProblem(in: numbers) == nil)

    var array = todos(1, 2, 3)
    array[0] = Todo(id: 9, title: "new")
    #expect(array.ids == [9, 2, 3])
    #expect(array[id: 1] == nil)
    #expect(array[id: 9]?.title == "new")
    #expect(indexProblem(in: array) == nil)
  }

  @Test func writingAnIDStoredElsewhereExchangesTheTwoElements() {
    var array = todos(1, 2, 3)
    array[0] = Todo(id: 3, title: "moved")
    #expect(array.elements == [Todo(id: 3, title: "moved"), Todo(id: 2, title: "t2"), Todo(id: 1, title: "t1")])
    #expect(indexProblem(in: array) == nil)

    var numbers = IdentifiedArray(uniqueElements: [1, 2, 3, 4], id: \.self)
    numbers[3] = 2
    #expect(numbers.elements == [1, 4, 3, 2])
    #expect(indexProblem(in: numbers) == nil)
  }

  @Test func positionalWritesNeverChangeTheCountAndReportNothing() {
    var array = todos(1, 2, 3)
    let issues = withIssuesCollected {
      array[0] = Todo(id: 7)
      array[2] = Todo(id: 7)
      array[1] = Todo(id: 2, title: "same")
    }
    #expect(issues.isEmpty)
    #expect(array.ids == [3, 2, 7])
    #expect(array.count == 3)
  }

  // MARK: - The class: every kind of positional write, checked against a reference model

  /// The reference: a plain array of elements with unique ids, written as the documentation says.
  static func modelWrite(_ model: inout [Todo], at position: Int, _ todo: Todo) {
    if let other = model.firstIndex(where: { $0.id == todo.id }), other != position {
      model.swapAt(other, position)
    }
    model[position] = todo
  }

  /// Every shape on arrays of one to five elements: each position (first, middle, last), with the
  /// same id, a new id, and the id of every other element (stored before or after the position).
  @Test func everyKindOfWriteOnSmallArraysMatchesTheModel() {
    var checked = 0
    var kinds: Set<String> = []
    for count in 1...5 {
      let ids = Array(1...count)
      for position in 0..<count {
        for newID in [100] + ids {
          var array = IdentifiedArray(uniqueElements: ids.map { Todo(id: $0, title: "t\($0)") })
          var model = array.elements
          let todo = Todo(id: newID, title: "w")
          array[position] = todo
          Self.modelWrite(&model, at: position, todo)
          let kind =
            newID == 100 ? "new" : newID == ids[position] ? "same" : newID < ids[position] ? "before" : "after"
          kinds.insert(kind)
          #expect(array.elements == model, "count \(count), position \(position), id \(newID)")
          #expect(array[position] == todo)
          #expect(array.count == count)
          #expect(indexProblem(in: array) == nil)
          checked += 1
        }
      }
    }
    #expect(kinds == ["new", "same", "before", "after"])
    #expect(checked == 70)
  }

  /// Long seeded sequences of positional writes (ids drawn so that new, same, earlier and later ids
  /// all occur), each step checked against the model and the index checked for consistency.
  @Test(arguments: [7, 11, 2024] as [UInt64])
  func seededSequencesOfWritesMatchTheModel(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let initial = (0..<12).map { Todo(id: $0, title: "t\($0)") }
    var array = IdentifiedArray(uniqueElements: initial)
    var model = initial
    var kinds: [String: Int] = [:]
    for step in 0..<2_000 {
      let position = Int.random(in: 0..<model.count, using: &rng)
      let todo = Todo(id: Int.random(in: 0..<24, using: &rng), title: "s\(step)")
      let other = model.firstIndex { $0.id == todo.id }
      let kind =
        other == nil ? "new" : other == position ? "same" : other! < position ? "before" : "after"
      kinds[kind, default: 0] += 1
      array[position] = todo
      Self.modelWrite(&model, at: position, todo)
      guard array.elements == model, indexProblem(in: array) == nil else {
        Issue.record(
          """
          Seed \(seed), step \(step): writing id \(todo.id) at \(position) (\(kind)) gave \
          \(array.ids.map { $0 }), expected \(model.map(\.id)); \(indexProblem(in: array) ?? "")
          """
        )
        return
      }
    }
    #expect(Set(kinds.keys) == ["new", "same", "before", "after"])
    #expect(kinds.values.allSatisfy { $0 >= 20 })
  }

  /// The standard library's generic algorithms exchange elements through the positional setter;
  /// they give the same result as on an `Array`.
  @Test func genericMutableCollectionAlgorithmsGiveArrayResults() {
    func reverseGenerically<C: MutableCollection & BidirectionalCollection>(_ collection: inout C) {
      var low = collection.startIndex
      var high = collection.index(before: collection.endIndex)
      while low < high {
        let saved = collection[low]
        collection[low] = collection[high]
        collection[high] = saved
        collection.formIndex(after: &low)
        collection.formIndex(before: &high)
      }
    }
    var array = todos(1, 2, 3, 4, 5)
    reverseGenerically(&array)
    #expect(array.ids == [5, 4, 3, 2, 1])
    #expect(indexProblem(in: array) == nil)
    array[1...3].reverse()
    #expect(array.ids == [5, 2, 3, 4, 1])
    #expect(indexProblem(in: array) == nil)
  }
}
