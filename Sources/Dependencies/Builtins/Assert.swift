import IssueReporting

/// Checks a condition, as a dependency: Swift's `assert` or `precondition` in the app, an issue report
/// in tests (so a test can expect it with `withKnownIssue` instead of crashing).
///
/// ```swift
/// @Dependency(\.assert) var assert
/// assert(count >= 0, "Count must not be negative")
/// ```
public protocol AssertionEffect: Sendable {
  /// Checks `condition`; when it is false, fails with `message`.
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
}

extension AssertionEffect {
  /// Checks `condition` at the caller's location.
  @_disfavoredOverload
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    callAsFunction(
      condition(), message(), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// An ``AssertionEffect`` made of a closure.
public struct AnyAssertionEffect: AssertionEffect {
  private let check:
    @Sendable (
      _ condition: () -> Bool, _ message: () -> String, _ fileID: StaticString,
      _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> Void

  /// An effect that calls `check` with the condition, the message and the caller's location.
  public init(
    _ check: @escaping @Sendable (
      _ condition: () -> Bool, _ message: () -> String, _ fileID: StaticString,
      _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> Void
  ) {
    self.check = check
  }

  /// Runs the closure.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    check(condition, message, fileID, filePath, line, column)
  }
}

/// Fails unconditionally, as a dependency: see ``DependencyValues/assertionFailure``.
public protocol AssertionFailureEffect: Sendable {
  /// Fails with `message`.
  func callAsFunction(
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
}

extension AssertionFailureEffect {
  /// Fails with `message` at the caller's location.
  @_disfavoredOverload
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    callAsFunction(message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

private struct LiveAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    Swift.assert(condition(), message(), file: filePath, line: line)
  }
}

private struct LivePrecondition: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    Swift.precondition(condition(), message(), file: filePath, line: line)
  }
}

private struct ReportingAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard !condition() else { return }
    reportIssue(message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

private struct AssertionFailure: AssertionFailureEffect {
  let base: any AssertionEffect

  func callAsFunction(
    _ message: @autoclosure () -> String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    base(false, message(), fileID: fileID, filePath: filePath, line: line, column: column)
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
