import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Observation
import Sharing
import Testing

@Suite("File storage watches its file")
struct FileWatchingTests {
  @Test("A change made outside the key (another writer) reaches every holder; a deletion resets them")
  func outsideWritesAreRead() async throws {
    let folder = TemporaryFolder("watch")
    defer { folder.remove() }
    let file = folder.file("count.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = ImmediateClock()
    } operation: {
      @Shared(.fileStorage(file)) var count = 0
      $count.withLock { $0 = 1 }
      #expect(try String(contentsOf: file, encoding: .utf8) == "1")

      // Another process writes the file (an atomic write: a new file renamed over the old one).
      try Data("7".utf8).write(to: file, options: .atomic)
      #expect(await waitUntil($count, attempts: 500) { $0 == 7 })

      try FileManager.default.removeItem(at: file)
      #expect(await waitUntil($count, attempts: 500) { $0 == 0 })
    }
  }

  @Test("In-memory file storage (the default in tests) watches nothing and never touches the disk")
  func inMemoryWatchesNothing() {
    let files = LockIsolated<[URL: Data]>([:])
    let url = URL(fileURLWithPath: "/nonexistent/opentca/value.json")
    withDependencies {
      $0.defaultFileStorage = .inMemory(files: files)
    } operation: {
      @Shared(.fileStorage(url)) var value = 1
      $value.withLock { $0 = 2 }
      #expect(files.value[url.standardizedFileURL] == Data("2".utf8))
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }
}
