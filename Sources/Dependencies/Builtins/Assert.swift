import IssueReporting

/// Checks a condition, as a dependency: Swift's `assert` or `precondition` in the app, an issue report
/// in tests (so a test can expect it with `withKnownIssue` instead of crashing).
///
/// ```swift
/// @Dependency(\.assert) var assert
/// assert(count >= 0, "Count must not be negative")
/// ```
public protocol AssertionEffect: Sendable {
  /// Checks `condition`; when it is false, fails with `message`, attributed to `file` and `line`.
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionEffect {
  /// Checks `condition` at the caller's location.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    callAsFunction(condition(), message(), file: file, line: line)
  }
}

/// An ``AssertionEffect`` made of a closure.
public struct AnyAssertionEffect: AssertionEffect {
  private let check:
    @Sendable (
      _ condition: () -> Bool, _ message: () -> String, _ file: StaticString, _ line: UInt
    ) -> Void

  /// An effect that calls `check` with the condition, the message and the caller's file and line.
  public init(
    _ check: @escaping @Sendable (
      _ condition: () -> Bool, _ message: () -> String, _ file: StaticString, _ line: UInt
    ) -> Void
  ) {
    self.check = check
  }

  /// Runs the closure.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    check(condition, message, file, line)
  }
}

/// Fails unconditionally, as a dependency: see ``DependencyValues/assertionFailure``.
public protocol AssertionFailureEffect: Sendable {
  /// Fails with `message`, attributed to `file` and `line`.
  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt)
}

extension AssertionFailureEffect {
  /// Fails with `message` at the caller's location.
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    callAsFunction(message(), file: file, line: line)
  }
}

private struct LiveAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    Swift.assert(condition(), message(), file: file, line: line)
  }
}

private struct LivePrecondition: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    Swift.precondition(condition(), message(), file: file, line: line)
  }
}

private struct ReportingAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    guard !condition() else { return }
    // Only the file's path is known; it stands in for the file ID in a runtime warning.
    reportIssue(message(), fileID: file, filePath: file, line: line, column: 0)
  }
}

private struct AssertionFailure: AssertionFailureEffect {
  let base: any AssertionEffect

  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
    base(false, message(), file: file, line: line)
  }
}

private enum AssertKey: DependencyKey {
  static let liveValue: any AssertionEffect = LiveAssertion()
  static let testValue: any AssertionEffect = ReportingAssertion()
}

private enum PreconditionKey: DependencyKey {
  static let liveValue: any AssertionEffect = LivePrecondition()
  static let testValue: any AssertionEffect = ReportingAssertion()
}

extension DependencyValues {
  /// Swift's `assert` as a dependency: reports an issue in tests instead of stopping the program.
  ///
  /// ```swift
  /// @Dependency(\.assert) var assert
  /// assert(n > 0, "Number must be greater than zero")
  /// ```
  public var assert: any AssertionEffect {
    get { self[AssertKey.self] }
    set { self[AssertKey.self] = newValue }
  }

  /// An assertion that always fails: ``assert`` with a false condition.
  public var assertionFailure: any AssertionFailureEffect {
    AssertionFailure(base: assert)
  }

  /// Swift's `precondition` as a dependency: reports an issue in tests instead of stopping the
  /// program.
  public var precondition: any AssertionEffect {
    get { self[PreconditionKey.self] }
    set { self[PreconditionKey.self] = newValue }
  }
}
