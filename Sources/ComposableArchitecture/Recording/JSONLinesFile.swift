#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Foundation

/// The file a recording's lines are appended to, each line in one `write` as it happens (nothing is
/// buffered: a process that is killed leaves every line written before it, and at most a cut last
/// line). Closed by ``close()`` (the recording stopped or its store ended) or when released.
final class JSONLinesFile: Sendable {
  /// Where the file is.
  let url: URL
  /// The file's descriptor while it is open.
  private let descriptor: ShortLocked<Int32?>

  /// Creates the file at `url` (replacing one that is there), open for writing.
  ///
  /// - Throws: ``SessionRecordingError`` whose message says, in a sentence, why the file cannot be
  ///   created.
  init(url: URL) throws {
    let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw SessionRecordingError(message: FileErrorSentence.creating(url, errorNumber: errno))
    }
    self.url = url
    self.descriptor = ShortLocked(fd)
  }

  deinit {
    close()
  }

  /// Appends `data` (one line); `nil`, or why it could not be written, as a sentence naming `what`
  /// ("step 3 of the recording"). A closed file ignores it.
  func write(_ data: Data, what: @autoclosure () -> String) -> String? {
    let failure: Int32? = descriptor.withLock { fd in
      guard let fd else { return nil }
      return writeAll(data, to: fd)
    }
    guard let failure else { return nil }
    return "Could not write \(what()) to \(url.relativePath): \(FileErrorSentence.reason(errorNumber: failure))."
  }

  /// Closes the file; later writes are ignored. Safe to call more than once, from any thread.
  func close() {
    descriptor.withLock { fd in
      if let current = fd {
        closeDescriptor(current)
        fd = nil
      }
    }
  }
}

/// Writes all of `data` to `fd`; the error number of a failure, `nil` on success.
private func writeAll(_ data: Data, to fd: Int32) -> Int32? {
  data.withUnsafeBytes { buffer -> Int32? in
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = write(fd, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}

/// Closes `fd`.
private func closeDescriptor(_ fd: Int32) {
  _ = close(fd)
}
