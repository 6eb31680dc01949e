import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import IssueReporting
import Observation
import Testing

@testable import Sharing

struct Todo: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var isDone = false
}

@Suite struct SharedTests {
  @Test func valueIsSharedByCopies() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(copy.wrappedValue == 1)
  }

  @Test func inMemoryKeysShareOneValue() {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.inMemory("count")) var other = 10
    #expect(other == 0)
    $count.withLock { $0 = 5 }
    #expect(other == 5)
    @Shared(.inMemory("different")) var different = 1
    #expect(different == 1)
  }

  @Test func inMemoryValueOutlivesItsHolders() {
    do {
      @Shared(.inMemory("kept")) var kept = 0
      $kept.withLock { $0 = 42 }
    }
    @Shared(.inMemory("kept")) var again = 0
    #expect(again == 42)
  }

  @Test func inMemoryStorageIsPerTestA() {
    @Shared(.inMemory("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func inMemoryStorageIsPerTestB() {
    @Shared(.inMemory("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 2 }
  }

  @Test func derivedSharedThroughKeyPath() {
    let todo = Shared(value: Todo(id: 1, title: "Milk"))
    let title = todo.title
    title.withLock { $0 = "Eggs" }
    #expect(todo.wrappedValue.title == "Eggs")
    todo.withLock { $0.title = "Bread" }
    #expect(title.wrappedValue == "Bread")
  }

  @Test func derivedSharedElementByID() throws {
    let todos = Shared(value: IdentifiedArrayOf<Todo>([Todo(id: 1, title: "A"), Todo(id: 2, title: "B")]))
    let second = try #require(Shared(todos[id: 2]))
    second.withLock { $0.isDone = true }
    #expect(todos.wrappedValue[id: 2]?.isDone == true)
    #expect(Shared(todos[id: 3]) == nil)
  }

  @Test func unwrappedOptional() throws {
    let optional = Shared<Int?>(value: 1)
    let unwrapped = try #require(Shared(optional))
    unwrapped.withLock { $0 += 1 }
    #expect(optional.wrappedValue == 2)
    #expect(Shared(Shared<Int?>(value: nil)) == nil)
  }

  @Test func readerSeesChanges() {
    let count = Shared(value: 1)
    let reader = SharedReader(count)
    count.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
    let derived = count[dynamicMember: \Int.description] as SharedReader<String>
    #expect(derived.wrappedValue == "3")
  }

  @Test func sharedReaderWithKey() {
    @Shared(.inMemory("readable")) var value = 7
    @SharedReader(.inMemory("readable")) var reader = 0
    #expect(reader == 7)
    $value.withLock { $0 = 8 }
    #expect(reader == 8)
  }

  @Test func equalityAndDump() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    // Point-Free's format: a shared value dumps under its root's number, and describes what it
    // shares rather than its value.
    #expect(String(customDumping: Shared(value: [1, 2])) == "#1 [\n  [0]: 1,\n  [1]: 2\n]")
    #expect(Shared(value: 3).description == "Shared<Int>(value: 3)")
  }

  @Test func concurrentWritersNeverLoseAnUpdate() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1000 {
        group.addTask { count.withLock { $0 += 1 } }
      }
    }
    #expect(count.wrappedValue == 1000)
  }

  @Test func observation() {
    let count = Shared(value: 0)
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    #expect(!changed.value)
    count.withLock { $0 += 1 }
    #expect(changed.value)
  }

  @Test func observationOfDerivedValue() {
    let todo = Shared(value: Todo(id: 1, title: "A"))
    let title = todo.title
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = title.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    todo.withLock { $0.isDone = true }
    #expect(changed.value)
  }
}

@Suite struct SharedCollectionTests {
  @Test func elementsAreDerivedSharedValues() {
    let todos = Shared(value: [Todo(id: 1, title: "A"), Todo(id: 2, title: "B")])
    #expect(todos.count == 2)
    for todo in todos {
      todo.withLock { $0.isDone = true }
    }
    #expect(todos.wrappedValue.allSatisfy { $0.isDone })
    let first = todos[0]
    first.withLock { $0.title = "Z" }
    #expect(todos.wrappedValue[0].title == "Z")
    #expect(Array(todos).map { $0.wrappedValue.id } == [1, 2])
  }
}
