#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Releases chains of objects in a loop instead of one nested `deinit` per link.
///
/// A chain of scoped stores is a chain of objects: a store owns its child stores, and a deep child's
/// access owns its parent's (see ``DeepAccess``). Released the ordinary way, each `deinit` releases the
/// next link from inside itself, so a chain 10,000 levels deep needs 10,000 nested `deinit`s on the
/// stack. A `deinit` that hands its links to ``release(_:)`` instead returns at once: the outermost
/// release on the thread drops the links one at a time, and the links those own join the same loop.
///
/// The objects are moved out of the caller's array, and must not be referenced by the caller
/// otherwise (move them out of the properties that held them), so that the loop drops the last
/// reference.
enum DeferredRelease {
  /// The objects waiting to be dropped on this thread, while a release loop runs.
  private final class Pending {
    var objects: [AnyObject] = []
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Drops `value` (leaving `nil`) in the release loop: a value that holds a chain of boxes (a
  /// feature presenting itself holds each presented level in a box) is moved into an object of its
  /// own, which joins the loop, so the `deinit`s of the boxes it holds run one after another.
  static func release<Value>(boxing value: inout Value?) {
    // Moved into the object (a swap neither copies nor destroys): the object holds the only
    // reference, and nothing is released here.
    // Only the array may hold the object when the loop drops it, or its last release would
    // happen here, after the loop.
    var objects: [AnyObject] = []
    do {
      let object = ReleasedValue<Value>()
      swap(&object.value, &value)
      guard object.value != nil else { return }
      objects.append(object)
    }
    release(&objects)
  }

  /// A value moved into an object, so that the release loop drops it.
  private final class ReleasedValue<Value> {
    var value: Value?
  }

  /// Drops `objects` (leaving the array empty), and the objects their `deinit`s hand over meanwhile,
  /// in a loop.
  static func release(_ objects: inout [AnyObject]) {
    guard !objects.isEmpty else { return }
    if let raw = pthread_getspecific(key) {
      // A loop is running further up this thread's stack: it drops them.
      Unmanaged<Pending>.fromOpaque(raw).takeUnretainedValue().objects.append(contentsOf: objects)
      objects.removeAll()
      return
    }
    let pending = Pending()
    swap(&pending.objects, &objects)
    pthread_setspecific(key, Unmanaged.passUnretained(pending).toOpaque())
    defer { pthread_setspecific(key, nil) }
    // Each object is moved out of the array, then dropped at the end of its iteration: its `deinit`
    // runs here, and may append to `pending.objects`.
    while let object = pending.objects.popLast() {
      _ = object
    }
  }
}
