import Foundation

/// A file's state that may hold a write back (see ``FileState``).
protocol HoldsBackWrites: AnyObject, Sendable {
  /// Writes what is held back, at a normal exit.
  func writeAtExit()
}

extension FileState: HoldsBackWrites {}

/// The `.fileStorage` states that hold a write back right now, kept alive until it is written, so
/// that it is written when the process exits normally (returning from `main`, `exit()`): the first
/// registration installs an `atexit` handler, which writes each one. A state is written by one
/// writer at a time (its lock), so a write already under way on another thread (the last holder
/// going away) is waited for, and never done twice. A kill (`SIGKILL`, a crash) runs no handler:
/// what a key held back then is lost, at most its last window of mutations.
enum HeldBackWrites {
  private static let states = LockedValue<[ObjectIdentifier: any HoldsBackWrites]>([:])
  private static let exitHandler: Void = { atexit { HeldBackWrites.writeAll() } }()

  /// Keeps `state` until ``remove(_:)``: it holds a write back.
  static func insert(_ state: some HoldsBackWrites) {
    _ = exitHandler
    states.withLock { $0[ObjectIdentifier(state)] = state }
  }

  /// Forgets `state`: it holds nothing back any more.
  static func remove(_ state: some HoldsBackWrites) {
    states.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(state)) }
  }

  /// Writes what every state holds back.
  static func writeAll() {
    let pending = states.withLock { Array($0.values) }
    for state in pending { state.writeAtExit() }
  }
}
