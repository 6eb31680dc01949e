import Dependencies
import Foundation
import IdentifiedCollections
import Sharing
import Testing

// Behaviour ported from Point-Free's swift-sharing (DefaultTests, InMemoryTests, CompileTimeTests):
// our own tests, with their expected values.

extension SharedReaderKey where Self == InMemoryKey<Bool>.Default {
  /// A flag whose default is `false`.
  fileprivate static var flag: Self { Self[.inMemory("flag"), default: false] }
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  /// "tally", written with a default of 1.
  fileprivate static var writerTally: Self { Self[.inMemory("tally"), default: 1] }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  /// The same "tally", read with a default of 2.
  fileprivate static var readerTally: Self { Self[.inMemory("tally"), default: 2] }
}

private struct Row: Identifiable, Sendable {
  let id: Int
}

extension SharedReaderKey where Self == InMemoryKey<IdentifiedArrayOf<Row>>.Default {
  fileprivate static var rows: Self { Self[.inMemory("rows"), default: []] }
}

extension SharedReaderKey where Self == AppStorageKey<Int?>.Default {
  /// An optional value whose default is `nil`.
  fileprivate static var optionalTally: Self { Self[.appStorage("optional-tally"), default: nil] }
}

extension SharedKey where Self == InMemoryKey<Int> {
  fileprivate static var plainTally: Self { .inMemory("plain-tally") }
}

/// Two declarations of one key with different values or defaults: the value stored first wins.
@Suite struct CompetingDefaultsTests {
  @Test("@Shared: a declared true, then a declared false, then the default: all read true")
  func sharedCompeting() {
    @Shared(.flag) var first = true
    @Shared(.flag) var second = false
    @Shared(.flag) var third
    #expect(first == true)
    #expect(second == true)
    #expect(third == true)
  }

  @Test("@Shared: a declared false first wins over a later true")
  func sharedCompetingSameAsDefault() {
    @Shared(.flag) var first = false
    @Shared(.flag) var second = true
    @Shared(.flag) var third
    #expect(first == false)
    #expect(second == false)
    #expect(third == false)
  }

  @Test("@Shared: the key's default, declared first, wins over later declared values")
  func sharedDefaultFirst() {
    @Shared(.flag) var first
    @Shared(.flag) var second = true
    @Shared(.flag) var third = false
    #expect(first == false)
    #expect(second == false)
    #expect(third == false)
  }

  @Test("@SharedReader: the same three orders")
  func readerCompeting() {
    do {
      @SharedReader(.flag) var first = true
      @SharedReader(.flag) var second = false
      @SharedReader(.flag) var third
      #expect(first == true)
      #expect(second == true)
      #expect(third == true)
    }
  }

  @Test("@SharedReader: false first")
  func readerCompetingSameAsDefault() {
    @SharedReader(.flag) var first = false
    @SharedReader(.flag) var second = true
    @SharedReader(.flag) var third
    #expect(first == false)
    #expect(second == false)
    #expect(third == false)
  }

  @Test("@SharedReader: default first")
  func readerDefaultFirst() {
    @SharedReader(.flag) var first
    @SharedReader(.flag) var second = true
    @SharedReader(.flag) var third = false
    #expect(first == false)
    #expect(second == false)
    #expect(third == false)
  }

  @Test("An assigned value outlives the holder that assigned it (in-memory storage keeps it)")
  func assignedDefaultPersistsAfterRelease() {
    do {
      @Shared(.flag) var flag = true
      #expect(flag == true)
    }
    do {
      @Shared(.flag) var flag
      #expect(flag == true)
    }
  }

  @Test("A value set through withLock outlives its holder")
  func setValuePersists() {
    do {
      @Shared(.flag) var flag = false
      $flag.withLock { $0 = true }
      #expect(flag == true)
    }
    do {
      @Shared(.flag) var flag
      #expect(flag == true)
    }
  }

  @Test("_SharedKeyDefault.initialValue is the key's default")
  func initialValue() {
    #expect(InMemoryKey<Bool>.Default.flag.initialValue == false)
    #expect(InMemoryKey<Int>.Default.readerTally.initialValue == 2)
    #expect(AppStorageKey<Int?>.Default.optionalTally.initialValue == nil)
  }

  @Test("An optional default (nil) through Shared and SharedReader")
  func optionalDefault() {
    @SharedReader(.optionalTally) var read
    @Shared(.optionalTally) var written
    #expect(read == nil)
    #expect(written == nil)
    $written.withLock { $0 = 5 }
    #expect(read == 5)
    _ = SharedReader(wrappedValue: 42, .plainTally)
  }

  @Test("@Shared(.rows) var rows = [] with an IdentifiedArray value")
  func identifiedArrayLiteral() {
    do {
      @Shared(.rows) var rows = []
      #expect(rows.isEmpty)
      $rows.withLock { $0.append(Row(id: 1)) }
    }
    do {
      @SharedReader(.rows) var rows = []
      #expect(rows.ids == [1])
    }
  }

