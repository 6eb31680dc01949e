import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting
import Testing

@testable import Sharing

@Suite struct AppStorageTests {
  @Test func readsAndWritesDefaults() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("isOn")) var isOn = false
    #expect(defaults.object(forKey: "isOn") == nil)
    $isOn.withLock { $0 = true }
    #expect(defaults.bool(forKey: "isOn") == true)
    defaults.set(7, forKey: "count")
    @Shared(.appStorage("count")) var count = 0
    #expect(count == 7)
    @Shared(.appStorage("name")) var name = "Blob"
    $name.withLock { $0 += " Jr" }
    #expect(defaults.string(forKey: "name") == "Blob Jr")
  }

  @Test func defaultsArePerTest() {
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.object(forKey: "isOn") == nil)
    #expect(defaults !== UserDefaults.standard)
    defaults.set(true, forKey: "isOn")
    #expect(defaults.bool(forKey: "isOn"))
    #expect(defaults.dictionaryRepresentation().keys.sorted() == ["isOn"])
  }

  enum Theme: String, Sendable { case light, dark }

  @Test func rawRepresentableAndOptional() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("theme")) var theme = Theme.light
    $theme.withLock { $0 = .dark }
    #expect(defaults.string(forKey: "theme") == "dark")
    @Shared(.appStorage("maybe")) var maybe: Int? = 1
    $maybe.withLock { $0 = nil }
    #expect(defaults.object(forKey: "maybe") == nil)
  }
}

@Suite struct FileStorageTests {
  let url = URL(fileURLWithPath: "/tmp/opentca-never-written/todos.json")

  @Test func inMemoryFileSystemRoundTrip() throws {
    let files = LockIsolated<[URL: Data]>([:])
    try withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      do {
        @Shared(.fileStorage(url)) var todos: [Todo] = []
        $todos.withLock { $0.append(Todo(id: 1, title: "Milk")) }
      }
      let data = try #require(files.value[url])
      #expect(String(decoding: data, as: UTF8.self).contains("\"title\":\"Milk\""))
      @Shared(.fileStorage(url)) var reloaded: [Todo] = []
      #expect(reloaded == [Todo(id: 1, title: "Milk")])
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func corruptFileIsReported() {
    let files = LockIsolated<[URL: Data]>([url: Data("not json".utf8)])
    withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      @Shared(.fileStorage(url)) var todos: [Todo] = [Todo(id: 9, title: "Initial")]
      #expect(todos == [Todo(id: 9, title: "Initial")])
      #expect($todos.loadError is FileStorageDecodingError)
    }
  }

  @Test func realFileSystemRoundTripWithDebouncedWrites() async throws {
    let folder = TemporaryFolder("sharing")
    defer { folder.remove() }
    let file = folder.file("count.json")
    let clock = TestClock()
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = clock
    } operation: {
      @Shared(.fileStorage(file)) var count = 0
      $count.withLock { $0 = 1 }
      // The first write is immediate.
      #expect(try String(contentsOf: file, encoding: .utf8) == "1")
      $count.withLock { $0 = 2 }
      $count.withLock { $0 = 3 }
      // Later writes wait for the end of the one-second window.
      #expect(try String(contentsOf: file, encoding: .utf8) == "1")
      // The window ends one second later on the test clock (the timer may start sleeping late on a
      // loaded machine, so advance until it has run).
      await clock.advance(by: .seconds(1))
      for _ in 0..<1000 where (try? String(contentsOf: file, encoding: .utf8)) != "3" {
        await Task.megaYield()
        await clock.advance(by: .seconds(1))
      }
      #expect(try String(contentsOf: file, encoding: .utf8) == "3", "\(clock.now)")
      try await $count.save()
      // Another holder (with the value dropped from the cache) reads the file back.
      try Data("41".utf8).write(to: file)
      try await $count.load()
      #expect(count == 41)
    }
  }
}

/// A custom key: a value kept in a dictionary the test owns.
struct DictionaryKey: SharedKey, Hashable {
  let name: String
  let store: Store

  final class Store: Hashable, Sendable {
    let values = LockIsolated<[String: Int]>([:])
    static func == (lhs: Store, rhs: Store) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let value = store.values[name] {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    store.values.withValue { $0[name] = value }
    continuation.resume()
  }
}

@Suite struct CustomKeyTests {
  @Test func customKeyLoadsAndSaves() async throws {
    let store = DictionaryKey.Store()
    store.values.withValue { $0["a"] = 5 }
    @Shared(DictionaryKey(name: "a", store: store)) var a = 0
    #expect(a == 5)
    $a.withLock { $0 += 1 }
    #expect(store.values["a"] == 6)
    store.values.withValue { $0["a"] = 10 }
    try await $a.load()
    #expect(a == 10)

    let b = Shared(value: 1)
    try await b.load(DictionaryKey(name: "b", store: store))
    #expect(b.wrappedValue == 1)
    b.withLock { $0 = 2 }
    #expect(store.values["b"] == 2)
  }

  @Test func requireThrowsWhenNothingIsStored() async {
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: DictionaryKey(name: "none", store: DictionaryKey.Store()))
    }
  }

  @Test func requireLoadsTheStoredValue() async throws {
    let store = DictionaryKey.Store()
    store.values.withValue { $0["stored"] = 41 }
    let shared = try await Shared(require: DictionaryKey(name: "stored", store: store))
    #expect(shared.wrappedValue == 41)
    shared.withLock { $0 += 1 }
    #expect(store.values["stored"] == 42)
  }
}

extension SharedKey where Self == InMemoryKey<[String]>.Default {
  static var names: Self { Self[.inMemory("names"), default: ["Blob"]] }
}

extension SharedReaderKey where Self == AppStorageKey<Int>.Default {
  static var launches: Self { Self[.appStorage("launches"), default: 3] }
}

@Suite struct DefaultKeyTests {
  @Test func holdersWithoutAnInitialValue() {
    @Shared(.names) var names
    #expect(names == ["Blob"])
    $names.withLock { $0.append("Blob Jr") }
    @Shared(.inMemory("names")) var same: [String] = []
    #expect(same == ["Blob", "Blob Jr"])
    $same.withLock { $0 = [] }
    #expect(names == [])
    @SharedReader(.launches) var launches
    #expect(launches == 3)
    @Shared(.launches) var writable
    $writable.withLock { $0 += 1 }
    #expect(launches == 4)
  }
}
