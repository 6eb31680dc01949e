import CustomDump
import Foundation
import Sharing
import Testing

// Behaviour ported from Point-Free's swift-sharing (SharedTests.StringRepresentations).
@Suite struct SharedStringRepresentationTests {
  @Test func valueDescription() {
    @Shared(value: 0) var count
    #expect($count.description == "Shared<Int>(value: 0)")
    #expect(SharedReader($count).description == "SharedReader<Int>(value: 0)")
  }

  @Test func appStorageDescription() {
    @Shared(.appStorage("count")) var count = 0
    #expect($count.description == #"Shared<Int>(.appStorage("count"))"#)
    #expect(SharedReader($count).description == #"SharedReader<Int>(.appStorage("count"))"#)
  }

  @Test func inMemoryDescription() {
    @Shared(.inMemory("count")) var count = 0
    #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
  }

  @Test func customDump() {
    @Shared(value: 0) var count

    #expect(String(customDumping: $count) == "#1 0")
    #expect(
      String(customDumping: [$count, $count]) == """
        [
          [0]: #1 0,
          [1]: #1 Int(↩︎)
        ]
        """
    )

    @Shared(value: 0) var anotherCount
    #expect(
      String(customDumping: [$count, $anotherCount, $count, $anotherCount]) == """
        [
          [0]: #1 0,
          [1]: #2 0,
          [2]: #1 Int(↩︎),
          [3]: #2 Int(↩︎)
        ]
        """
    )
  }

  struct Stats {
    var count = 0
  }
  struct Holder {
    @Shared var count: Int
    @Shared var stats: Stats
  }

  @Test("A projection dumps under the number of its root")
  func customDumpWithProjection() {
    @Shared(value: Stats()) var stats
    #expect(
      String(customDumping: Holder(count: $stats.count, stats: $stats)) == """
        SharedStringRepresentationTests.Holder(
          _count: #1 0,
          _stats: #1 SharedStringRepresentationTests.Stats(↩︎)
        )
        """
    )
  }
}

/// Ported from Point-Free's swift-sharing (SharedTests.StringRepresentations, later version).
@Suite struct SharedKeyDescriptionTests {
  @Test func defaultDescription() {
    do {
      @Shared(AppStorageKey.Default[.appStorage("count"), default: 0]) var count
      #expect(
        $count.description == """
          Shared<Int>(AppStorageKey<Int>.Default[.appStorage("count"), default: 0])
          """
      )
      #expect(
        SharedReader($count).description == """
          SharedReader<Int>(AppStorageKey<Int>.Default[.appStorage("count"), default: 0])
          """
      )
    }
    do {
      @Shared(AppStorageKey.Default[.appStorage("count"), default: 0]) var count = 0
      #expect(
        $count.description == """
          Shared<Int>(AppStorageKey<Int>.Default[.appStorage("count"), default: 0])
          """
      )
    }
  }

  @Test func fileStorageDescription() {
    @Shared(.fileStorage(URL(fileURLWithPath: "/"))) var count = 0
    #expect($count.description == #"Shared<Int>(.fileStorage(file:///))"#)
  }
}
