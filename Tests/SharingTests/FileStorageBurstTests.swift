import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Sharing
import Testing

/// Bursts of writes to one `.fileStorage` value on the real file system, whose watcher sees every
/// write of ours land (inotify on Linux): none of those echoes may be taken for an outside change.
@Suite("File storage never loses a write")
struct FileStorageBurstTests {
  private func temporaryFile() -> (directory: URL, file: URL) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("opentca-burst-\(UUID().uuidString)")
    return (directory, directory.appendingPathComponent("items.json"))
  }

  private static func onDisk(_ file: URL) -> [Int]? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode([Int].self, from: data)
  }

  @Test("5,000 appends in a plain loop on one holder: every one is kept, in memory and on disk")
  func plainLoopKeepsEveryAppend() async throws {
    let (directory, file) = temporaryFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = ImmediateClock()
    } operation: {
      let items = Shared<[Int]>(wrappedValue: [], .fileStorage(file))
      for index in 0..<5_000 {
        items.withLock { $0.append(index) }
      }
      #expect(items.wrappedValue == Array(0..<5_000))
      #expect(await yieldUntil { Self.onDisk(file) == items.wrappedValue })
      let disk = try #require(Self.onDisk(file))
      #expect(disk.count == 5_000)
    }
  }

  /// One burst: four tasks append through the two holders while the plain holder appends in a loop.
  private static func burst(
    _ burst: Int, first: Shared<[Int]>, second: Shared<[Int]>, plain: Shared<[Int]>, perTask: Int,
    plainCount: Int
  ) async {
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        let holder = task < 2 ? first : second
        group.addTask {
          for index in 0..<perTask {
            holder.withLock { $0.append(burst * 1_000_000 + (task + 1) * 100_000 + index) }
            // Let the debounce windows close often: many writes, and many echoes of them.
            if index.isMultiple(of: 64) { await Task.yield() }
          }
        }
      }
      for index in 0..<plainCount {
        plain.withLock { $0.append(burst * 1_000_000 + index) }
        if index.isMultiple(of: 64) { await Task.yield() }
      }
    }
  }

  @Test(
    """
    10,000 appends from two holders of one key (several tasks each) and a plain loop, with outside \
    rewrites between bursts: every append and every rewrite is kept, memory and disk agree
    """
  )
  func concurrentHoldersAndOutsideRewrites() async throws {
    let (directory, file) = temporaryFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await Self.appendInBursts(to: file)
    }
  }

  /// Five bursts of 2,000 appends, each followed by an outside rewrite of the file.
  private static func appendInBursts(to file: URL) async throws {
    // Two "stores" holding the same key, and a plain holder.
    let first = Shared<[Int]>(wrappedValue: [], .fileStorage(file))
    let second = Shared<[Int]>(wrappedValue: [], .fileStorage(file))
    let plain = Shared<[Int]>(wrappedValue: [], .fileStorage(file))

    let bursts = 5
    let perTask = 300  // 4 tasks of 300 and a plain loop of 800: 2,000 appends per burst
    let plainPerBurst = 800
    var expected: [Int] = []
    for burst in 0..<bursts {
      await Self.burst(burst, first: first, second: second, plain: plain, perTask: perTask, plainCount: plainPerBurst)
      for task in 0..<4 {
        expected += (0..<perTask).map { burst * 1_000_000 + (task + 1) * 100_000 + $0 }
      }
      expected += (0..<plainPerBurst).map { burst * 1_000_000 + $0 }
      #expect(plain.wrappedValue.sorted() == expected.sorted(), "burst \(burst): memory")

      // Every debounced write has landed before the outside writer rewrites the file.
      #expect(await yieldUntil { Self.onDisk(file) == plain.wrappedValue }, "burst \(burst): disk")

      // Another process rewrites the file: our value plus one marker, atomically or in place.
      let rewritten = plain.wrappedValue + [-(burst + 1)]
      let data = try JSONEncoder().encode(rewritten)
      try data.write(to: file, options: burst.isMultiple(of: 2) ? .atomic : [])
      #expect(await waitUntil(plain) { $0 == rewritten }, "burst \(burst): outside rewrite")
      expected.append(-(burst + 1))
    }

    #expect(plain.wrappedValue.count == 10_000 + bursts)
    #expect(plain.wrappedValue.sorted() == expected.sorted())
    #expect(first.wrappedValue == plain.wrappedValue)
    #expect(second.wrappedValue == plain.wrappedValue)
    #expect(await yieldUntil { Self.onDisk(file) == plain.wrappedValue })
    #expect(Self.onDisk(file)?.count == 10_000 + bursts)
  }
}
