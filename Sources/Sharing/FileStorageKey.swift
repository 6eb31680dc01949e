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
/// reported as an issue and the initial value is kept; so is a path that is a directory (the value is
/// then kept in memory only). The file system comes from the
/// ``Dependencies/DependencyValues/defaultFileStorage`` dependency: the real one in an app, an
/// in-memory one in each test.
///
/// Where the file system can tell (the real one), the file is watched: a change made outside the key
/// reaches every holder, but only when it is newer than what the key wrote. The key knows the bytes
/// it last wrote, so the echo of its own write is never taken for an outside change; and a mutation
/// not yet written when an outside change lands wins over it (it is written next, and the change it
/// replaces is reported).
///
/// On the real file system, mutations held back in a window are written at a normal exit and when
/// the last holder goes away; a kill loses at most the last window. Processes share the file under
/// an advisory lock (`.<name>.lock` beside it): each mutation starts from what the file holds, so
/// two processes lose none of each other's mutations. A failed write stays in ``Shared/saveError``
/// until a write succeeds, is reported once, and is written again with the next mutation. The
/// Sharing article's "Durability" section says what was measured.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let url: URL
  private let storage: FileStorage
  private let clock: any Clock<Duration>
  private let decode: @Sendable (Data) throws -> Value
  private let handle: FileState<Value>.Handle
  private var file: FileState<Value> { handle.state }

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
    self.handle = FileState.Handle(FileState(url: url, storage: storage, encode: encode))
  }

  /// The file, in its file system.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url.standardizedFileURL, storage: storage.id) }

  /// Reads and decodes the file (the initial value when there is no file).
  ///
  /// A path that is a directory is reported (once) and leaves the value as it is: the initial value
  /// on the first load; an explicit load throws ``FileStorageDirectoryError``.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    var dropped: [SaveContinuation] = []
    let contents = file.withLock { file -> Result<Data?, any Error> in
      let signature = storage.signature(url)
      let contents = Result { try storage.load(url) }
      if case .success(let data) = contents {
        file.knownContents = data
        file.knownSignature = signature
        if context.initialValue == nil {
          // An explicit load replaces the value with the file's: a write still held back is
          // dropped (its saves are settled: the value they saved is replaced).
          dropped = file.dropHeldBackWrite()
          file.writtenCount = file.saveCount
        }
      }
      return contents
    }
    for continuation in dropped { continuation.resume() }
    switch contents {
    case .success(nil):
      continuation.resumeReturningInitialValue()
    case .success(let data?):
      do {
        continuation.resume(returning: try decode(data))
      } catch {
        continuation.resume(throwing: FileStorageDecodingError(url: url, underlying: error))
      }
    case .failure(let error as FileStorageDirectoryError):
      file.reportOnce(error)
      if context.initialValue != nil {
        continuation.resumeReturningInitialValue()
      } else {
        continuation.resume(throwing: error)
      }
    case .failure(let error):
      continuation.resume(throwing: error)
    }
  }

  /// Watches the file, where the file system can tell (the real one on Linux and Apple platforms):
  /// a change made outside this key (another process, an edit by hand) is read and delivered to every
  /// holder; a deleted file resets them to their initial value; an undecodable one is delivered as an
  /// error (they keep their value).
  ///
  /// Contents equal to what the key last wrote (or last took in) are not a change: every write of the
  /// key is seen by the watcher too. And while a mutation of the holders is not yet written, the file
  /// is not read into them: that mutation is newer, and overwrites the file when it is written.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    let key = self
    let file = self.file
    guard
      let watcher = storage.watch(
        url, { key.fileDidChange(subscriber) }, { file.writeHeldBackWrite(releasingWindow: true) })
    else {
      return SharedSubscription {}
    }
    return SharedSubscription { watcher.cancel() }
  }

  private func fileDidChange(_ subscriber: SharedSubscriber<Value>) {
    // Read while no write of ours is in progress: the file then holds our last write, or a change
    // made after it.
    let storage = self.storage
    let url = self.url
    let observed = file.withLock { file -> (contents: Result<Data?, any Error>, saveCount: Int)? in
      let signature = storage.signature(url)
      let contents = Result { try storage.load(url) }
      if case .success(let data) = contents, data == file.knownContents {
        file.knownSignature = signature
        return nil
      }
      // A mutation not yet written is newer than this change, and will overwrite it.
      guard file.hasWrittenEverySave else { return nil }
      return (contents, file.saveCount)
    }
    guard let observed else { return }
    let data: Data?
    switch observed.contents {
    case .success(let contents):
      data = contents
    case .failure(let error as FileStorageDirectoryError):
      file.reportOnce(error)
      return
    case .failure(let error):
      subscriber.yield(throwing: error)
      return
    }
    let result: Result<Value?, any Error>
    do {
      result = .success(try data.map(decode))
    } catch {
      subscriber.yield(throwing: FileStorageDecodingError(url: url, underlying: error))
      return
    }
    // Taken in only if no mutation happened since the read (checked under the holders' lock, which
    // every mutation and the save it starts hold).
    let file = self.file
    subscriber.yield(with: result) {
      file.withLock { file in
        guard file.saveCount == observed.saveCount, file.hasWrittenEverySave else { return false }
        file.knownContents = data
        file.knownSignature = storage.signature(url)
        return true
      }
    }
  }

  /// Encodes and writes the value: at once, or at the end of the current one-second window.
  ///
  /// Saves arrive in the order of the mutations (the holders call this under their lock), and each
  /// write happens under the key's own lock, so the file never goes back to an older value. A save
  /// held back for the end of the window is resumed when it is written, with the write's outcome:
  /// a failed write reaches ``Shared/saveError`` (and stays there until a write succeeds), and the
  /// value is written again with the next mutation, the next `save()`, or when the process exits.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let (result, resumed, window) = file.withLock {
      file -> (Result<Void, any Error>?, [SaveContinuation], Int?) in
      file.saveCount += 1
      if context == .userInitiated || !storage.isDebounced {
        // Written now, with everything held back before it.
        let waiting = file.dropHeldBackWrite()
        return (file.write(value, count: file.saveCount), waiting + [continuation], nil)
      }
      if file.isThrottling {
        // Encoded when the window ends: only the last value of a burst is ever encoded.
        file.holdBack(value, count: file.saveCount, continuation: continuation)
        return (nil, [], nil)
      }
      file.isThrottling = true
      file.window &+= 1
      // A value kept after a failed write is older than this one: this write replaces it.
      let waiting = file.dropHeldBackWrite()
      return (file.write(value, count: file.saveCount), waiting + [continuation], file.window)
    }
    if let result {
      for continuation in resumed { continuation.resume(with: result) }
    }
    guard let window else { return }
    // The window does not keep the file's state alive: when the last holder goes away first, the
    // state writes what it holds back as it goes.
    // The window's end is one second after this save on the clock, fixed now: however late the
    // task starts, a test clock advanced past it ends the window (a sleep started after the advance
    // would otherwise wait for the next one).
    let end = clock.oneSecondFromNow()
    Task { [weak file] in
      await end()
      file?.endWindow(window)
    }
  }
}

