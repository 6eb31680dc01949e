import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Observation
import Sharing
import Testing

@Suite("File storage watches its file")
struct FileWatchingTests {
  /// Waits until `condition` holds, woken by each observed change of `shared`; fails after a
  /// generous bound (a missing notification, not a timing assumption).
  private func waitUntil<Value>(
    _ shared: Shared<Value>, _ condition: @escaping @Sendable (Value) -> Bool
  ) async -> Bool {
    for _ in 0..<200 {
      if condition(shared.wrappedValue) { return true }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumed = LockIsolated(false)
        let resume: @Sendable () -> Void = {
          let first = resumed.withValue { wasResumed -> Bool in
            let first = !wasResumed
            wasResumed = true
            return first
          }
          if first { continuation.resume() }
        }
        withObservationTracking {
          _ = shared.wrappedValue
        } onChange: {
          resume()
        }
        // The change may have happened before tracking started; and never wait forever.
        if condition(shared.wrappedValue) { resume() }
        Task {
          try? await Task.sleep(for: .milliseconds(50))
          resume()
        }
      }
    }
    return condition(shared.wrappedValue)
  }

  @Test("A change made outside the key (another writer) reaches every holder; a deletion resets them")
  func outsideWritesAreRead() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("opentca-watch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("count.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = ImmediateClock()
    } operation: {
      @Shared(.fileStorage(file)) var count = 0
      $count.withLock { $0 = 1 }
      #expect(try String(contentsOf: file, encoding: .utf8) == "1")

      // Another process writes the file (an atomic write: a new file renamed over the old one).
      try Data("7".utf8).write(to: file, options: .atomic)
      #expect(await waitUntil($count) { $0 == 7 })

      try FileManager.default.removeItem(at: file)
      #expect(await waitUntil($count) { $0 == 0 })
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
