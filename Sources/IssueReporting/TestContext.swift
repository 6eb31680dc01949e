import Foundation

/// The test framework running the current test, if any, as Point-Free's IssueReporting describes it.
///
/// ```swift
/// switch TestContext.current {
/// case .swiftTesting?: print("Swift Testing")
/// case .xcTest?: print("XCTest")
/// case nil: print("not in a test")
/// }
/// ```
public enum TestContext: Equatable, Sendable {
  /// A Swift Testing test is running in the current task; `Testing` describes it when it could be
  /// read from Swift Testing.
  case swiftTesting(_ testing: Testing?)
  /// An XCTest test is running.
  case xcTest

  /// A Swift Testing test, whichever it is; equal to any `.swiftTesting(_:)` context. Deprecated, as
  /// in Point-Free's library: ask ``isSwiftTesting`` instead.
  @available(*, deprecated, message: "Test 'isSwiftTesting' instead.")
  public static var swiftTesting: Self { .swiftTesting(nil) }

  /// Whether the context is a Swift Testing test.
  ///
  /// ```swift
  /// if TestContext.current?.isSwiftTesting == true {
  ///   // Running under Swift Testing.
  /// }
  /// ```
  public var isSwiftTesting: Bool {
    if case .swiftTesting = self { return true }
    return false
  }

  /// The context of the caller, or `nil` outside of tests (and in a test process where no test is
  /// current here, such as a detached task under Swift Testing).
  public static var current: Self? {
    switch TestRunContext.current {
    case .swiftTesting: .swiftTesting(Testing.current)
    case .xcTest: .xcTest
    case .testProcessWithoutCurrentTest, .none: nil
    }
  }

  /// Two contexts are equal when they are the same framework; a `.swiftTesting(nil)` context matches
  /// any Swift Testing context. Deprecated, as in Point-Free's library: switch over the context, or
  /// ask ``isSwiftTesting``.
  @available(*, deprecated, message: "Switch over the context, or test 'isSwiftTesting'.")
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.swiftTesting(lhs), .swiftTesting(rhs)): lhs == nil || rhs == nil || lhs == rhs
    case (.xcTest, .xcTest): true
    default: false
    }
  }
}

/// Which test framework, if any, is running the code that reports an issue, with the states the
/// router tells apart.
package enum TestRunContext: Sendable, Equatable {
  /// A Swift Testing test is running in the current task.
  case swiftTesting
  /// The process is an XCTest run.
  case xcTest
  /// The process runs tests, but no test is current here (for example a detached task that outlived
  /// its test, or the part of a test run that belongs to the other framework).
  case testProcessWithoutCurrentTest
  /// Not a test process: an app, a server, a command-line tool.
  case none

  /// The context of the caller.
  package static var current: TestRunContext {
    if SwiftTestingBridge.hasCurrentTest { return .swiftTesting }
    guard isTesting else { return .none }
    if XCTestBridge.isLoaded && !ProcessTraits.runsSwiftTesting { return .xcTest }
    return .testProcessWithoutCurrentTest
  }
}

/// Whether the current process is running tests (Swift Testing or XCTest).
///
/// Use it to pick test-friendly defaults, such as test dependencies instead of live ones:
///
/// ```swift
/// let client = isTesting ? .mock : .live
/// ```
public var isTesting: Bool { ProcessTraits.isTesting }

/// Facts about the current process that do not change while it runs.
enum ProcessTraits {
  /// The process was started to run Swift Testing tests (`--testing-library swift-testing`).
  static let runsSwiftTesting: Bool = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--testing-library"), index + 1 < arguments.count
    else { return false }
    return arguments[index + 1] == "swift-testing"
  }()

  static let isTesting: Bool = {
    if DynamicSymbol.address("swt_abiv0_getEntryPoint") != nil { return true }
    if XCTestBridge.isLoaded { return true }
    let environment = ProcessInfo.processInfo.environment
    if environment["XCTestConfigurationFilePath"] != nil
      || environment["XCTestBundlePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
    {
      return true
    }
    return CommandLine.arguments.contains { $0.hasSuffix(".xctest") || $0 == "--testing-library" }
  }()
}
