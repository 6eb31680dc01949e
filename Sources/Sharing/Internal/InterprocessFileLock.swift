import Foundation
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on one file, taken by every process of this machine that writes it through a
/// `.fileStorage` key: `flock` on a sibling lock file, `.<name>.lock` (the file itself is replaced by
/// each atomic write, so it cannot carry the lock).
///
/// Within one process the lock is counted, not owned by a thread: the first hold takes it, the last
/// release lets it go, and a hold taken on one thread may be released on another (a key keeps one for
/// the writes it holds back in a coalescing window, and lets it go when the window ends).
///
/// A process that must wait for the lock first writes one byte to the lock file: the holder's
/// watcher sees it and writes what it holds back now, instead of at the end of its window. The lock
/// file is kept open read-only (a lock needs no more), so it never keeps its file system from being
/// made read-only.
final class InterprocessFileLock: @unchecked Sendable {
  private static let locks = LockedValue<[String: InterprocessFileLock]>([:])

  /// The lock of the file at `url`, one per path in this process.
  static func forFile(_ url: URL) -> InterprocessFileLock {
    let path = url.standardizedFileURL.path
    return locks.withLock { locks in
      if let existing = locks[path] { return existing }
      let lock = InterprocessFileLock(file: URL(fileURLWithPath: path))
      locks[path] = lock
      return lock
    }
  }

  /// The name of the lock file of a file named `name`.
  static func lockFileName(for name: String) -> String { ".\(name).lock" }

  private let lockPath: String
  private let directory: URL
  private let mutex = NSLock()
  private var holds = 0
  private var descriptor: Int32 = -1

  private init(file: URL) {
    directory = file.deletingLastPathComponent()
    lockPath = directory.appendingPathComponent(Self.lockFileName(for: file.lastPathComponent)).path
  }

  /// Takes a hold on the lock, waiting while another process has it (at most ``patience`` seconds,
  /// then reported). Returns `false` when the lock cannot be had (its file cannot be opened, in a
  /// read-only folder say, or the wait ran out): the caller goes on without it.
  func acquire() -> Bool {
    mutex.lock()
    defer { mutex.unlock() }
    if holds > 0 {
      holds += 1
      return true
    }
    guard openLockFile() else { return false }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 || waitForLock() else {
      reportIssue(
        """
        Another process has held the lock of \(lockPath) for more than \(Self.patience) seconds: this \
        mutation goes on without it. A change that process makes meanwhile may be overwritten, and is \
        then reported.
        """
      )
      return false
    }
    holds = 1
    return true
  }

  /// How long a mutation waits for another process's hold, in seconds: a holder lets go within
  /// its one-second window, and at once when asked, unless it is stopped or waits for this one.
  static let patience = 5

  /// Waits for another process to let go, asking it to every tenth of a second; `false` past
  /// ``patience`` (two processes each holding one file and waiting for the other's, say).
  private func waitForLock() -> Bool {
    for attempt in 0..<(Self.patience * 1_000) {
      if attempt.isMultiple(of: 100) { requestRelease() }
      usleep(1_000)
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
    }
    return false
  }

  /// Lets go of a hold taken by ``acquire()``; the last one unlocks the file.
  func release() {
    mutex.lock()
    defer { mutex.unlock() }
    guard holds > 0 else { return }
    holds -= 1
    if holds == 0 { _ = flock(descriptor, LOCK_UN) }
  }

  /// Opens the lock file, or opens it again when the one open is no longer at its path (the folder
  /// was removed and made again): two processes must lock the same file. Called with no hold.
  private func openLockFile() -> Bool {
    if descriptor >= 0 {
      var opened = stat()
      var atPath = stat()
      if fstat(descriptor, &opened) == 0, stat(lockPath, &atPath) == 0, opened.st_ino == atPath.st_ino,
        opened.st_dev == atPath.st_dev
      {
        return true
      }
      close(descriptor)
      descriptor = -1
    }
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Read-only: a lock needs no write access, and a file open for writing would keep its file
    // system from being made read-only.
    descriptor = open(lockPath, O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
    return descriptor >= 0
  }

  /// Writes one byte to the lock file, through a descriptor opened for that alone: the holder's
  /// watcher sees the write.
  private func requestRelease() {
    let writer = open(lockPath, O_WRONLY | O_CLOEXEC)
    guard writer >= 0 else { return }
    var request: UInt8 = 0x21
    _ = write(writer, &request, 1)
    close(writer)
  }
}
