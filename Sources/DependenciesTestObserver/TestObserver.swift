#if canImport(XCTest) && !canImport(ObjectiveC)
  import Foundation
  import XCTest

  /// Tells `Dependencies` when an XCTest test case starts, so the defaults it created and the values
  /// `prepareDependencies` set are kept per test, as they are per Swift Testing test.
  ///
  /// `Dependencies` never links XCTest: outside Apple platforms it loads this library
  /// (`libDependenciesTestObserver.so`) at run time, in an XCTest run only, and calls
  /// ``registerTestObserver(_:)`` once. Nothing in this library is meant to be called by users.
  final class TestObserver: NSObject, XCTestObservation {
    private let testCaseWillStart: @convention(c) () -> Void

    init(testCaseWillStart: @convention(c) () -> Void) {
      self.testCaseWillStart = testCaseWillStart
    }

    /// Calls the callback `Dependencies` registered, before the test case's `setUp`.
    func testCaseWillStart(_ testCase: XCTestCase) {
      testCaseWillStart()
    }
  }

  /// Adds an observer that calls `testCaseWillStart` before each XCTest test case starts.
  ///
  /// `Dependencies` finds this function by its C name,
  /// `opentca_dependencies_register_test_observer`, and calls it once per process.
  @_cdecl("opentca_dependencies_register_test_observer")
  public func registerTestObserver(_ testCaseWillStart: @convention(c) () -> Void) {
    XCTestObservationCenter.shared.addTestObserver(TestObserver(testCaseWillStart: testCaseWillStart))
  }
#endif
