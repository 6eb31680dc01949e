#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Dumps and diffs walk values recursively, one level of nesting after another. The nesting limit
// (100 levels) bounds the depth, but not the stack it takes: a level costs several kilobytes in a
// debug build, and a test thread may have as little as 512 KiB (Swift Testing's threads on Apple
// platforms). So the walk also watches the stack that is left, as .NET's
// `TryEnsureSufficientExecutionStack` does, and stops descending while a reserve remains.

/// Below this much free stack, a dump writes nested values as `Type(…)` and a diff shows both sides
/// whole instead of descending further.
let stackReserveToCut = 128 * 1024

/// Below this much free stack, a dump writes `…` and goes no deeper at all, not even through
/// optionals and wrappers, which otherwise do not count as a level of depth.
let stackReserveToStop = 64 * 1024

/// The bytes of stack left on the current thread below the caller's frame, or `Int.max` when the
/// platform does not say where the thread's stack ends.
package func remainingStack() -> Int {
  let limit = currentThreadStackLimit()
  guard limit > 1 else { return .max }
  let here = currentStackAddress()
  return here > limit ? Int(here - limit) : 0
}

/// An address in the caller's frame on the stack.
@inline(never)
private func currentStackAddress() -> UInt {
  var marker: UInt8 = 0
  return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
  /// Holds, per thread, the lowest address of the thread's stack (or `1` when it is unknown), so it
  /// is looked up once per thread.
  private let stackLimitKey: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()

  /// The lowest address of the current thread's stack (stacks grow down), or `1` when unknown.
  private func currentThreadStackLimit() -> UInt {
    guard let key = stackLimitKey else { return 1 }
    if let stored = pthread_getspecific(key) { return UInt(bitPattern: stored) }
    let limit = lookUpStackLimit() ?? 1
    _ = pthread_setspecific(key, UnsafeRawPointer(bitPattern: limit))
    return limit
  }

  private func lookUpStackLimit() -> UInt? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = UInt(pthread_get_stacksize_np(thread))
      return top > size ? top - size : nil
    #else
      // `pthread_getattr_np` is a GNU extension the Swift module does not declare: look it up.
      typealias GetAttributes =
        @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else {
        return nil
      }
      let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var lowest: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else { return nil }
      return UInt(bitPattern: lowest)
    #endif
  }
#else
  /// Unknown on this platform: the nesting limit alone bounds the walk.
  private func currentThreadStackLimit() -> UInt { 1 }
#endif
