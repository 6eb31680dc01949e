import Foundation
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

#if canImport(Glibc) || canImport(Musl)
  /// User defaults kept in one file per suite, where every write is on disk when it returns, and
  /// that two processes share without losing each other's writes: what `.appStorage` uses outside
  /// Apple platforms (the `defaultAppStorage` dependency of a program).
  ///
  /// Foundation's own `UserDefaults` on Linux (swift-corelibs-foundation) keeps a write in memory
  /// until `synchronize()` (nothing reaches the file at exit otherwise), rewrites the file in place
  /// (a kill can leave it torn) and takes no lock (two processes lose each other's writes:
  /// `scripts/appstorage-stress.sh --foundation` measures it). This one does not:
  ///
  /// - **Where**: `<folder>/<suite>.plist`, the folder being the user's configuration folder
  ///   (``configurationDirectory(environment:homeDirectory:)``: `$XDG_CONFIG_HOME`, else
  ///   `$HOME/.config`). The suite of the program's defaults is its bundle identifier when it has
  ///   one, else the name of its executable (``standardSuiteName(bundleIdentifier:executableName:)``):
  ///   the same file Foundation's `UserDefaults.standard` reads, so values it saved before are found.
  /// - **Format**: a binary property list (`PropertyListSerialization`) whose root is a dictionary:
  ///   `Bool`, integers, `Double`, `String`, `Data`, `Date` (to the bit: the binary format stores a
  ///   date's full `Double`), arrays and dictionaries of those. Foundation's `UserDefaults` reads it.
  /// - **A write** (`set`, `removeObject`) takes an advisory lock (`flock`) on the sibling file
  ///   `<suite>.plist.lock`, reads the file again if another process changed it since this one last
  ///   read it, applies its one change to what is there, writes the whole dictionary to
  ///   `<suite>.plist.tmp` in the same folder, `fsync`s it, renames it over the file (atomic), `fsync`s
  ///   the folder, and releases the lock. So writes of two processes are serialized, each applies to
  ///   the other's latest file, and the last write of a key wins. A write that returned is on disk:
  ///   a kill (even `SIGKILL`) loses no write that returned; one killed before it returned left the
  ///   file as it was (its lock dies with it). Each write costs two `fsync`s.
  /// - **A read** compares the file's identity (device, inode, size, modification and change times)
  ///   with the one it last read, one `stat`, and reads the file again when it changed. Files are only
  ///   ever replaced whole, so a read never sees a torn file; and because the instance keeps the file
  ///   it last read open, its inode cannot be reused by a newer file that would then look unchanged.
  /// - **A failed write** (a folder that cannot be created or written, a full disk, a file that
  ///   cannot be read) throws ``AppStorageFileError`` from ``write(_:forKey:)``, which `.appStorage`
  ///   calls, so the error reaches `saveError`; the inherited `set(_:forKey:)` cannot throw, so it
  ///   reports the error as an issue instead. Nothing is changed on disk, and the value this instance
  ///   reads is the one on disk.
  /// - **A corrupt file** (one that is not a property-list dictionary) is never overwritten: the
  ///   write that finds it moves it aside to `<suite>.plist.corrupt-<UTC timestamp>` (kept, so nothing
  ///   it held is lost), writes nothing and throws; the next write starts a new file. A read that
  ///   finds it throws from ``storedObject(forKey:)`` (so `.appStorage` sets `loadError`), and
  ///   `object(forKey:)` answers from the last file that did decode.
  ///
  /// Foundation's `UserDefaults` does not take the lock: a program that writes the same suite through
  /// it at the same time as through this class can lose writes of either (swift-corelibs-foundation,
  /// when it synchronizes, reads the file, applies its changed keys and rewrites the file in place,
  /// with `O_TRUNC`). Registered defaults (`register(defaults:)`) belong to the instance, and the
  /// argument domain (`-key value` on the command line) is not consulted.
  final class FileUserDefaults: ObjectUserDefaults {
    /// The file that holds the defaults.
    let fileURL: URL
    private let directoryPath: String
    private let filePath: String
    private let lockPath: String
    private let temporaryPath: String
    private let state = LockedValue(State())

    private struct State {
      /// The defaults in the file this instance last read or wrote (the last one that decoded).
      var values: [String: Any] = [:]
      /// What `values` came from.
      var snapshot = Snapshot.unread
      /// The file `values` came from, kept open so that its inode is not reused while it is the
      /// identity this instance compares with; `-1` when there is none.
      var pinned: Int32 = -1
      /// `register(defaults:)`.
      var registered: [String: Any] = [:]
    }

    private enum Snapshot: Equatable {
      case unread
      case absent
      case file(FileSignature)
      case corrupt(FileSignature, reason: String)
    }

    /// Defaults kept in `directory/<suite>.plist`. A `/` in the suite name becomes `_`, so the file
    /// is always directly in `directory`. The folder is created (mode 0700) at the first write.
    init?(suiteName suite: String, directory: URL) {
      let name = String(suite.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
      let fileName = (name.isEmpty ? "defaults" : name) + ".plist"
      self.fileURL = directory.appendingPathComponent(fileName, isDirectory: false)
      self.directoryPath = directory.path
      self.filePath = fileURL.path
      self.lockPath = filePath + ".lock"
      self.temporaryPath = filePath + ".tmp"
      super.init(suiteName: nil)
    }

    deinit {
      state.withLock { state in
        if state.pinned >= 0 { close(state.pinned) }
      }
    }

    // MARK: - Where

    /// The folder that holds the user's configuration files, per the XDG Base Directory
    /// specification: `XDG_CONFIG_HOME` when it is an absolute path (the specification says a
    /// relative one is to be ignored, and an empty one is as good as unset), else `.config` in
    /// `HOME` (when absolute), else `.config` in `homeDirectory` (the account's home folder);
    /// `nil` when none of them is an absolute path.
    static func configurationDirectory(environment: [String: String], homeDirectory: String?) -> URL? {
      if let configuration = environment["XDG_CONFIG_HOME"], configuration.hasPrefix("/") {
        return URL(fileURLWithPath: configuration, isDirectory: true)
      }
      for home in [environment["HOME"], homeDirectory] {
        if let home, home.hasPrefix("/") {
          return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
        }
      }
      return nil
    }

    /// The suite of a program's defaults: its bundle identifier when it has a non-empty one (an
    /// application bundle), else the name of its executable. Foundation's `UserDefaults.standard`
    /// names its file the same way, so both find the same file.
    static func standardSuiteName(bundleIdentifier: String?, executableName: String) -> String {
      if let bundleIdentifier, !bundleIdentifier.isEmpty { return bundleIdentifier }
      return executableName
    }

    /// The program's defaults: the suite ``standardSuiteName(bundleIdentifier:executableName:)`` in
    /// ``configurationDirectory(environment:homeDirectory:)`` of this process; `nil` when there is
    /// no configuration folder (no absolute `XDG_CONFIG_HOME`, `HOME` or home folder).
    static func standard() -> FileUserDefaults? {
      guard
        let directory = configurationDirectory(
          environment: ProcessInfo.processInfo.environment, homeDirectory: NSHomeDirectory())
      else { return nil }
      let suite = standardSuiteName(
        bundleIdentifier: Bundle.main.bundleIdentifier, executableName: ProcessInfo.processInfo.processName)
      return FileUserDefaults(suiteName: suite, directory: directory)
    }

    // MARK: - Reading and writing, with errors

    /// The object stored for `key` (or registered for it), read from the file when it changed since
    /// this instance last read it.
    ///
    /// Throws ``AppStorageFileError`` when the file exists but cannot be read or does not decode.
    func storedObject(forKey key: String) throws -> Any? {
      try state.withLock { state in
        if case .corrupt(let reason) = try refresh(&state) {
          throw AppStorageFileError(url: fileURL, description: "The defaults file \(filePath) \(reason).")
        }
        return state.values[key] ?? state.registered[key]
      }
    }

    /// Stores `value` for `key` (`nil` removes it) in the file, durably, before it returns: see the
    /// type's discussion for the protocol. Throws ``AppStorageFileError`` when the write does not
    /// reach the disk; the file is then as it was (or, when it did not decode, moved aside).
    func write(_ value: Any?, forKey key: String) throws {
      let value = value.map(Self.storable)
      if let value, !PropertyListSerialization.propertyList(value, isValidFor: .binary) {
        throw AppStorageFileError(
          url: fileURL,
          description: "Could not write \(String(reflecting: key)) to \(filePath): \(type(of: value)) is not a property-list value."
        )
      }
      try state.withLock { state in
        try createDirectory()
        let lock = try acquireLock()
        // Closing the descriptor releases the lock (as does the death of the process).
        defer { close(lock) }
        if case .corrupt(let reason) = try refresh(&state) {
          let copy = try moveCorruptFileAside()
          forget(&state)
          throw AppStorageFileError(
            url: fileURL, corruptFileCopy: copy,
            description: """
              The defaults file \(filePath) \(reason); it was moved to \(copy.path) and \
              \(String(reflecting: key)) was not written. The next write starts a new file.
              """
          )
        }
        var values = state.values
        if value == nil, values[key] == nil { return }  // Nothing to remove: the file is as wanted.
        values[key] = value
        let data: Data
        do {
          data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        } catch {
          throw AppStorageFileError(
            url: fileURL, description: "Could not encode the defaults for \(filePath): \(error)")
        }
        var mode: UInt32 = 0o600
        if case .file(let identity) = state.snapshot { mode = identity.mode & 0o7777 }
        let (descriptor, identity) = try replaceFile(with: data, mode: mode)
        pin(descriptor, in: &state)
        state.values = values
        state.snapshot = .file(identity)
      }
    }

    // MARK: - UserDefaults

    override func object(forKey defaultName: String) -> Any? {
      state.withLock { state in
        // A file that cannot be read or decoded leaves the last values that could.
        _ = try? refresh(&state)
        return state.values[defaultName] ?? state.registered[defaultName]
      }
    }

    override func set(_ value: Any?, forKey defaultName: String) {
      do {
        try write(value, forKey: defaultName)
      } catch {
        reportIssue(error)
      }
    }

    override func removeObject(forKey defaultName: String) { set(nil as Any?, forKey: defaultName) }
    override func register(defaults registrationDictionary: [String: Any]) {
      state.withLock { $0.registered.merge(registrationDictionary) { $1 } }
    }

    override func dictionaryRepresentation() -> [String: Any] {
      state.withLock { state in
        _ = try? refresh(&state)
        return state.registered.merging(state.values) { $1 }
      }
    }

    /// Reads the file again when it changed; `false` when it cannot be read or does not decode.
    /// Writes need no synchronizing: each is on disk when it returns.
    override func synchronize() -> Bool {
      state.withLock { state in
        if case .current? = try? refresh(&state) { return true }
        return false
      }
    }

    // MARK: - The file

    private enum Freshness {
      case current
      case corrupt(reason: String)
    }

    /// A URL is stored as its absolute string (Foundation stores a file URL's path); other values as
    /// they are.
    private static func storable(_ value: Any) -> Any {
      if let url = value as? URL { return url.absoluteString }
      return value
    }

    /// Brings `state` up to date with the file: reads it again when its identity changed since it
    /// was last read. Throws when it exists but cannot be read; tells when it does not decode (the
    /// values are then left as they were).
    private func refresh(_ state: inout State) throws -> Freshness {
      var attempts = 0
      while true {
        attempts += 1
        var info = stat()
        guard stat(filePath, &info) == 0 else {
          let code = errno
          // No file (or a parent of it that is not a folder, which a write will report): no values.
          guard code == ENOENT || code == ENOTDIR else { throw failure("Could not read the defaults file", code) }
          if state.snapshot != .absent { forget(&state) }
          return .current
        }
        let seen = FileSignature(info)
        switch state.snapshot {
        case .file(let identity) where identity == seen: return .current
        case .corrupt(let identity, let reason) where identity == seen: return .corrupt(reason: reason)
        default: break
        }
        let descriptor = open(filePath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
          let code = errno
          if code == ENOENT, attempts < 5 { continue }  // Removed since the `stat`: look again.
          throw failure("Could not read the defaults file", code)
        }
        let before: FileSignature
        let contents: Data
        do {
          before = try identity(of: descriptor)
          contents = try readAll(descriptor)
        } catch {
          close(descriptor)
          throw error
        }
        if let values = Self.decode(contents) {
          pin(descriptor, in: &state)
          state.values = values
          state.snapshot = .file(before)
          return .current
        }
        // A file written in place by someone else (not by this class) may be read half-written:
        // when it changed while it was read, read it again.
        let after = try? identity(of: descriptor)
        if after != before, attempts < 3 {
          close(descriptor)
          continue
        }
        pin(descriptor, in: &state)
        let reason = "is not a property list of defaults (\(contents.count) bytes)"
        state.snapshot = .corrupt(before, reason: reason)
        return .corrupt(reason: reason)
      }
    }

    /// The defaults in `contents`: an empty file holds none; `nil` when it is not a property-list
    /// dictionary with string keys.
    private static func decode(_ contents: Data) -> [String: Any]? {
      if contents.isEmpty { return [:] }
      guard let root = try? PropertyListSerialization.propertyList(from: contents, options: [], format: nil)
      else { return nil }
      return root as? [String: Any]
    }

    private func forget(_ state: inout State) {
      pin(-1, in: &state)
      state.values = [:]
      state.snapshot = .absent
    }

    private func pin(_ descriptor: Int32, in state: inout State) {
      if state.pinned >= 0, state.pinned != descriptor { close(state.pinned) }
      state.pinned = descriptor
    }

    private func identity(of descriptor: Int32) throws -> FileSignature {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { throw failure("Could not read the defaults file", errno) }
      return FileSignature(info)
    }

    private func readAll(_ descriptor: Int32) throws -> Data {
      var contents = Data()
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          contents.append(contentsOf: buffer[0..<count])
        } else if count == 0 {
          return contents
        } else if errno != EINTR {
          throw failure("Could not read the defaults file", errno)
        }
      }
    }

    /// Creates the folder and any missing parent (mode 0700, as the XDG specification asks).
    private func createDirectory() throws {
      var info = stat()
      if stat(directoryPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return }
      var path = ""
      for component in directoryPath.split(separator: "/", omittingEmptySubsequences: true) {
        path += "/" + component
        if mkdir(path, 0o700) != 0 {
          let code = errno
          guard code == EEXIST, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw failure("Could not create the folder \(path) for the defaults file", code == EEXIST ? ENOTDIR : code)
          }
        }
      }
    }

    /// Opens the lock file and waits for the exclusive lock; the descriptor holds it until closed.
    private func acquireLock() throws -> Int32 {
      let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw failure("Could not open the lock file \(lockPath) of the defaults file", errno) }
      while flock(descriptor, LOCK_EX) != 0 {
        let code = errno
        guard code == EINTR else {
          close(descriptor)
          throw failure("Could not lock \(lockPath) for the defaults file", code)
        }
      }
      return descriptor
    }

    /// Writes `data` to the temporary file, `fsync`s it, renames it over the file and `fsync`s the
    /// folder; returns the new file, open, and its identity. Called under the lock.
    private func replaceFile(with data: Data, mode: UInt32) throws -> (Int32, FileSignature) {
      // A temporary file left by a writer killed mid-write is simply replaced.
      _ = unlink(temporaryPath)
      let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
      guard descriptor >= 0 else { throw failure("Could not write the defaults file", errno) }
      var renamed = false
      do {
        if fchmod(descriptor, mode_t(mode)) != 0 { throw failure("Could not write the defaults file", errno) }
        let code = writeAll(data, to: descriptor)
        if code != 0 { throw failure("Could not write the defaults file", code) }
        if fsync(descriptor) != 0 { throw failure("Could not write the defaults file", errno) }
        if rename(temporaryPath, filePath) != 0 { throw failure("Could not write the defaults file", errno) }
        renamed = true
        try syncDirectory()
        return (descriptor, try identity(of: descriptor))
      } catch {
        close(descriptor)
        if !renamed { _ = unlink(temporaryPath) }
        throw error
      }
    }

    /// Makes the rename durable: `fsync` on the folder (a file system that cannot sync a folder
    /// says `EINVAL`, and has nothing to sync).
    private func syncDirectory() throws {
      let descriptor = open(directoryPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { throw failure("Could not write the defaults file", errno) }
      defer { close(descriptor) }
      if fsync(descriptor) != 0, errno != EINVAL {
        throw failure("Could not write the defaults file", errno)
      }
    }

    /// Moves the file aside to `<file>.corrupt-<UTC timestamp>` without replacing anything there
    /// (a `-2`, `-3`… suffix when that name is taken); returns where. Called under the lock.
    private func moveCorruptFileAside() throws -> URL {
      var now = time(nil)
      var parts = tm()
      gmtime_r(&now, &parts)
      let stamp = String(
        format: "%04d%02d%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
        Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
      for attempt in 1...1_000 {
        let aside = filePath + ".corrupt-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
        // A hard link never replaces an existing file; the file is then unlinked.
        if link(filePath, aside) == 0 {
          guard unlink(filePath) == 0 else {
            let code = errno
            _ = unlink(aside)
            throw failure("Could not move the corrupt defaults file aside", code)
          }
          _ = try? syncDirectory()
          return URL(fileURLWithPath: aside)
        }
        let code = errno
        if code == EEXIST { continue }
        // A file system without hard links: rename, having checked the name is free.
        guard code == EPERM || code == ENOTSUP || code == EXDEV else {
          throw failure("Could not move the corrupt defaults file aside", code)
        }
        var info = stat()
        if lstat(aside, &info) == 0 { continue }
        guard rename(filePath, aside) == 0 else { throw failure("Could not move the corrupt defaults file aside", errno) }
        _ = try? syncDirectory()
        return URL(fileURLWithPath: aside)
      }
      throw failure("Could not move the corrupt defaults file aside", EEXIST)
    }

    /// The error of a failed system call: what failed (the file's path is added when `what` ends in
    /// "file"), and `errno`'s message.
    private func failure(_ what: String, _ code: Int32) -> AppStorageFileError {
      let reason = String(cString: strerror(code))
      let subject = what.hasSuffix("file") ? "\(what) \(filePath)" : "\(what) (\(filePath))"
      return AppStorageFileError(url: fileURL, errorNumber: code, description: "\(subject): \(reason).")
    }
  }

  /// Writes all of `data` to `descriptor`; returns `0`, or the `errno` of the write that failed.
  private func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if count >= 0 {
          offset += count
        } else if errno != EINTR {
          return errno
        }
      }
      return 0
    }
  }
#endif
