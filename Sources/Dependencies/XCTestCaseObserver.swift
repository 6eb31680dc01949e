import DependenciesObserverLookup
import Foundation
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Which XCTest test case is running, in an XCTest run, so the process-wide defaults are kept per
/// XCTest test as they are per Swift Testing test.
///
/// This module never links XCTest. Outside Apple platforms it loads the `DependenciesTestObserver`
/// library (`libDependenciesTestObserver.so`, built with this package), which registers an XCTest
/// observer that bumps ``current`` before each test case starts. Where that library cannot be found
/// (it is not built unless the package that runs the tests builds it), ``current`` is `nil` and no
/// default is kept in an XCTest run: each access creates a new one.
enum XCTestCaseObserver {
  /// A value of the current XCTest test case, distinct for each test case of the run; `nil` outside
  /// an XCTest run or when no observer could be registered.
  static var current: XCTestCaseIdentity? {
    guard isRegistered else { return nil }
    lock.lock()
    defer { lock.unlock() }
    return XCTestCaseIdentity(number: number)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var number = 0

  /// Registers the observer on first use; `true` when it is registered.
  private static let isRegistered: Bool = {
    guard TestRunContext.current == .xcTest, let register = registrationFunction() else { return false }
    register { XCTestCaseObserver.testCaseWillStart() }
    return true
  }()

  /// A new test case starts: values kept for the previous ones are forgotten.
  private static func testCaseWillStart() {
    lock.lock()
    number += 1
    lock.unlock()
    DependencyCache.process.forgetXCTestCases()
  }

  private typealias Register = @convention(c) (@convention(c) () -> Void) -> Void
  private static let symbol = "opentca_dependencies_register_test_observer"

  /// The observer library's registration function: linked into the test runner (statically, or as a
  /// shared library it loaded at launch), or loaded now from the runner's directory or the library
  /// path.
  private static func registrationFunction() -> Register? {
    #if canImport(Glibc) || canImport(Musl)
      if let linked = opentca_dependencies_linked_test_observer() { return linked }
      if let address = DynamicSymbol.address(symbol) { return unsafeBitCast(address, to: Register.self) }
      let name = "libDependenciesTestObserver.so"
      var candidates = [name]
      if let executable = Bundle.main.executableURL {
        candidates.insert(executable.deletingLastPathComponent().appendingPathComponent(name).path, at: 0)
      }
      for candidate in candidates {
        guard let handle = dlopen(candidate, RTLD_NOW) else { continue }
        if let address = dlsym(handle, symbol) { return unsafeBitCast(address, to: Register.self) }
      }
      return nil
    #else
      // On Apple platforms XCTest is reached through the Objective-C runtime; not done here yet.
      return nil
    #endif
  }
}

/// The key of one XCTest test case's part of the process-wide dependency cache.
struct XCTestCaseIdentity: Hashable, Sendable {
  let number: Int
}
