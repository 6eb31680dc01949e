import Dependencies
import Foundation
import Sharing
import Testing

private struct SyncUp: Codable, Equatable, Sendable {
  var title: String
}

extension SharedKey where Self == FileStorageKey<[SyncUp]>.Default {
  fileprivate static var syncUps: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/sync-ups.json")), default: []]
  }
}

extension SharedReaderKey where Self == InMemoryKey<[String]>.Default {
  fileprivate static var declaredNames: Self { Self[.inMemory("declared-names"), default: ["Blob"]] }
}

extension SharedReaderKey where Self == AppStorageKey<Int>.Default {
  fileprivate static var declaredCount: Self { Self[.appStorage("declared-count"), default: 3] }
}

extension SharedKey where Self == InMemoryKey<Int?>.Default {
  fileprivate static var declaredOptional: Self { Self[.inMemory("declared-optional"), default: 1] }
}

/// A holder that declares its own value (`@Shared(.syncUps) var syncUps = [syncUp]`) starts from that
/// value when the key stores nothing yet, even though the key has a default; what is stored wins.
@Suite struct DeclaredValueOverDefaultTests {
  @Test("SyncUps' shape: @Shared(.syncUps) var syncUps = [syncUp] has one element")
  func syncUpsShape() {
    let syncUp = SyncUp(title: "Design")
    @Shared(.syncUps) var syncUps = [syncUp]
    #expect(syncUps == [syncUp])
    // A holder declared without a value afterwards reads the same reference.
    @Shared(.syncUps) var same
    #expect(same == [syncUp])
  }

  @Test("The family: three storages × Shared/SharedReader × declared value/no value × stored/not")
  func matrix() {
    // Nothing stored: a declared value wins over the default, no declared value gives the default.
    do {
      @Shared(.declaredNames) var names = ["Declared"]
      #expect(names == ["Declared"])
    }
    do {
      @SharedReader(.declaredNames) var names = ["Declared"]
      #expect(names == ["Declared"])
    }
    do {
      @Shared(.declaredCount) var count = 10
      #expect(count == 10)
      @SharedReader(.declaredCount) var reader = 20
      // The first holder's value is the one the storage keeps.
      #expect(reader == 10)
    }
    do {
      @Shared(.declaredOptional) var value = nil
      #expect(value == nil)
    }
    do {
      @Shared(.fileStorage(URL(fileURLWithPath: "/other.json"))) var plain: [SyncUp] = []
      let withDefault = Shared(.syncUps)
      #expect(withDefault.wrappedValue == [])
      #expect(plain == [])
    }
  }

  @Test("A value already stored wins over both the declared value and the default")
  func storedWins() {
    @Shared(.inMemory("declared-names")) var stored: [String] = ["Stored"]
    @Shared(.declaredNames) var names = ["Declared"]
    #expect(names == ["Stored"])
    @Shared(.declaredNames) var noValue
    #expect(noValue == ["Stored"])
    @Shared(.declaredOptional) var optional
    #expect(optional == 1)
  }

  @Test("Shared(wrappedValue:_:) spelled out behaves as the property wrapper")
  func spelledOut() {
    let syncUp = SyncUp(title: "Spelled out")
    let syncUps = Shared(wrappedValue: [syncUp], .syncUps)
    #expect(syncUps.wrappedValue == [syncUp])
  }
}
