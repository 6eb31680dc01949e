import ConcurrencyExtras
import Dependencies
import Foundation

/// Where `.fileStorage` keys read and write their files.
public struct FileStorage: Hashable, Sendable {
  let id: AnyHashableSendable
  let isDebounced: Bool
  /// The contents of a file; `nil` when there is none. Throws ``FileStorageDirectoryError`` when the
  /// path is a directory, and the read error when the file exists but cannot be read.
  let load: @Sendable (URL) throws -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  /// Starts watching a file for outside changes (the first callback) and for another process's
  /// request to let go of the file's lock (the second); `nil` when this file system cannot tell.
  let watch: @Sendable (URL, @escaping @Sendable () -> Void, @escaping @Sendable () -> Void) -> FileWatcher?
  /// What tells, without reading it, whether a file changed: `nil` when this file system cannot.
  let signature: @Sendable (URL) -> FileSignature?
  /// The lock that the processes writing a file take; `nil` for a file system no other process sees.
  let interprocessLock: @Sendable (URL) -> InterprocessFileLock?

  init(
    id: AnyHashableSendable, isDebounced: Bool, load: @escaping @Sendable (URL) throws -> Data?,
    save: @escaping @Sendable (Data, URL) throws -> Void,
    watch: @escaping @Sendable (URL, @escaping @Sendable () -> Void, @escaping @Sendable () -> Void) -> FileWatcher? =
      { _, _, _ in nil },
    signature: @escaping @Sendable (URL) -> FileSignature? = { _ in nil },
    interprocessLock: @escaping @Sendable (URL) -> InterprocessFileLock? = { _ in nil }
  ) {
    self.id = id
    self.isDebounced = isDebounced
    self.load = load
    self.save = save
    self.watch = watch
    self.signature = signature
    self.interprocessLock = interprocessLock
  }

  /// Whether `lhs` and `rhs` are the same file system: `.fileSystem`, or the same in-memory one.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the file system's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  /// The real file system; directories are created as needed, and writes are debounced.
  public static let fileSystem = FileStorage(
    id: AnyHashableSendable("fileSystem"),
    isDebounced: true,
    load: { url in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
      if isDirectory.boolValue { throw FileStorageDirectoryError(url: url) }
      do {
        return try Data(contentsOf: url)
      } catch {
        // Deleted between the two calls: there is no file.
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        throw error
      }
    },
    save: { data, url in
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw FileStorageDirectoryError(url: url)
      }
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    },
    watch: { url, onChange, onLockRequest in
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      return FileWatcher(url: url, onChange: onChange, onLockRequest: onLockRequest)
    },
    signature: { FileSignature(of: $0) },
    interprocessLock: { InterprocessFileLock.forFile($0) }
  )

  /// A fresh file system in memory, as each test gets (`$0.defaultFileStorage = .inMemory`).
  public static var inMemory: FileStorage { inMemory() }

  /// A file system in memory: `files` holds the contents by URL; writes happen at once.
  public static func inMemory(files: LockIsolated<[URL: Data]> = LockIsolated([:])) -> FileStorage {
    FileStorage(
      id: AnyHashableSendable(ObjectIdentifier(files)),
      isDebounced: false,
      load: { url in files.withValue { $0[url.standardizedFileURL] } },
      save: { data, url in files.withValue { $0[url.standardizedFileURL] = data } }
    )
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory() }
}

extension DependencyValues {
  /// The file system that `.fileStorage` keys use: the real one in an app, a fresh in-memory one in
  /// each test.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