extension Clock where Duration == Swift.Duration {
  /// A function that returns one second, on this clock, after this call (at once if that time has
  /// passed by then).
  fileprivate func oneSecondFromNow() -> @Sendable () async -> Void {
    let deadline = now.advanced(by: .seconds(1))
    return { try? await self.sleep(until: deadline, tolerance: nil) }
  }
}

extension FileStorageKey: ExclusiveMutationKey {
  func exclusiveMutation() -> ExclusiveMutation<Value>? {
    guard storage.interprocessLock(url) != nil else { return nil }
    let file = self.file
    let decode = self.decode
    let url = self.url
    return ExclusiveMutation(
      begin: {
        file.beginMutation().map { contents in
          contents.flatMap { data in
            Result {
              do {
                return try data.map(decode)
              } catch {
                throw FileStorageDecodingError(url: url, underlying: error)
              }
            }
          }
        }
      },
      end: { file.endMutation() }
    )
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(file:///path/to/file.json)`: the file's URL.
  public var description: String { ".fileStorage(\(url))" }
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

/// A `.fileStorage` path that is a directory: the value is kept in memory only.
///
/// It is reported once per shared value; a holder's ``Shared/saveError`` (and, after an explicit
/// ``Shared/load()``, its ``Shared/loadError``) is this error.
public struct FileStorageDirectoryError: Error, CustomStringConvertible {
  /// The path.
  public let url: URL

  /// Names the path and what happens to the value.
  public var description: String {
    """
    The '.fileStorage' path \(url.path) is a directory, not a file: the shared value is kept in \
    memory only and is not saved.
    """
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

extension FileStorageDirectoryError: ReportedByKey {}
