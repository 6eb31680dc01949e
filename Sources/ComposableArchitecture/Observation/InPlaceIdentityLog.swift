#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The new identities that states took while changing in place, outside a store, recorded for the
/// field access that contains them.
///
/// Outside a store a changed state gets a new identity (so a copy changed elsewhere is a different
/// state when it comes back). A change made *through* a parent's field (`parent.child.count += 1`)
/// must still read, to the parent, as "the same child, changed in place": observers of `parent.child`
/// are not notified, only those of `child.count`. So each in-place access of a field opens a frame
/// here, every state that takes a new identity while it is open records "was `a`, is now `b`", and
/// the access, when it ends, maps the identities it finds back through its frame before comparing
/// them with the ones it started with.
///
/// Identities are recorded by their instance number (an enum state's identity is its payload's,
/// tagged with the case: the tag is compared as it is). Only changes made outside a store's pass use
/// this; a pass keeps identities as they are.
enum InPlaceIdentityLog {
  /// The frames of the current thread, innermost last.
  final class Frames {
    /// Per open access: the current instance number → the one it had when the access began.
    var frames: [[UInt64: UInt64]] = []
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
      #if canImport(Darwin)
        Unmanaged<Frames>.fromOpaque(raw).release()
      #else
        if let raw { Unmanaged<Frames>.fromOpaque(raw).release() }
      #endif
    }
    return key
  }()

  /// The current thread's frames, created on first use (and released when the thread ends).
  private static var current: Frames {
    if let raw = pthread_getspecific(key) {
      return Unmanaged<Frames>.fromOpaque(raw).takeUnretainedValue()
    }
    let frames = Frames()
    pthread_setspecific(key, Unmanaged.passRetained(frames).toOpaque())
    return frames
  }

  /// Opens a frame for an in-place access of a field.
  static func open() {
    current.frames.append([:])
  }

  /// Closes the innermost frame and returns what it recorded (`nil` when nothing).
  static func close() -> [UInt64: UInt64]? {
    let frame = current.frames.popLast()
    return frame?.isEmpty == false ? frame : nil
  }

  /// What the innermost open frame recorded so far (`nil` when nothing, or no frame is open).
  static func innermost() -> [UInt64: UInt64]? {
    guard let raw = pthread_getspecific(key) else { return nil }
    let frame = Unmanaged<Frames>.fromOpaque(raw).takeUnretainedValue().frames.last
    return frame?.isEmpty == false ? frame : nil
  }

  /// Records, in the innermost open frame (if any), that the state whose identity was `old` now has
  /// the identity `new`.
  static func record(from old: ObservableStateID, to new: ObservableStateID) {
    guard let raw = pthread_getspecific(key) else { return }
    let frames = Unmanaged<Frames>.fromOpaque(raw).takeUnretainedValue()
    guard !frames.frames.isEmpty else { return }
    let last = frames.frames.count - 1
    let original = frames.frames[last].removeValue(forKey: old.token) ?? old.token
    frames.frames[last][new.token] = original
  }
}
