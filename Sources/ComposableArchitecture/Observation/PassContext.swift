/// What a store's reducer pass carries for the code it runs, found through ``LiveMutation/context``:
/// the store's stack element ids, and, in debug builds, the fields read so far (what the order
/// diagnostics, ``OrderDiagnostics``, look at). Each store's core owns one, reused by every pass.
final class PassContext {
  /// The store's own stack element id generator (see ``StackElementIDGenerator``).
  let stackIDs: StackElementIDGenerator

  init(stackIDs: StackElementIDGenerator) {
    self.stackIDs = stackIDs
  }

  /// The context as the thread-local mark stores it (unretained: the core owns the context).
  var opaque: UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
  }

  #if DEBUG
    /// The key paths of the fields read so far in the pass.
    var reads: Set<AnyKeyPath> = []
    /// While above zero, reads are not recorded (the library's own reads).
    var muted = 0
  #endif

  /// Prepares the context for a new pass.
  func beginPass() {
    #if DEBUG
      if !reads.isEmpty { reads.removeAll(keepingCapacity: true) }
    #endif
  }
}

#if DEBUG
  /// Records a read of the field at `keyPath` in the pass running on this thread.
  @usableFromInline
  func _recordPassRead(_ keyPath: AnyKeyPath) {
    guard let context = LiveMutation.context, context.muted == 0 else { return }
    context.reads.insert(keyPath)
  }
#endif
