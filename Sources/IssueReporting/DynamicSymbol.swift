#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Looks up a symbol among the images already loaded in the process, without loading anything.
///
/// IssueReporting never links XCTest or Swift Testing: it finds them at run time, only when the process
/// that runs it already loaded them (a test runner does; an app does not).
package enum DynamicSymbol {
  /// The address of `name` among the images already loaded, or `nil`.
  package static func address(_ name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      #if canImport(Darwin)
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
      #else
        let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
      #endif
      return dlsym(handle, name)
    #else
      return nil
    #endif
  }
}
