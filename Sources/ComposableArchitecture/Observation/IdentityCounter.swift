/// Hands out the numbers that make state identities (``ObservableStateID``) unique: one counter for
/// the process, starting at 1 (`0` means "no instance").
enum IdentityCounter {
  private static let last = ShortLocked<UInt64>(0)

  /// A number never handed out before in this process.
  static func next() -> UInt64 {
    last.withLock {
      $0 &+= 1
      return $0
    }
  }
}
