/// Runs `body` and reports any error it throws as an issue, instead of propagating it.
///
/// Cancellation is not an issue: a `CancellationError` is swallowed without a report.
///
/// ```swift
/// let data = withErrorReporting("Reading settings") {
///   try Data(contentsOf: settingsURL)
/// }
/// ```
///
/// - Parameters:
///   - message: A message added to the issue.
///   - reporters: The reporters the issue goes to, instead of the task's current ones.
///   - body: The throwing operation.
/// - Returns: The value `body` returned, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  func run() -> R? {
    do {
      return try body()
    } catch is CancellationError {
      return nil
    } catch {
      reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
      return nil
    }
  }
  guard let reporters else { return run() }
  return withIssueReporters(reporters, operation: run)
}

/// Runs `body`, whose result is optional, and reports any error it throws as an issue: the result is
/// flattened, `nil` both when `body` returned `nil` and when it threw.
///
/// ```swift
/// let user: User? = withErrorReporting { try cache.user(id: id) }  // cache.user returns User?
/// ```
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R?
) -> R? {
  let result: R?? = withErrorReporting(
    message(), to: reporters, fileID: fileID, filePath: filePath, line: line, column: column,
    catching: body
  )
  return result ?? nil
}

/// Runs asynchronous `body` and reports any error it throws as an issue, instead of propagating it.
///
/// Cancellation is not an issue: a `CancellationError` is swallowed without a report.
///
/// - Returns: The value `body` returned, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R
) async -> R? {
  guard let reporters else {
    return await reportingErrors(
      message(), fileID: fileID, filePath: filePath, line: line, column: column, body
    )
  }
  return await IssueReporters.$storage.withValue(IssueReporters.Storage(reporters)) {
    await reportingErrors(
      message(), fileID: fileID, filePath: filePath, line: line, column: column, body
    )
  }
}

/// Runs asynchronous `body`, whose result is optional, and reports any error it throws as an issue:
/// the result is flattened, `nil` both when `body` returned `nil` and when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  to reporters: [any IssueReporter]? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R?
) async -> R? {
  let result: R?? = await withErrorReporting(
    message(), to: reporters, fileID: fileID, filePath: filePath, line: line, column: column,
    isolation: isolation, catching: body
  )
  return result ?? nil
}

private func reportingErrors<R>(
  _ message: @autoclosure () -> String?,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> sending R
) async -> R? {
  do {
    return try await body()
  } catch is CancellationError {
    return nil
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}
