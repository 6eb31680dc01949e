import CustomDump
import IdentifiedCollections
import Testing

@_spi(SharedChangeTracking) import Sharing

// How a derived shared value compares while a change tracker asserts, as in swift-sharing (what a
// test store's state comparison relies on): through its own projection of the recorded root, an
// unwrapped element that was removed keeps its last value, and an assertion never changes what a
// derived value keeps or where it points.
@Suite struct SharedChangeTrackingProjectionTests {
  struct Item: Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
  }

  @Test func aRemovedElementComparesEqualWithItself() throws {
    @Shared(value: [Item(id: 1, name: "Design")] as IdentifiedArrayOf<Item>) var items
    let item = try #require(Shared($items[id: 1]))
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { $items.withLock { _ = $0.remove(id: 1) } }
    tracker.assert {
      #expect($items != $items)
      // Recorded: the element; actual: gone, so the last value seen. The same.
      #expect(item == item)
    }
    #expect(item.wrappedValue == Item(id: 1, name: "Design"))
  }

  @Test func aChangedElementComparesRecordedAgainstActual() throws {
    @Shared(value: [Item(id: 1, name: "Design"), Item(id: 2, name: "Standup")] as IdentifiedArrayOf<Item>)
    var items
    let item = try #require(Shared($items[id: 1]))
    let other = try #require(Shared($items[id: 2]))
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { $items.withLock { $0[id: 1]?.name = "Renamed" } }
    tracker.assert {
      #expect(item != item)
      // Another element of the same root is unchanged through its own projection.
      #expect(other == other)
      #expect(
        diff(item, item) == """
            #1 SharedChangeTrackingProjectionTests.Item(
              id: 1,
          -   name: "Design"
          +   name: "Renamed"
            )
          """)
      item.withLock { $0.name = "Renamed" }
      #expect(item == item)
    }
    // The assertion changed the recorded value only.
    #expect(items[id: 1]?.name == "Renamed")
  }

  @Test func twoUnwrappingsOfOneElementAreOneValue() throws {
    @Shared(value: [Item(id: 1, name: "Design")] as IdentifiedArrayOf<Item>) var items
    let first = try #require(Shared($items[id: 1]))
    let second = try #require(Shared($items[id: 1]))
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { $items.withLock { $0[id: 1]?.name = "Renamed" } }
    tracker.assert {
      // Compared recorded (one) against actual (the other), as a copy of a state compares itself.
      #expect(first != second)
      second.withLock { $0.name = "Renamed" }
      #expect(first == second)
    }
  }

  @Test func anAssertionDoesNotChangeTheValueARemovedElementKeeps() throws {
    @Shared(value: [Item(id: 1, name: "Design")] as IdentifiedArrayOf<Item>) var items
    let item = try #require(Shared($items[id: 1]))
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { $items.withLock { $0[id: 1]?.name = "Renamed" } }
    tracker.assert {
      item.withLock { $0.name = "Asserted" }
      #expect(item.wrappedValue.name == "Asserted")
    }
    #expect(item.wrappedValue.name == "Renamed")
    $items.withLock { _ = $0.remove(id: 1) }
    // Kept: the last actual value, not the asserted one.
    #expect(item.wrappedValue.name == "Renamed")
  }

  @Test func readingAnElementWhileAssertingNeverDetachesIt() {
    @Shared(value: [1]) var numbers
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { $numbers.withLock { $0.append(2) } }
    let second = $numbers[1]
    tracker.assert {
      // Not in the recorded collection: read as its actual value, and left attached.
      #expect(second.wrappedValue == 2)
      second.withLock { $0 = 5 }
    }
    second.withLock { $0 = 3 }
    #expect(numbers == [1, 3])
  }
}
