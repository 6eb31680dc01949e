import Foundation

/// Runs `failingBlock`, expecting it to fail: the issues it reports that `issueMatcher` accepts (all
/// of them when there is no matcher) do not fail the test.
///
/// Kept for code written against `XCTestDynamicOverlay`, and usable wherever IssueReporting is,
/// including Linux and Swift Testing, where XCTest's own `XCTExpectFailure` does not exist. It sees
/// the issues reported through IssueReporting (`reportIssue`, `XCTFail`, `unimplemented`, a
/// `TestStore`'s failures). An issue the matcher rejects is reported as usual. With `strict` (the
/// default), a block that reports no matching issue is itself a failure. New code calls
/// `withExpectedIssue`.
///
/// ```swift
/// XCTExpectFailure("The legacy endpoint still reports") {
///   legacyClient.fetch()
/// } issueMatcher: { issue in
///   issue.compactDescription.contains("legacy")
/// }
/// ```
///
/// - Parameters:
///   - failureReason: Why a failure is expected; part of the failure reported when none occurs.
///   - enabled: Pass `false` to run the block with no expectation; `nil` or `true` expects failure.
///   - strict: Whether a block that reports no matching issue fails; `nil` means `true`.
///   - failingBlock: The code expected to fail.
///   - issueMatcher: Decides which issues are the expected ones; `nil` accepts every issue.
/// - Returns: What `failingBlock` returns.
@available(iOS, deprecated: 9999)
@available(macOS, deprecated: 9999)
@available(tvOS, deprecated: 9999)
@available(watchOS, deprecated: 9999)
public func XCTExpectFailure<R>(
  _ failureReason: String? = nil,
  enabled: Bool? = nil,
  strict: Bool? = nil,
  failingBlock: () throws -> R,
  issueMatcher: ((_XCTIssue) -> Bool)? = nil
) rethrows -> R {
  guard enabled ?? true else { return try failingBlock() }
  let collector = ExpectedFailureCollector()
  do {
    let result = try ExpectedIssueScope.$current.withValue(nil) {
      try withIssueReporters([collector], operation: failingBlock)
    }
    collector.settle(failureReason: failureReason, strict: strict ?? true, matcher: issueMatcher)
    return result
  } catch {
    // XCTest counts a thrown error as a failure of the block; it is rethrown to the caller here.
    collector.settle(failureReason: failureReason, strict: false, matcher: issueMatcher)
    throw error
  }
}

/// XCTest's form that expects a failure anywhere in the rest of the current test. IssueReporting
/// cannot tell where a test ends on every platform, so only the block form is offered.
@available(
  *, unavailable,
  message:
    "Wrap the code that fails: 'XCTExpectFailure { … }' or 'withExpectedIssue { … }'"
)
public func XCTExpectFailure(
  _ failureReason: String? = nil,
  enabled: Bool? = nil,
  strict: Bool? = nil,
  issueMatcher: ((_XCTIssue) -> Bool)? = nil
) {}

/// The issues reported inside one `XCTExpectFailure` block, held back until the block ends so the
/// matcher can sort them.
private final class ExpectedFailureCollector: IssueReporter, @unchecked Sendable {
  struct Failure {
    var issue: _XCTIssue
    var isFailure: Bool
    var reportAgain: () -> Void
  }

  private let lock = NSLock()
  private var collected: [Failure] = []

  var failures: [Failure] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }

  /// Passes on the issues the matcher rejects, and reports a missing expected failure.
  func settle(failureReason: String?, strict: Bool, matcher: ((_XCTIssue) -> Bool)?) {
    var matched = false
    for failure in failures {
      if failure.isFailure, matcher?(failure.issue) ?? true {
        matched = true
      } else {
        failure.reportAgain()
      }
    }
    if !matched, strict {
      IssueReporting.reportIssue(
        "Expected failure was not recorded" + (failureReason.map { ": \($0)" } ?? "")
      )
    }
  }

  private func append(_ failure: Failure) {
    lock.lock()
    defer { lock.unlock() }
    collected.append(failure)
  }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? ""
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    append(
      Failure(
        issue: _XCTIssue(type: .assertionFailure, compactDescription: text),
        // A warning fails nothing, so it cannot be the expected failure; it is passed on as is.
        isFailure: severity == .error
      ) {
        IssueRouter.report(message: text, severity: severity, location: location)
      }
    )
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message()
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    append(
      Failure(
        issue: _XCTIssue(type: .thrownError, compactDescription: caughtErrorText(error, text)),
        isFailure: true
      ) {
        IssueRouter.report(error: error, message: text, location: location)
      }
    )
  }
}
