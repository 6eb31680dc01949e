#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

#if canImport(Darwin)
  /// The lock word of a ``ShortLock``.
  typealias ShortLockWord = os_unfair_lock
#else
  /// The lock word of a ``ShortLock``.
  typealias ShortLockWord = pthread_mutex_t
#endif

/// A value guarded by a lock meant for sections of a few dozen instructions that two threads often
/// want at once (an effect's task ending on the pool while the main actor starts the next one).
///
/// `NSLock` puts a waiting thread to sleep at once, which costs two context switches for a wait the
/// length of a dictionary update; this lock spins briefly first (glibc's adaptive mutex on Linux,
/// `os_unfair_lock` on Apple platforms; a plain mutex elsewhere). The value and the lock word live in
/// one allocation.
struct ShortLocked<Value>: @unchecked Sendable {
  private let storage: ShortLockStorage<Value>

  /// A new lock guarding `value`.
  init(_ value: Value) {
    storage = .make(value)
  }

  /// Runs `body` with the value, holding the lock.
  @inline(__always)
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try storage.withLock(body)
  }

  /// Takes the lock, waiting for it if another thread holds it; for sections that are not one
  /// closure.
  @inline(__always)
  func lock() {
    storage.lock()
  }

  /// Whether `other` is this same lock (a copy of it), not another one.
  func isSame(as other: ShortLocked) -> Bool {
    storage === other.storage
  }

  /// Releases the lock, which the calling thread holds.
  @inline(__always)
  func unlock() {
    storage.unlock()
  }
}

/// A lock with nothing to guard but the state of the object that holds it (see ``ShortLocked``).
typealias ShortLock = ShortLocked<Void>

extension ShortLocked where Value == Void {
  /// A new lock.
  init() {
    self.init(())
  }
}

/// The one allocation of a ``ShortLocked``: the value, then the lock word.
final class ShortLockStorage<Value>: ManagedBuffer<Value, ShortLockWord> {
  /// A new storage holding `value`, its lock initialized; an instance of the class it is called
  /// on.
  static func make(_ value: Value) -> Self {
    let buffer = unsafeDowncast(create(minimumCapacity: 1) { _ in value }, to: Self.self)
    buffer.withUnsafeMutablePointerToElements { word in
      #if canImport(Darwin)
        word.initialize(to: os_unfair_lock())
      #elseif canImport(Glibc)
        // What glibc's `PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP` sets: an adaptive mutex, statically
        // initialized (no attribute object made and destroyed per lock, which a lock made per
        // `send` would pay each time).
        var mutex = pthread_mutex_t()
        mutex.__data.__kind = Int32(PTHREAD_MUTEX_ADAPTIVE_NP)
        word.initialize(to: mutex)
      #else
        pthread_mutex_init(word, nil)
      #endif
    }
    return buffer
  }

  deinit {
    #if !canImport(Darwin)
      _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
    #endif
  }

  /// Runs `body` with the value, holding the lock.
  @inline(__always)
  final func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
  }

  /// Takes the lock, waiting for it if another thread holds it.
  @inline(__always)
  final func lock() {
    withUnsafeMutablePointerToElements { word in
      #if canImport(Darwin)
        os_unfair_lock_lock(word)
      #else
        _ = pthread_mutex_lock(word)
      #endif
    }
  }

  /// Releases the lock, which the calling thread holds.
  @inline(__always)
  final func unlock() {
    withUnsafeMutablePointerToElements { word in
      #if canImport(Darwin)
        os_unfair_lock_unlock(word)
      #else
        _ = pthread_mutex_unlock(word)
      #endif
    }
  }
}
