import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tells one version of a file from another without reading it: its device, inode, size,
/// modification and change times (to the nanosecond where the file system keeps them) and mode.
/// A write in place, a file renamed over it, a `chmod`: each gives another signature.
struct FileSignature: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: (seconds: Int64, nanoseconds: Int64)
  let changed: (seconds: Int64, nanoseconds: Int64)
  /// The file's type and permission bits (`st_mode`).
  let mode: UInt32

  /// The signature of the file `info` describes (from `stat` or `fstat`).
  init(_ info: stat) {
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
      changed = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
    #else
      modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
      changed = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
    #endif
    mode = UInt32(info.st_mode)
  }

  /// The signature of the file at `url`, or `nil` when there is none.
  init?(of url: URL) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    self.init(info)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
      && lhs.modified == rhs.modified && lhs.changed == rhs.changed && lhs.mode == rhs.mode
  }
}
