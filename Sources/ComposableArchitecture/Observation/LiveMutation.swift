#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Marks how changes to observable state made on the current thread are observed: inside a store's
/// reducer pass, inside a detached assertion (``detached(_:)``), or anywhere else.
///
/// Observable state notifies its observers of every change, inside a store or not, as TCA does
/// (``ObservationStateRegistrar``). The mark tells the cases apart:
/// - inside a store's pass, the code it runs finds the store's ``PassContext`` (``context``), and a
///   state changed in place keeps its identity;
/// - outside, a changed state also gets a new identity (so that a copy changed elsewhere is a different
///   state when it comes back, see ``ObservableStateID``);
/// - inside ``detached(_:)``, changes notify nobody and give the changed value a new identity: what a
///   `TestStore` uses while the test's closure turns a copy of the state into the expected state. That
///   copy shares its observation registrars with the store's state, so a notification from it would
///   reach the store's observers for a change the store never made.
///
/// A reducer pass and an assertion are synchronous, so each runs start to end on one thread: the mark
/// is a thread-local value, cheaper than a task-local one, and not inherited by tasks they might create.
enum LiveMutation {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// What the thread-local value holds inside ``detached(_:)``: an address no object (so no pass
  /// context) can have; a constant, so telling the modes apart costs no lazy initialization.
  @inline(__always)
  private static var detachedPointer: UnsafeRawPointer {
    UnsafeRawPointer(bitPattern: 1).unsafelyUnwrapped
  }

  /// How changes made on the current thread are observed.
  enum Mode {
    /// Outside any store's pass: changes notify their observers, and the changed state gets a new
    /// identity.
    case outside
    /// Inside a store's reducer pass: changes notify their observers.
    case pass
    /// Inside ``detached(_:)``: changes notify nobody; the changed state gets a new identity.
    case detached
  }

  /// How changes made on the current thread are observed.
  @inline(__always)
  static var mode: Mode {
    guard let raw = pthread_getspecific(key) else { return .outside }
    return UnsafeRawPointer(raw) == detachedPointer ? .detached : .pass
  }

  /// Whether the current thread is running a store's reducer pass.
  static var isActive: Bool {
    mode == .pass
  }

  /// Runs `body` as a store's reducer pass: observable state changed inside notifies its observers,
  /// and the code it runs finds `context` (``context``). Inlined: in a store's unspecialized code,
  /// a call would look up the metadata of `R` (the effect type) on every pass.
  @inline(__always)
  static func run<R>(_ context: PassContext, _ body: () throws -> R) rethrows -> R {
    let outer = pthread_getspecific(key)
    if let outer, UnsafeRawPointer(outer) != detachedPointer { return try body() }
    context.beginPass()
    // The store's core owns the context for its whole life, longer than any pass.
    pthread_setspecific(key, context.opaque)
    defer { pthread_setspecific(key, outer) }
    return try body()
  }

  /// Runs `body` detached from observation: observable state it changes notifies nobody, and every
  /// state it changes gets a new identity. A store's pass started inside still notifies.
  static func detached<R>(_ body: () throws -> R) rethrows -> R {
    let outer = pthread_getspecific(key)
    pthread_setspecific(key, detachedPointer)
    defer { pthread_setspecific(key, outer) }
    return try body()
  }

  /// The context of the pass running on this thread, if one is.
  static var context: PassContext? {
    guard let raw = pthread_getspecific(key), UnsafeRawPointer(raw) != detachedPointer else { return nil }
    return Unmanaged<PassContext>.fromOpaque(raw).takeUnretainedValue()
  }
}
