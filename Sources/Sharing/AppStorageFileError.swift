import Foundation

/// An `.appStorage` value that could not be written to, or read from, the file that keeps its
/// defaults.
///
/// Outside Apple platforms `.appStorage` keeps each suite of defaults in a file of its own, and every
/// write reaches that file before it returns. A write that does not is not silent: the holders of the
/// key get this error in `saveError` (and it is reported); a read that fails sets `loadError`. The
/// value stays in memory, so nothing is lost in the process, and the next write that succeeds stores
/// it and clears `saveError`:
///
/// ```swift
/// @Shared(.appStorage("launches")) var launches = 0
/// $launches.withLock { $0 += 1 }
/// if let error = $launches.saveError as? AppStorageFileError {
///   print(error)  // Could not write the defaults file /home/blob/.config/app.plist: …
/// }
/// ```
///
/// A defaults file that is not a property list is never overwritten in place: the write that finds
/// it moves it aside (``corruptFileCopy``) and fails with this error; the next write starts a new
/// file.
public struct AppStorageFileError: Error, CustomStringConvertible, Sendable {
  /// The defaults file; `nil` when Foundation's own `UserDefaults` failed to write its file (its
  /// `synchronize()` returned `false`) and did not say which.
  public let url: URL?

  /// Where the defaults file was moved because it did not decode, so that nothing it held is lost;
  /// `nil` for any other failure.
  public let corruptFileCopy: URL?

  /// The `errno` of the system call that failed, when one did (`ENOSPC` for a full disk, `EACCES`
  /// for a folder that cannot be written, …).
  public let errorNumber: Int32?

  /// What failed and why, in words.
  public let description: String

  init(url: URL?, corruptFileCopy: URL? = nil, errorNumber: Int32? = nil, description: String) {
    self.url = url
    self.corruptFileCopy = corruptFileCopy
    self.errorNumber = errorNumber
    self.description = description
  }
}
