#if DEBUG
  /// The fields of observable state read during one reducer pass, in debug builds: what the order
  /// diagnostics (``OrderDiagnostics``) look at to tell that a reducer read a value before the reducer
  /// that changes it ran.
  final class PassReadLog {
    /// The key paths of the fields read so far.
    var reads: Set<AnyKeyPath> = []
    /// While above zero, reads are not recorded (the library's own reads).
    var muted = 0
  }

  /// Records a read of the field at `keyPath` in the pass running on this thread.
  @usableFromInline
  func _recordPassRead(_ keyPath: AnyKeyPath) {
    guard let log = LiveMutation.readLog, log.muted == 0 else { return }
    log.reads.insert(keyPath)
  }
#endif
