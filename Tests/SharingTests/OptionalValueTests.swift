import ConcurrencyExtras
import Dependencies
import Foundation
import Testing

@_spi(SharedChangeTracking) @testable import Sharing

/// Shared values whose type is optional. A missing entry cast with `as? Value` reads as `.some(nil)`
/// when `Value` is optional, so each place that looks a value up must tell "missing" from "nil".
@Suite struct OptionalValueTests {
  @Test("An optional in-memory value reads its declared value, then what is stored (nil included)")
  func inMemoryOptional() {
    @Shared(.inMemory("x")) var x: Int? = 5
    #expect(x == 5)
    $x.withLock { $0 = nil }
    #expect(x == nil)
    // A later holder reads the stored nil, not its own declared value.
    @Shared(.inMemory("x")) var again: Int? = 9
    #expect(again == nil)
    $again.withLock { $0 = 3 }
    #expect(x == 3)

    @Shared(.inMemory("starts-nil")) var startsNil: String? = nil
    #expect(startsNil == nil)
    $startsNil.withLock { $0 = "set" }
    @Shared(.inMemory("starts-nil")) var other: String? = "ignored"
    #expect(other == "set")
  }

  @Test("A stored nil survives its holders (the storage keeps it)")
  func storedNilOutlivesHolders() {
    do {
      @Shared(.inMemory("kept")) var kept: Int? = 1
      $kept.withLock { $0 = nil }
    }
    @Shared(.inMemory("kept")) var later: Int? = 7
    #expect(later == nil)
  }

  @Test("Optional values through every built-in key: declared value first, then what is stored")
  func optionalThroughEveryKey() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("count")) var count: Int? = 5
    #expect(count == 5)
    $count.withLock { $0 = nil }
    #expect(defaults.object(forKey: "count") == nil)
    // A stored object of another type is "nothing stored", not nil.
    defaults.set("not a number", forKey: "wrong")
    @Shared(.appStorage("wrong")) var wrong: Int? = 4
    #expect(wrong == 4)
    defaults.set(12, forKey: "flag")
    @Shared(.appStorage("flag")) var flag: String? = "declared"
    #expect(flag == "declared")

    let files = LockIsolated<[URL: Data]>([:])
    let url = URL(fileURLWithPath: "/tmp/opentca-never-written/optional.json")
    withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      do {
        @Shared(.fileStorage(url)) var value: Int? = 5
        #expect(value == 5)
        $value.withLock { $0 = nil }
        #expect(files.value[url] == Data("null".utf8))
      }
      @Shared(.fileStorage(url)) var reloaded: Int? = 8
      #expect(reloaded == nil)
    }
  }

  @Test("While a test store asserts, an unchanged optional value reads as itself, not nil")
  func assertionSnapshotOfOptional() {
    @Shared(.inMemory("asserted")) var value: Int? = 5
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    SharedChangeTracker.$asserting.withValue(tracker) {
      #expect(value == 5)
      // Mutating the snapshot starts from the actual value.
      $value.withLock { $0 = ($0 ?? 0) + 1 }
      #expect(value == 6)
    }
    #expect(value == 5)
    // The asserted 6 is not the actual 5.
    tracker.assert { #expect($value != $value) }
  }
}
