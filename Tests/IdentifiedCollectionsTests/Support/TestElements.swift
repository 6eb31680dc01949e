import IdentifiedCollections

/// An `Identifiable` element whose id can be changed, to exercise identity checks.
struct Todo: Identifiable, Hashable, Codable, Sendable, CustomStringConvertible {
  var id: Int
  var title: String = ""
  var isDone = false

  var description: String { "Todo(\(id), \(title))" }
}

/// Counts how many times a `CountedPayload` had to copy its storage.
final class CopyCounter {
  var copies = 0
}

/// A copy-on-write payload: mutating it when its storage is shared copies the storage and counts
/// the copy, so a test can prove that a mutation happened in place.
struct CountedPayload {
  private final class Storage {
    var value: Int
    init(value: Int) { self.value = value }
  }

  private var storage: Storage
  private let counter: CopyCounter

  init(value: Int, counter: CopyCounter) {
    self.storage = Storage(value: value)
    self.counter = counter
  }

  var value: Int { storage.value }

  mutating func increment() {
    if !isKnownUniquelyReferenced(&storage) {
      storage = Storage(value: storage.value)
      counter.copies += 1
    }
    storage.value += 1
  }
}

/// A row whose payload counts copies.
struct Row: Identifiable {
  let id: Int
  var payload: CountedPayload
}

/// Todos with ids `ids`, titled after their id.
func todos(_ ids: Int...) -> IdentifiedArrayOf<Todo> {
  IdentifiedArray(uniqueElements: ids.map { Todo(id: $0, title: "t\($0)") })
}

/// Mutates a value through `inout`, so that an optional subscript is accessed with `_modify`.
func mutate<Value>(_ value: inout Value, _ body: (inout Value) throws -> Void) rethrows {
  try body(&value)
}

struct TestError: Error, Equatable {}
