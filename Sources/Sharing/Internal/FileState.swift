import Foundation
import IssueReporting

/// What a ``FileStorageKey`` knows of its file, and the write it holds back; the lock is held for
/// every read of the file that may be compared with what the key wrote, and for every write.
///
/// A value saved while a coalescing window is open is held back, with the saves waiting on it, and
/// written when the window ends, when another process asks for the file's lock, when the last
/// holder goes away (``Handle``), or when the process exits normally (``HeldBackWrites``). While one is held back, the key keeps the
/// file's ``InterprocessFileLock``: no other process writes the file before it is written.
final class FileState<Value>: @unchecked Sendable {
  /// The last value saved and not yet written, and the saves that wait for it.
  struct HeldBack {
    let value: Value
    /// Which save it is (see `Contents.saveCount`).
    let count: Int
    var continuations: [SaveContinuation]
  }

  struct Contents {
    let url: URL
    let storage: FileStorage
    let encode: @Sendable (Value) throws -> Data
    let interprocessLock: InterprocessFileLock?

    /// How many saves the key received.
    var saveCount = 0
    /// How many of them are settled: written, or superseded by a later written one.
    var writtenCount = 0
    /// The value to write when the window ends (or again, after a failed write).
    var heldBack: HeldBack?
    /// Whether a window is open (a write happened less than a second ago).
    var isThrottling = false
    /// The number of the current window: a window's end that finds another one open does nothing.
    var window = 0
    /// Whether the key keeps a hold on the interprocess lock for the value held back.
    var holdsWindowLock = false
    /// For each mutation in progress (nested ones included), whether it took the interprocess lock.
    var mutationHolds: [Bool] = []
    /// The bytes the file holds as far as the key knows: its own last write, or the outside change
    /// it last took in (`nil`: no file).
    var knownContents: Data?
    /// The file's signature when the key last wrote or read it.
    var knownSignature: FileSignature?
    /// Whether the path was reported as a directory.
    var hasReportedDirectory = false

    /// Whether no save of the holders is waiting to be written.
    var hasWrittenEverySave: Bool { writtenCount == saveCount }

    /// Encodes and writes `value`, the `count`th save. A failure keeps the value to write again
    /// (with the next save, or at exit), unless a later one is already kept.
    mutating func write(_ value: Value, count: Int) -> Result<Void, any Error> {
      do {
        let data = try encode(value)
        reportOverwrittenOutsideChange()
        try storage.save(data, url)
        knownContents = data
        knownSignature = storage.signature(url)
        writtenCount = max(writtenCount, count)
        return .success(())
      } catch {
        if let directoryError = error as? FileStorageDirectoryError {
          reportOnce(directoryError)
        }
        if (heldBack?.count ?? 0) < count {
          heldBack = HeldBack(value: value, count: count, continuations: heldBack?.continuations ?? [])
        }
        return .failure(error)
      }
    }

    /// A write about to replace a change made outside the key that it has not taken in (a writer
    /// that does not take the lock, or none could be taken): the change is lost, so say so.
    private func reportOverwrittenOutsideChange() {
      guard interprocessLock != nil, let signature = storage.signature(url), signature != knownSignature,
        let onDisk = try? storage.load(url), onDisk != knownContents
      else { return }
      reportIssue(
        """
        The file at \(url.path) was changed outside this '.fileStorage' key while a mutation of it \
        was not yet written: that change is replaced by the key's value, which is newer.
        """
      )
    }

    /// Holds `value` back for the end of the window, with the save waiting on it.
    mutating func holdBack(_ value: Value, count: Int, continuation: SaveContinuation) {
      heldBack = HeldBack(value: value, count: count, continuations: (heldBack?.continuations ?? []) + [continuation])
      if !holdsWindowLock, let interprocessLock, interprocessLock.acquire() {
        holdsWindowLock = true
      }
    }

    /// Forgets the value held back (a newer one is written, or the file is loaded over it), and
    /// returns the saves that waited on it.
    mutating func dropHeldBackWrite() -> [SaveContinuation] {
      defer {
        heldBack = nil
        releaseWindowLock()
      }
      return heldBack?.continuations ?? []
    }

    /// Writes the value held back, if any, and lets go of the window's lock; returns the outcome and
    /// the saves to resume with it.
    mutating func writeHeldBack() -> (Result<Void, any Error>?, [SaveContinuation]) {
      defer { releaseWindowLock() }
      guard let held = heldBack else { return (nil, []) }
      heldBack?.continuations = []
      let result = write(held.value, count: held.count)
      if case .success = result { heldBack = nil }
      return (result, held.continuations)
    }

