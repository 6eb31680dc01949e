#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The identity of the Swift Testing test running in the current task, found at run time (this module
/// never links Swift Testing), so the process-wide defaults can be kept per test, as Point-Free's
/// library keeps them.
enum CurrentTest {
  /// The current test's `id`, or `nil` outside a Swift Testing test (or when Swift Testing's entry
  /// points cannot be found).
  static var identity: AnyHashable? {
    guard let entry = entryPoints, let pointer = entry.metadataAccessor(0).0 else { return nil }
    let testType = unsafeBitCast(pointer, to: Any.Type.self)
    return identity(of: testType, getter: entry.currentGetter)
  }

  private typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer?, Int)
  private typealias CurrentGetter = @convention(thin) () -> ReturnBuffer

  private struct EntryPoints: @unchecked Sendable {
    let metadataAccessor: MetadataAccessor
    let currentGetter: CurrentGetter
  }

  private static let entryPoints: EntryPoints? = {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      #if canImport(Darwin)
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
      #else
        let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
      #endif
      guard
        let accessor = dlsym(handle, "$s7Testing4TestVMa"),
        let getter = dlsym(handle, "$s7Testing4TestV7currentACSgvgZ")
      else { return nil }
      return EntryPoints(
        metadataAccessor: unsafeBitCast(accessor, to: MetadataAccessor.self),
        currentGetter: unsafeBitCast(getter, to: CurrentGetter.self)
      )
    #else
      return nil
    #endif
  }()

  private static func identity<Test>(of _: Test.Type, getter: CurrentGetter) -> AnyHashable? {
    guard
      MemoryLayout<Test?>.size <= MemoryLayout<ReturnBuffer>.size,
      MemoryLayout<Test?>.alignment <= MemoryLayout<ReturnBuffer>.alignment
    else { return nil }
    var buffer = getter()
    let test = withUnsafeMutableBytes(of: &buffer) { raw -> Test? in
      guard let base = raw.baseAddress else { return nil }
      return base.assumingMemoryBound(to: Test?.self).move()
    }
    guard let test, let identifiable = test as? any Identifiable else { return nil }
    return id(of: identifiable)
  }

  private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}

/// Raw storage larger than Swift Testing's `Test?`: being larger than four machine words it is returned
/// indirectly, as a resilient type is, so the getter of `Test.current` can be called as returning it.
private struct ReturnBuffer {
  typealias Row = (
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
  )
  var rows: (Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row)
}
