/// Hands out the numbers that make state identities (``ObservableStateID``) unique: one counter for
/// the process, starting at 1 (`0` means "no instance").
enum IdentityCounter {
  private static let lock = ShortLock()
  nonisolated(unsafe) private static var last: UInt64 = 0

  /// A number never handed out before in this process.
  static func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    last &+= 1
    return last
  }
}
