import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh folder under the temporary directory, for a test on the real file system; the test
/// removes it (`defer { folder.remove() }`).
struct TemporaryFolder {
  let url: URL

  /// Names the folder `opentca-<prefix>-<UUID>`; it is made by the first write into it.
  init(_ prefix: String) {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("opentca-\(prefix)-\(UUID().uuidString)", isDirectory: true)
  }

  /// Names the folder as ``init(_:)`` does, and makes it now.
  init(creating prefix: String) throws {
    self.init(prefix)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A file in the folder.
  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names in the folder, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// Removes the folder and everything in it (made writable first, if a test took that away).
  func remove() {
    _ = chmod(url.path, 0o700)
    try? FileManager.default.removeItem(at: url)
  }
}
