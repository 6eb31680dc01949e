import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Sharing
import Testing

/// Reading a shared value while a `withLock` on it (or on its root) runs: every way to read × every
/// way to write × every kind of storage. None of them traps ("Simultaneous accesses"), and what is
/// read is the value as committed before the mutation began.
@Suite struct ReadingInsideWithLockTests {
  struct Item: Identifiable, Equatable, Codable, Sendable {
    let id: Int
    var value: Int
  }

  struct Model: Equatable, Codable, Sendable {
    var count = 0
    var items: IdentifiedArrayOf<Item> = [Item(id: 1, value: 10), Item(id: 2, value: 20)]
    var detail: Item? = Item(id: 9, value: 90)
  }

  /// The kinds of root a shared model can have.
  enum Root: String, CaseIterable, CustomTestStringConvertible {
    case value, inMemory, fileStorage
    var testDescription: String { rawValue }

    func make() -> Shared<Model> {
      switch self {
      case .value:
        return Shared(value: Model())
      case .inMemory:
        return Shared(wrappedValue: Model(), .inMemory("reading-inside-\(UUID())"))
      case .fileStorage:
        return Shared(
          wrappedValue: Model(), .fileStorage(URL(fileURLWithPath: "/reading-inside/\(UUID()).json")))
      }
    }
  }

  typealias Reader = (name: String, read: @Sendable (Shared<Model>) -> Int?)
  typealias Writer = (name: String, write: @Sendable (Shared<Model>, (Shared<Model>) -> Int?) -> Void)

  /// A place in the model that is read and set: `count`, or the value of the item with id 1.
  enum Location: String, CaseIterable, Sendable {
    case count, item

    /// Its value in a fresh model.
    var initialValue: Int { self == .count ? 0 : 10 }

    /// Every way to read it, given the root.
    var readers: [Reader] {
      switch self {
      case .count:
        return [
          ("the value", { $0.wrappedValue.count }),
          ("the projected value's wrappedValue", { $0.projectedValue.wrappedValue.count }),
          ("a derived child", { $0.count.wrappedValue }),
          ("a SharedReader of the root", { SharedReader($0).wrappedValue.count }),
          ("a SharedReader of a derived child", { SharedReader($0.count).wrappedValue }),
          ("a read closure", { $0.read { $0.count }.wrappedValue }),
          ("a read-only key path", { $0[dynamicMember: \Model.count as KeyPath<Model, Int>].wrappedValue }),
        ]
      case .item:
        return [
          ("the root's items", { $0.wrappedValue.items[id: 1]?.value }),
          ("an id subscript", { $0.items[id: 1].wrappedValue?.value }),
          ("an unwrapped id subscript", { Shared($0.items[id: 1])?.wrappedValue.value }),
          ("a collection element", { Array($0.items).first { $0.wrappedValue.id == 1 }?.wrappedValue.value }),
          ("a SharedReader of the items", { SharedReader($0.items).wrappedValue[id: 1]?.value }),
        ]
      }
    }

    /// Every way to set it to "what is read + 1", given the root and a reader.
    var writers: [Writer] {
      switch self {
      case .count:
        return [
          ("withLock on the root", { root, read in root.withLock { $0.count = (read(root) ?? 0) + 1 } }),
          ("withLock on a derived child", { root, read in root.count.withLock { $0 = (read(root) ?? 0) + 1 } }),
          ("withLock on a copy of the root", { root, read in
            let copy = root
            copy.withLock { $0.count = (read(root) ?? 0) + 1 }
          }),
          ("withLock returning the value read", { root, read in
            let seen = root.withLock { model -> Int in
              let seen = read(root) ?? 0
              model.count = seen + 1
              return seen
            }
            #expect(seen + 1 == root.wrappedValue.count)
          }),
        ]
      case .item:
        return [
          ("withLock on the root", { root, read in root.withLock { $0.items[id: 1]?.value = (read(root) ?? 0) + 1 } }),
          ("withLock on the items", { root, read in root.items.withLock { $0[id: 1]?.value = (read(root) ?? 0) + 1 } }),
          ("withLock on an unwrapped id subscript", { root, read in
            Shared(root.items[id: 1])?.withLock { $0.value = (read(root) ?? 0) + 1 }
          }),
          ("withLock on a collection element", { root, read in
            Array(root.items).first { $0.wrappedValue.id == 1 }?.withLock { $0.value = (read(root) ?? 0) + 1 }
          }),
        ]
      }
    }
  }