  @Test("In-memory optionals keep the declared value, including nested nil")
  func inMemoryOptionalDefaults() {
    do {
      @Shared(.inMemory("count")) var count: Int? = 0
      #expect(count == 0)
    }
    do {
      @Shared(.inMemory("nilCount")) var nilCount: Int? = nil
      #expect(nilCount == nil)
    }
    do {
      @Shared(.inMemory("optionalCount")) var optionalCount: Int?? = .some(0)
      #expect(optionalCount == .some(0))
    }
    do {
      @Shared(.inMemory("nestedOptionalCount")) var nested: Int?? = .some(.none)
      #expect(nested == .some(.none))
      @SharedReader(.inMemory("nestedOptionalCountReader")) var nestedReader: Int?? = .some(.none)
      #expect(nestedReader == .some(.none))
    }
  }

  @Test("A reader's declared value is stored too, and require reads it back")
  func readerDeclaredValueIsStored() async throws {
    do {
      @SharedReader(.inMemory("count")) var count = 10
    }
    do {
      @SharedReader(.inMemory("count")) var count = 0
      #expect(count == 10)
    }
    let required = try await SharedReader<Int>(require: .inMemory("count"))
    #expect(required.wrappedValue == 10)
  }
}

/// A writer's default against a reader's default of the same storage: the first one stored wins,
/// and the reader sees every write.
@Suite struct WriterReaderDefaultTests {
  @Test func writerDefaultThenReaderDefault() {
    @Shared(.writerTally) var count
    @SharedReader(.readerTally) var reader
    $count.withLock { $0 += 1 }
    #expect(count == 2)
    #expect(reader == 2)
  }

  @Test func readerDefaultThenWriterDefault() {
    @SharedReader(.readerTally) var reader
    @Shared(.writerTally) var count
    $count.withLock { $0 += 1 }
    #expect(count == 3)
    #expect(reader == 3)
  }

  @Test func writerValueThenReaderDefault() {
    @Shared(.writerTally) var count = 3
    @SharedReader(.readerTally) var reader
    $count.withLock { $0 += 1 }
    #expect(count == 4)
    #expect(reader == 4)
  }

  @Test func writerDefaultThenReaderValue() {
    @Shared(.writerTally) var count
    @SharedReader(.readerTally) var reader = 3
    $count.withLock { $0 += 1 }
    #expect(count == 2)
    #expect(reader == 2)
  }

  @Test func readerValueThenWriterDefault() {
    @SharedReader(.readerTally) var reader = 3
    @Shared(.writerTally) var count
    $count.withLock { $0 += 1 }
    #expect(count == 4)
    #expect(reader == 4)
  }

  @Test func readerDefaultThenWriterValue() {
    @SharedReader(.readerTally) var reader
    @Shared(.writerTally) var count = 3
    $count.withLock { $0 += 1 }
    #expect(count == 3)
    #expect(reader == 3)
  }

  @Test("A reader created first does not stop a later writer from saving")
  func readerFirstWriterSaves() {
    do {
      @SharedReader(.readerTally) var reader
      @Shared(.writerTally) var count
      $count.withLock { $0 = 10 }
      #expect(reader == 10)
    }
    @Shared(.writerTally) var later
    #expect(later == 10)
  }
}

/// The class of inputs behind "a reader declared first stops a later writer from saving": every
/// built-in storage, reader or writer first, a declared value or a key default.
@Suite struct ReaderFirstSavesMatrixTests {
  /// Declares a reader then a writer (or the reverse) of `key`, writes 10 through the writer,
  /// releases both, and returns what a fresh holder reads.
  private func roundTrip<Key: SharedKey<Int>>(_ key: Key, readerFirst: Bool) -> Int {
    do {
      var holders: [Any] = []
      if readerFirst { holders.append(SharedReader(wrappedValue: 1, key)) }
      let writer = Shared(wrappedValue: 2, key)
      if !readerFirst { holders.append(SharedReader(wrappedValue: 1, key)) }
      writer.withLock { $0 = 10 }
      _ = holders
    }
    return Shared(wrappedValue: 0, key).wrappedValue
  }

  @Test("inMemory, appStorage, fileStorage × reader first or not × plain key or key with default")
  func matrix() {
    let file = URL(fileURLWithPath: "/tmp/opentca-reader-first.json")
    for readerFirst in [true, false] {
      #expect(roundTrip(InMemoryKey<Int>.inMemory("m\(readerFirst)"), readerFirst: readerFirst) == 10)
      #expect(roundTrip(AppStorageKey<Int>.appStorage("a\(readerFirst)"), readerFirst: readerFirst) == 10)
      #expect(
        roundTrip(
          FileStorageKey<Int>.fileStorage(file.appendingPathExtension("\(readerFirst)")),
          readerFirst: readerFirst
        ) == 10
      )
      #expect(
        roundTrip(InMemoryKey<Int>.Default[.inMemory("d\(readerFirst)"), default: 3], readerFirst: readerFirst)
          == 10
      )
      #expect(
        roundTrip(AppStorageKey<Int>.Default[.appStorage("e\(readerFirst)"), default: 3], readerFirst: readerFirst)
          == 10
      )
    }
  }
}
