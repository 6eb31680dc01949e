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
/// replaced (an atomic write renames a new file over it) or deleted. It watches the file's directory,
/// so that a file replaced by a rename is still seen, and calls `onChange` on a background queue.
///
/// Linux tells through inotify, Apple platforms through a directory event source; elsewhere nothing
/// is watched (``init(url:onChange:)`` returns `nil`).
final class FileWatcher: @unchecked Sendable {
  private let source: any DispatchSourceProtocol

  init?(url: URL, onChange: @escaping @Sendable () -> Void) {
    let directory = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
      guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .global())
      source.setEventHandler {
        if Self.readEvents(descriptor).contains(name) { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      self.source = source
    #elseif canImport(Darwin)
      let descriptor = open(directory, O_EVTONLY)
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

  #if os(Linux)
    /// Reads the pending inotify events and returns the names of the files they are about.
    private static func readEvents(_ descriptor: Int32) -> Set<String> {
      var names: Set<String> = []
      let capacity = 4096
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer, capacity)
        guard count > 0 else { break }
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          let nameLength = Int(event.len)
          if nameLength > 0 {
            let namePointer = (buffer + offset + headerSize).assumingMemoryBound(to: CChar.self)
            names.insert(String(cString: namePointer))
          }
          offset += headerSize + nameLength
        }
      }
      return names
    }
  #endif
}
