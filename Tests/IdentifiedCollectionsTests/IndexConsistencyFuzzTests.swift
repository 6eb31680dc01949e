import Foundation
import IdentifiedCollections
import Testing

/// Applies long, seeded random sequences of operations to an identified array and to a plain
/// array model, checking after every step that both hold the same elements and that the id index
/// is consistent.
@Suite struct IndexConsistencyFuzzTests {
  @Test func splitMix64MatchesItsReferenceOutput() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test(arguments: [1, 2, 3, 42, 0xDEAD_BEEF] as [UInt64])
  func randomOperationsKeepTheIndexConsistent(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var array = IdentifiedArrayOf<Todo>()
    var model: [Todo] = []
    let idRange = 0..<40
    var largestCount = 0
    var distinctOperations = Set<Int>()

    func randomTodo() -> Todo {
      Todo(id: Int.random(in: idRange, using: &rng), title: "\(Int.random(in: 0..<5, using: &rng))")
    }
    func modelIndex(_ id: Int) -> Int? { model.firstIndex { $0.id == id } }

    for step in 0..<1_500 {
      // Operations 0-3 insert; drawing them more often lets the array grow between removals.
      let draw = Int.random(in: 0..<37, using: &rng)
      let operation = draw < 25 ? draw : draw % 4
      switch operation {
      case 0:
        let todo = randomTodo()
        let result = array.append(todo)
        if let existing = modelIndex(todo.id) {
          #expect(result == (false, existing))
        } else {
          model.append(todo)
          #expect(result == (true, model.count - 1))
        }
      case 1:
        let todo = randomTodo()
        let offset = Int.random(in: 0...model.count, using: &rng)
        let result = array.insert(todo, at: offset)
        if let existing = modelIndex(todo.id) {
          #expect(result == (false, existing))
        } else {
          model.insert(todo, at: offset)
          #expect(result == (true, offset))
        }
      case 2:
        let todo = randomTodo()
        let original = array.updateOrAppend(todo)
        if let existing = modelIndex(todo.id) {
          #expect(original == model[existing])
          model[existing] = todo
        } else {
          #expect(original == nil)
          model.append(todo)
        }
      case 3:
        let todo = randomTodo()
        let offset = Int.random(in: 0...model.count, using: &rng)
        let result = array.updateOrInsert(todo, at: offset)
        if let existing = modelIndex(todo.id) {
          #expect(result.originalMember == model[existing] && result.index == existing)
          model[existing] = todo
        } else {
          #expect(result.originalMember == nil && result.index == offset)
          model.insert(todo, at: offset)
        }
      case 4:
        let id = Int.random(in: idRange, using: &rng)
        let removed = array.remove(id: id)
        #expect(removed == modelIndex(id).map { model.remove(at: $0) })
      case 5 where !model.isEmpty:
        let offset = Int.random(in: 0..<model.count, using: &rng)
        #expect(array.remove(at: offset) == model.remove(at: offset))
      case 6:
        let todo = randomTodo()
        array[id: todo.id] = todo
        if let existing = modelIndex(todo.id) { model[existing] = todo } else { model.append(todo) }
      case 7:
        let id = Int.random(in: idRange, using: &rng)
        array[id: id] = nil
        model.removeAll { $0.id == id }
      case 8:
        let id = Int.random(in: idRange, using: &rng)
        array[id: id]?.title += "+"
        if let existing = modelIndex(id) { model[existing].title += "+" }
      case 9 where !model.isEmpty:
        let offset = Int.random(in: 0..<model.count, using: &rng)
        array[offset].isDone.toggle()
        model[offset].isDone.toggle()
      case 10:
        let offsets = IndexSet(
          model.indices.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
        let destination = Int.random(in: 0...model.count, using: &rng)
        array.move(fromOffsets: offsets, toOffset: destination)
        // Reference: take the moved elements out, then insert them where the destination landed.
        let moved = offsets.map { model[$0] }
        let shift = offsets.filter { $0 < destination }.count
        model = model.indices.filter { !offsets.contains($0) }.map { model[$0] }
        model.insert(contentsOf: moved, at: destination - shift)
      case 11:
        array.sort { $0.title < $1.title }
        model.sort { $0.title < $1.title }
      case 12 where !model.isEmpty:
        let i = Int.random(in: 0..<model.count, using: &rng)
        let j = Int.random(in: 0..<model.count, using: &rng)
        array.swapAt(i, j)
        model.swapAt(i, j)
      case 13:
        array.reverse()
        model.reverse()
      case 14:
        var generator1 = rng
        var generator2 = rng
        array.shuffle(using: &generator1)
        model.shuffle(using: &generator2)
        rng = generator1
      case 15:
        let divisor = Int.random(in: 3...9, using: &rng)
        array.removeAll { $0.id.isMultiple(of: divisor) }
        model.removeAll { $0.id.isMultiple(of: divisor) }
      case 16:
        let offsets = IndexSet(
          model.indices.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
        array.remove(atOffsets: offsets)
        model = model.indices.filter { !offsets.contains($0) }.map { model[$0] }
      case 17:
        let title = "\(Int.random(in: 0..<5, using: &rng))"
        array = array.filter { $0.title != title }
        model = model.filter { $0.title != title }
      case 18 where !model.isEmpty:
        #expect(array.removeFirst() == model.removeFirst())
      case 19 where !model.isEmpty:
        #expect(array.removeLast() == model.removeLast())
      case 20:
        let id = Int.random(in: idRange, using: &rng)
        mutate(&array[id: id]) { $0 = nil }
        model.removeAll { $0.id == id }
      case 21:
        let lower = Int.random(in: 0...model.count, using: &rng)
        let upper = Int.random(in: lower...model.count, using: &rng)
        array.removeSubrange(lower..<upper)
        model.removeSubrange(lower..<upper)
      case 22:
        let newTodos = (0..<Int.random(in: 0..<4, using: &rng)).map { _ in randomTodo() }
        array.append(contentsOf: newTodos)
        for todo in newTodos where modelIndex(todo.id) == nil { model.append(todo) }
      case 23:
        let pivot = array.partition { $0.isDone }
        #expect(array[..<pivot].allSatisfy { !$0.isDone })
        #expect(array[pivot...].allSatisfy { $0.isDone })
        // Partition's order is unspecified: only the membership must match.
        #expect(Set(array.elements) == Set(model))
        model = array.elements
      case 24 where !model.isEmpty:
        // A positional write: replaces the element there; an id stored elsewhere trades places.
        let todo = randomTodo()
        let offset = Int.random(in: 0..<model.count, using: &rng)
        array[offset] = todo
        if let other = modelIndex(todo.id), other != offset { model.swapAt(other, offset) }
        model[offset] = todo
      default:
        continue
      }
      distinctOperations.insert(operation)
      largestCount = max(largestCount, model.count)
      guard array.elements == model, indexProblem(in: array) == nil else {
        Issue.record(
          """
          Seed \(seed), step \(step), operation \(operation): \
          \(indexProblem(in: array) ?? "elements differ from the model")
          """
        )
        return
      }
      let absent = idRange.filter { id in !model.contains { $0.id == id } }
      guard absent.allSatisfy({ array[id: $0] == nil && array.index(id: $0) == nil }) else {
        Issue.record("Seed \(seed), step \(step): an absent id was found")
        return
      }
    }
    // The run must have exercised every operation on arrays of a meaningful size.
    #expect(distinctOperations.count == 25)
    #expect(largestCount >= 15)
  }
}
