import Foundation

/// A file's state that may hold a write back (see ``FileState``).
protocol HoldsBackWrites: AnyObject, Sendable {
  /// Writes what is held back, at a normal exit.
  func writeAtExit()
}

extension FileState: HoldsBackWrites {}

/// Every `.fileStorage` key of the real file system, so that what they hold back in a coalescing
/// window is written when the process exits normally (returning from `main`, `exit()`): the first
/// registration installs an `atexit` handler. A kill (`SIGKILL`, a crash) runs no handler: what a
/// key held back then is lost, at most its last second of mutations.
enum HeldBackWrites {
  private final class Entry: @unchecked Sendable {
    weak var state: (any HoldsBackWrites)?
    init(_ state: any HoldsBackWrites) { self.state = state }
  }

  private static let entries = LockedValue<[ObjectIdentifier: Entry]>([:])
  private static let exitHandler: Void = { atexit { HeldBackWrites.writeAll() } }()

  static func register(_ state: some HoldsBackWrites) {
    _ = exitHandler
    entries.withLock { $0[ObjectIdentifier(state)] = Entry(state) }
  }

  static func unregister(_ state: some HoldsBackWrites) {
    entries.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(state)) }
  }

  /// Writes what every live key holds back.
  static func writeAll() {
    let states = entries.withLock { $0.values.compactMap(\.state) }
    for state in states { state.writeAtExit() }
  }
}
