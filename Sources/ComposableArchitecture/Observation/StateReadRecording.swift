#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One observable field read while a scoped store read its state: the field's key path, and how to
/// register the same read again (with the same registrar and subject) without reading anything; the
/// subclass knows the field's types.
///
/// A class, so that registering passes the stored subject in place instead of copying it (and
/// everything nested in it) out of a closure's context.
class StateRead {
  /// The key path of the field read.
  let keyPath: AnyKeyPath

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  /// Registers the read again; the base class has no read to register.
  func register() {}
}

/// A recorded read of the field at `keyPath` of `subject`.
final class RecordedStateRead<Subject: ObservableState, Member>: StateRead {
  let registrar: ObservationStateRegistrar
  let subject: Subject
  let typedKeyPath: KeyPath<Subject, Member>

  init(registrar: ObservationStateRegistrar, subject: Subject, keyPath: KeyPath<Subject, Member>) {
    self.registrar = registrar
    self.subject = subject
    self.typedKeyPath = keyPath
    super.init(keyPath: keyPath)
  }

  override func register() {
    registrar._registerAccess(subject, keyPath: typedKeyPath)
  }
}

/// Records the observable-state field reads made on the current thread while a scoped store reads
/// its state through its root (see ``ScopedStateCache``).
///
/// Generated getters call ``ObservationStateRegistrar/access(_:keyPath:)``, which asks
/// ``isActive`` (a thread-local flag, as ``LiveMutation``'s) and, when recording, adds the read.
public enum _StateReadRecording {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether the current thread is recording reads.
  @usableFromInline
  static var isActive: Bool {
    pthread_getspecific(key) != nil
  }

  /// Adds a read to the recording of the current thread.
  @usableFromInline
  static func record<Subject: ObservableState, Member>(
    _ registrar: ObservationStateRegistrar, _ subject: Subject, _ keyPath: KeyPath<Subject, Member>
  ) {
    guard let raw = pthread_getspecific(key) else { return }
    let reads = raw.assumingMemoryBound(to: [StateRead].self)
    reads.pointee.append(RecordedStateRead(registrar: registrar, subject: subject, keyPath: keyPath))
  }

  /// Runs `body`, recording the field reads it makes on this thread.
  static func recording<R>(_ body: () -> R) -> (result: R, reads: [StateRead]) {
    var reads: [StateRead] = []
    let outer = pthread_getspecific(key)
    let result = withUnsafeMutablePointer(to: &reads) { pointer in
      pthread_setspecific(key, pointer)
      defer { pthread_setspecific(key, outer) }
      return body()
    }
    return (result, reads)
  }
}
