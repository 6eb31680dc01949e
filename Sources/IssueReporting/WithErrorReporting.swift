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
/// - Returns: The value `body` returned, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch is CancellationError {
    return nil
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs asynchronous `body` and reports any error it throws as an issue, instead of propagating it.
///
/// Cancellation is not an issue: a `CancellationError` is swallowed without a report.
///
/// - Returns: The value `body` returned, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R
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
