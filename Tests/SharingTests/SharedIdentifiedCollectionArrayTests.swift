import Foundation
import IdentifiedCollections
import Sharing
import Testing

// swift-sharing's `RangeReplaceableCollection.init(_:)` over `Shared` and `SharedReader`: one shared
// value per element of a shared identified array, each derived by id. A concrete collection's own
// `init(_: some Sequence)` is chosen before it (`Array($todos)` iterates `$todos`, whose elements
// follow positions here), so these tests build the collection generically, where it is chosen.
struct SharedIdentifiedCollectionArrayTests {
  func collect<C: RangeReplaceableCollection, V: _MutableIdentifiedCollection>(
    _ shared: Shared<V>, into _: C.Type = C.self
  ) -> C where C.Element == Shared<V.Element>, V.Index == V.IDs.Index {
    C(shared)
  }

  func collect<C: RangeReplaceableCollection, V: _IdentifiedCollection>(
    _ shared: SharedReader<V>, into _: C.Type = C.self
  ) -> C where C.Element == SharedReader<V.Element>, V.Index == V.IDs.Index {
    C(shared)
  }

  struct Todo: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
    var isDone = false
  }

  @Test func elementsOfASharedArrayAreSharedByID() {
    let todos = Shared(value: IdentifiedArrayOf<Todo>(uniqueElements: [
      Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"),
    ]))
    let elements: [Shared<Todo>] = collect(todos)
    #expect(elements.map(\.wrappedValue.title) == ["Milk", "Eggs"])

    elements[1].withLock { $0.isDone = true }
    #expect(todos.wrappedValue[id: 2]?.isDone == true)

    // Derived by id: an insertion before it does not change which todo an element is.
    todos.withLock { _ = $0.insert(Todo(id: 0, title: "Bread"), at: 0) }
    #expect(elements[0].wrappedValue.title == "Milk")
  }

  @Test func elementsOfASharedReaderAreReadOnlySharedValues() {
    let todos = Shared(value: IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1, title: "Milk")]))
    let readers: [SharedReader<Todo>] = collect(SharedReader(todos))
    todos.withLock { $0[id: 1]?.title = "Oat milk" }
    #expect(readers.map(\.wrappedValue.title) == ["Oat milk"])
  }

  @Test func theIdentifiedArrayIsAnIdentifiedCollection() {
    func ids<C: _IdentifiedCollection>(_ collection: C) -> [C.ID] { Array(collection.ids) }
    #expect(ids(IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 3, title: "A")])) == [3])
  }
}
