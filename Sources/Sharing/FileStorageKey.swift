import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting

/// A key that stores a `Codable` value as JSON in a file.
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(path: "items.json"))) var items: [Item] = []
/// ```
///
/// The first mutation is written at once; further mutations within a second are coalesced and written
/// when the second is over, timed by the `continuousClock` dependency. A file that cannot be decoded is
/// reported as an issue and the initial value is kept. The file system comes from the
/// ``Dependencies/DependencyValues/defaultFileStorage`` dependency: the real one in an app, an
/// in-memory one in each test.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let url: URL
  private let storage: FileStorage
  private let clock: any Clock<Duration>
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data
  private let pending = LockIsolated<PendingWrite>(PendingWrite())

  struct PendingWrite {
    var isThrottling = false
    var data: Data?
    var generation = 0
    /// What this key last wrote, so that its own writes are not taken for outside changes.
    var lastWritten: Data?
  }

  init(
    url: URL, decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    @Dependency(\.continuousClock) var clock
    self.url = url
    self.storage = storage
    self.clock = clock
    self.decode = decode
    self.encode = encode
  }

  /// The file, in its file system.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url.standardizedFileURL, storage: storage.id) }

  /// Reads and decodes the file (the initial value when there is no file).
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard let data = storage.load(url) else {
      continuation.resumeReturningInitialValue()
      return
    }
    do {
      continuation.resume(returning: try decode(data))
    } catch {
      continuation.resume(throwing: FileStorageDecodingError(url: url, underlying: error))
    }
  }

  /// Watches the file, where the file system can tell (the real one on Linux and Apple platforms):
  /// a change made outside this key (another process, an edit by hand) is read and delivered to every
  /// holder; a deleted file resets them to their initial value; an undecodable one is delivered as an
  /// error (they keep their value).
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    let storage = self.storage
    let url = self.url
    let decode = self.decode
    let pending = self.pending
    guard let watcher = storage.watch(url, {
      let data = storage.load(url)
      let isOwnWrite = pending.withValue { $0.lastWritten != nil && $0.lastWritten == data }
      guard !isOwnWrite else { return }
      guard let data else {
        subscriber.yieldReturningInitialValue()
        return
      }
      do {
        subscriber.yield(try decode(data))
      } catch {
        subscriber.yield(throwing: FileStorageDecodingError(url: url, underlying: error))
      }
    }) else {
      return SharedSubscription {}
    }
    return SharedSubscription { watcher.cancel() }
  }

  /// Encodes and writes the value: at once, or at the end of the current one-second window.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      continuation.resume(throwing: error)
      return
    }
    let storage = self.storage
    let url = self.url
    if context == .userInitiated || !storage.isDebounced {
      pending.withValue {
        $0.data = nil
        $0.generation += 1
        $0.lastWritten = data
      }
      continuation.resume(with: Result { try storage.save(data, url) })
      return
    }
    let writeNow = pending.withValue { pending -> Bool in
      if pending.isThrottling {
        pending.data = data
        return false
      }
      pending.isThrottling = true
      pending.generation += 1
      pending.lastWritten = data
      return true
    }
    guard writeNow else {
      continuation.resume()
      return
    }
    continuation.resume(with: Result { try storage.save(data, url) })
    let pending = self.pending
    let clock = self.clock
    Task {
      try? await clock.sleep(for: .seconds(1))
      let data = pending.withValue { pending -> Data? in
        defer {
          pending.isThrottling = false
          pending.data = nil
        }
        if let data = pending.data { pending.lastWritten = data }
        return pending.data
      }
      if let data {
        withErrorReporting { try storage.save(data, url) }
      }
    }
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(url)`.
  public var description: String { ".fileStorage(\(url.path))" }
}

/// The identity of a ``FileStorageKey``.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: AnyHashableSendable
}

/// A file that exists but does not decode as the shared value.
public struct FileStorageDecodingError: Error, CustomStringConvertible {
  /// The file.
  public let url: URL
  /// What the decoder threw.
  public let underlying: any Error

  /// Names the file and the decoding error.
  public var description: String {
    "Could not decode the file at \(url.path); the initial value is used instead: \(underlying)"
  }
}

extension SharedReaderKey {
  /// A key that stores a `Codable` value as JSON in the file at `url`.
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedSendable(decoder)
    let encoder = UncheckedSendable(encoder)
    return FileStorageKey(
      url: url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A key that stores a value in the file at `url`, with your own coding.
  public static func fileStorage<Value: Sendable>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// Where `.fileStorage` keys read and write their files.
public struct FileStorage: Sendable {
  let id: AnyHashableSendable
  let isDebounced: Bool
  let load: @Sendable (URL) -> Data?
  let save: @Sendable (Data, URL) throws -> Void
  /// Starts watching a file for outside changes; `nil` when this file system cannot tell.
  var watch: @Sendable (URL, @escaping @Sendable () -> Void) -> FileWatcher? = { _, _ in nil }

  /// The real file system; directories are created as needed, and writes are debounced.
  public static let fileSystem = FileStorage(
    id: AnyHashableSendable("fileSystem"),
    isDebounced: true,
    load: { try? Data(contentsOf: $0) },
    save: { data, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    },
    watch: { url, onChange in
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      return FileWatcher(url: url, onChange: onChange)
    }
  )

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
