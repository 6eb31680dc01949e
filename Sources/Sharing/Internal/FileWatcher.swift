import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches one file for changes made by anyone (another process, another key): written, created,
/// replaced (an atomic write renames a new file over it) or deleted; and its lock file
/// (``InterprocessFileLock``) for another process asking for the lock. It watches the file's
/// directory, so that a file replaced by a rename is still seen, and calls back on a background queue.
///
/// Linux tells through inotify. There the directory's parent is watched too: when the directory is
/// removed and made again, the new one is watched (and the file read again), so outside changes keep
/// arriving. Apple platforms tell through a directory event source, which names no file: every event
/// is reported as a change (the reader compares), and lock requests are not seen (the holder lets go
/// when its window ends). Elsewhere nothing is watched (``init(url:onChange:onLockRequest:)`` returns
/// `nil`).
final class FileWatcher: @unchecked Sendable {
  private let source: any DispatchSourceProtocol

  init?(url: URL, onChange: @escaping @Sendable () -> Void, onLockRequest: @escaping @Sendable () -> Void) {
    let directory = url.deletingLastPathComponent()
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let watches = DirectoryWatches(
        descriptor: descriptor, directory: directory, name: url.lastPathComponent,
        lockName: InterprocessFileLock.lockFileName(for: url.lastPathComponent))
      guard watches.watchDirectory() else {
        close(descriptor)
        return nil
      }
      watches.watchParent()
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .global())
      source.setEventHandler {
        let outcome = watches.readEvents()
        if outcome.lockRequested { onLockRequest() }
        if outcome.fileChanged { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      self.source = source
    #elseif canImport(Darwin)
      let descriptor = open(directory.path, O_EVTONLY)
      guard descriptor >= 0 else { return nil }
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: descriptor, eventMask: [.write, .rename, .delete], queue: .global())
      // A directory event does not name the file: report it, and let the reader compare.
      source.setEventHandler { onChange() }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      self.source = source
    #else
      return nil
    #endif
  }

  deinit {
    source.cancel()
  }

  /// Stops watching.
  func cancel() {
    source.cancel()
  }
}

#if os(Linux)
  /// The inotify watches of one file: its directory (the file and its lock file by name), and the
  /// directory's parent (the directory's own name), through which a directory removed and made
  /// again is found and watched again. Touched by the watcher's event handler only, which runs on one
  /// thread at a time.
  private final class DirectoryWatches: @unchecked Sendable {
    private let descriptor: Int32
    private let directory: URL
    private let name: String
    private let lockName: String
    private var directoryWatch: Int32 = -1
    private var parentWatch: Int32 = -1

    init(descriptor: Int32, directory: URL, name: String, lockName: String) {
      self.descriptor = descriptor
      self.directory = directory
      self.name = name
      self.lockName = lockName
    }

    /// Watches the directory; `false` when it cannot be watched (it does not exist).
    func watchDirectory() -> Bool {
      let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MODIFY | IN_DELETE_SELF
          | IN_MOVE_SELF)
      directoryWatch = inotify_add_watch(descriptor, directory.path, mask)
      return directoryWatch >= 0
    }

    /// Watches the directory's parent for the directory's name coming back.
    func watchParent() {
      let parent = directory.deletingLastPathComponent().path
      parentWatch = inotify_add_watch(descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO))
    }

    /// Reads the pending events: whether the file changed (or may have: its directory went or came
    /// back), and whether another process asked for the lock.
    func readEvents() -> (fileChanged: Bool, lockRequested: Bool) {
      var fileChanged = false
      var lockRequested = false
      let capacity = 4096
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      let headerSize = MemoryLayout<inotify_event>.size
      while true {
        let count = read(descriptor, buffer, capacity)
        guard count > 0 else { break }
        var offset = 0
        while offset + headerSize <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          let nameLength = Int(event.len)
          let eventName =
            nameLength > 0
            ? String(cString: (buffer + offset + headerSize).assumingMemoryBound(to: CChar.self)) : nil
          offset += headerSize + nameLength
          if event.wd == directoryWatch {
            if eventName == name { fileChanged = true }
            if eventName == lockName, event.mask & UInt32(IN_MODIFY) != 0 { lockRequested = true }
            if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
              // The directory is gone, and the file with it.
              directoryWatch = -1
              fileChanged = true
            }
          } else if event.wd == parentWatch, eventName == directory.lastPathComponent {
            // A directory of that name is made (the old one may not have said it went: an open
            // file in it, the lock file say, keeps it from reporting its removal): watch the new
            // one, and read the file it may already hold.
            if directoryWatch >= 0 { _ = inotify_rm_watch(descriptor, directoryWatch) }
            if watchDirectory() { fileChanged = true }
          }
        }
      }
      return (fileChanged, lockRequested)
    }
  }
#endif