  /// One reader of a location with one of its writers.
  struct Combination: CustomTestStringConvertible, Sendable {
    let location: Location
    let reader: Int
    let writer: Int
    var testDescription: String {
      "\(location.rawValue): \(location.writers[writer].name) reading \(location.readers[reader].name)"
    }

    static let all: [Combination] = Location.allCases.flatMap { location in
      location.readers.indices.flatMap { reader in
        location.writers.indices.map { Combination(location: location, reader: reader, writer: $0) }
      }
    }
  }

  @Test(
    "Reading a value inside a withLock that sets it: no trap, the value before the mutation",
    arguments: Root.allCases, Combination.all)
  func readerWriterMatrix(root kind: Root, combination: Combination) {
    let reader = combination.location.readers[combination.reader]
    let writer = combination.location.writers[combination.writer]
    let root = kind.make()
    let start = combination.location.initialValue
    for expected in (start + 1)...(start + 3) {
      var readInside: Int?
      writer.write(root) { root in
        let value = reader.read(root)
        readInside = value
        return value
      }
      #expect(readInside == expected - 1, "\(combination.testDescription)")
      #expect(reader.read(root) == expected, "\(combination.testDescription), afterwards")
    }
  }

  @Test("TCA's SyncUps delete: remove the element a derived Shared points at, reading it inside", arguments: Root.allCases)
  func removeTheElementADerivedValueReads(root kind: Root) {
    let root = kind.make()
    let items = root.items
    let item = Shared(items[id: 2])!
    items.withLock { _ = $0.remove(id: item.id) }
    #expect(root.wrappedValue.items.ids == [1])
    // The derived value keeps the last value it saw.
    #expect(item.wrappedValue == Item(id: 2, value: 20))
  }

  @Test("Appending an element numbered from the count read inside", arguments: Root.allCases)
  func appendNumberedByTheCountReadInside(root kind: Root) {
    let items = kind.make().items
    for _ in 0..<20 {
      items.withLock { $0.append(Item(id: items.count + 1, value: 0)) }
    }
    #expect(items.wrappedValue.ids.elements == Array(1...22))
  }

  @Test("Reading the unwrapped optional inside a withLock on it, and on its parent")
  func unwrappedOptional() {
    let root = Shared(value: Model())
    let detail = Shared(root.detail)!
    detail.withLock { $0.value = detail.wrappedValue.value + 1 }
    root.withLock { $0.detail?.value = detail.wrappedValue.value + 1 }
    #expect(root.wrappedValue.detail?.value == 92)
    #expect(detail.wrappedValue.value == 92)
  }

  @Test("A detached collection element, read inside its own withLock")
  func detachedElement() {
    let items = Shared(value: [1, 2])
    let second = Array(items)[1]
    items.withLock { $0.removeLast() }
    second.withLock { $0 = second.wrappedValue + 10 }
    #expect(second.wrappedValue == 12)
    #expect(items.wrappedValue == [1])
  }

  @Test("A mutation that throws commits what it changed before throwing, as inout does, and saves it")
  func throwingMutationCommits() {
    struct Failure: Error {}
    let files = LockIsolated<[URL: Data]>([:])
    let url = URL(fileURLWithPath: "/throwing.json")
    let root = withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      Shared(wrappedValue: Model(), .fileStorage(url))
    }
    #expect(throws: Failure.self) {
      try root.withLock { model in
        model.count = root.wrappedValue.count + 5
        throw Failure()
      }
    }
    #expect(root.wrappedValue.count == 5)
    let saved = try? JSONDecoder().decode(Model.self, from: files.value[url] ?? Data())
    #expect(saved?.count == 5)
  }

  @Test("A withLock nested in another on the same root is reported; the enclosing result stands")
  func nestedMutationOfTheSameRootIsReported() {
    let root = Shared(value: Model())
    let count = root.count
    withKnownIssue {
      root.withLock { model in
        count.withLock { $0 = 100 }
        // The nested mutation is committed at once: a read sees it.
        #expect(root.wrappedValue.count == 100)
        model.items.removeAll()
      }
    } matching: { issue in
      issue.description.contains("was mutated inside a 'withLock' on it")
    }
    #expect(root.wrappedValue.count == 0)
    #expect(root.wrappedValue.items.isEmpty)
  }

  @Test("Two threads incrementing by reading inside the lock lose no increment (bounded: 2 × 2,000)")
  func concurrentIncrementsReadingInside() async {
    let count = Shared(wrappedValue: 0, .inMemory("concurrent-\(UUID())"))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask {
          for _ in 0..<2_000 { count.withLock { $0 = count.wrappedValue + 1 } }
        }
      }
    }
    #expect(count.wrappedValue == 4_000)
  }
}