    mutating func releaseWindowLock() {
      guard holdsWindowLock else { return }
      holdsWindowLock = false
      interprocessLock?.release()
    }

    mutating func reportOnce(_ error: FileStorageDirectoryError) {
      guard !hasReportedDirectory else { return }
      hasReportedDirectory = true
      reportIssue(error.description)
    }
  }

  private let lock = NSRecursiveLock()
  private var contents: Contents
  private let url: URL
  private let interprocessLock: InterprocessFileLock?

  init(url: URL, storage: FileStorage, encode: @escaping @Sendable (Value) throws -> Data) {
    self.url = url
    interprocessLock = storage.interprocessLock(url)
    contents = Contents(url: url, storage: storage, encode: encode, interprocessLock: interprocessLock)
  }

  /// The key's hold on its state: when the last copy of the key goes away (its last holder went
  /// away), what the state holds back is written at once.
  final class Handle: Sendable {
    let state: FileState

    init(_ state: FileState) { self.state = state }

    deinit { state.writeHeldBackWrite(releasingWindow: false) }
  }

  /// Runs `body` on the contents under the lock. A state that holds a write back when the lock is
  /// released is kept by ``HeldBackWrites`` until it writes it (at the latest, at exit).
  func withLock<R>(_ body: (inout Contents) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    let wasHoldingBack = contents.heldBack != nil
    defer {
      let isHoldingBack = contents.heldBack != nil
      if isHoldingBack != wasHoldingBack {
        if isHoldingBack { HeldBackWrites.insert(self) } else { HeldBackWrites.remove(self) }
      }
    }
    return try body(&contents)
  }

  func reportOnce(_ error: FileStorageDirectoryError) {
    withLock { $0.reportOnce(error) }
  }

  /// Before a mutation: takes the interprocess lock, and returns the file's contents when another
  /// process changed it since the key last knew (`.success(nil)`: it was deleted), `nil` otherwise.
  /// While a mutation of the key's own is not yet written, an outside change is not taken in: the
  /// mutation is newer, and its write reports the change it replaces.
  func beginMutation() -> Result<Data?, any Error>? {
    let acquired = interprocessLock?.acquire() ?? false
    return withLock { file -> Result<Data?, any Error>? in
      let heldItAlready = file.holdsWindowLock
      file.mutationHolds.append(acquired)
      guard !heldItAlready, file.hasWrittenEverySave else { return nil }
      let signature = file.storage.signature(file.url)
      guard signature != file.knownSignature else { return nil }
      let contents = Result { try file.storage.load(file.url) }
      guard case .success(let data) = contents else { return contents }
      file.knownSignature = signature
      guard data != file.knownContents else { return nil }
      file.knownContents = data
      return .success(data)
    }
  }

  /// After a mutation (and the save it started): lets go of the lock ``beginMutation()`` took.
  func endMutation() {
    let acquired = withLock { $0.mutationHolds.popLast() ?? false }
    if acquired { interprocessLock?.release() }
  }

  /// The end of window number `window`: writes the value held back, unless a newer window began.
  func endWindow(_ window: Int) {
    let (result, continuations) = withLock { file -> (Result<Void, any Error>?, [SaveContinuation]) in
      guard file.window == window else { return (nil, []) }
      file.isThrottling = false
      return file.writeHeldBack()
    }
    if let result { for continuation in continuations { continuation.resume(with: result) } }
  }

  /// Writes the value held back now and ends the window (another process waits for the lock, or
  /// the process exits). With `releasingWindow`, only a value held under the lock is written.
  func writeHeldBackWrite(releasingWindow: Bool) {
    let (result, continuations) = withLock { file -> (Result<Void, any Error>?, [SaveContinuation]) in
      guard !releasingWindow || file.holdsWindowLock else { return (nil, []) }
      file.isThrottling = false
      file.window &+= 1
      return file.writeHeldBack()
    }
    if let result { for continuation in continuations { continuation.resume(with: result) } }
  }

  /// At a normal exit: writes the value held back (a failed write is retried here too), and says
  /// so when it cannot.
  func writeAtExit() {
    guard withLock({ $0.heldBack != nil }) else { return }
    let acquired = interprocessLock?.acquire() ?? false
    defer { if acquired { interprocessLock?.release() } }
    let (result, continuations) = withLock { file -> (Result<Void, any Error>?, [SaveContinuation]) in
      file.isThrottling = false
      file.window &+= 1
      return file.writeHeldBack()
    }
    guard let result else { return }
    for continuation in continuations { continuation.resume(with: result) }
    if case .failure(let error) = result, !(error is FileStorageDirectoryError) {
      reportIssue("The last mutation of \(url.path) could not be written before exit: \(error)")
    }
  }
}
