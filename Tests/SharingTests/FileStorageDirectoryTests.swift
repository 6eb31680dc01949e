import Clocks
import Dependencies
import Foundation
import IssueReporting
import Sharing
import Testing

/// A `.fileStorage` path that is a directory: reported once, the value kept in memory, no crash.
@Suite struct FileStorageDirectoryTests {
  private func message(_ url: URL) -> String {
    """
    The '.fileStorage' path \(url.path) is a directory, not a file: the shared value is kept in \
    memory only and is not saved.
    """
  }

  @Test("A directory path is reported once; every mutation is kept in memory; the directory is untouched")
  func directoryPathIsReportedOnce() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("opentca-directory-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let clock = TestClock()
    let issues = await withIssuesCollected {
      await withDependencies {
        $0.defaultFileStorage = .fileSystem
        $0.continuousClock = clock
      } operation: {
        let items = Shared<[Int]>(wrappedValue: [0], .fileStorage(directory))
        for index in 1...50 {
          items.withLock { $0.append(index) }
        }
        // End the debounce window: its write fails the same way, and is not reported again.
        #expect(await clock.waitForSleepers(count: 1))
        await clock.advance(by: .seconds(1))
        items.withLock { $0.append(51) }
        #expect(items.wrappedValue == Array(0...51))
        #expect(items.saveError is FileStorageDirectoryError)

        // An explicit save or load fails with the same error, and keeps the value.
        await #expect(throws: FileStorageDirectoryError.self) { try await items.save() }
        await #expect(throws: FileStorageDirectoryError.self) { try await items.load() }
        #expect(items.wrappedValue == Array(0...51))

        // Another holder of the same path shares the value.
        let other = Shared<[Int]>(wrappedValue: [], .fileStorage(directory))
        #expect(other.wrappedValue == Array(0...51))
      }
    }
    #expect(issues == [message(directory)])
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
