#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Marks the code that changes a store's own state: a store's reducer pass.
///
/// Observable state notifies its observers only for changes made here. A copy of a store's state
/// shares its observation registrar, so a change to a copy made anywhere else (an expected state in a
/// test, a value built in an effect) must not reach the observers of the store's state: such a change
/// gives the changed copy a new identity instead (see ``ObservableStateID``), and a store that later
/// receives that copy notifies as for any other new value.
///
/// A reducer pass is synchronous, so it runs start to end on one thread: the mark is a thread-local
/// flag, cheaper than a task-local value, and not inherited by tasks a reducer might create.
enum LiveMutation {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether the current thread is running a store's reducer pass.
  static var isActive: Bool {
    pthread_getspecific(key) != nil
  }

  /// Runs `body` as a store's reducer pass: observable state changed inside notifies its observers,
  /// and the code it runs finds `context` (``context``).
  static func run<R>(_ context: PassContext, _ body: () throws -> R) rethrows -> R {
    if isActive { return try body() }
    context.beginPass()
    // The store's core owns the context for its whole life, longer than any pass.
    pthread_setspecific(key, context.opaque)
    defer { pthread_setspecific(key, nil) }
    return try body()
  }

  /// The context of the pass running on this thread, if one is.
  static var context: PassContext? {
    pthread_getspecific(key).map { Unmanaged<PassContext>.fromOpaque($0).takeUnretainedValue() }
  }
}
