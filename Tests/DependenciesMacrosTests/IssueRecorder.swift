import ConcurrencyExtras
import Testing

/// Runs `body`, which must report at least one issue, and returns the messages of the issues it reported.
///
/// An error thrown by `body` is recorded as a (real) test failure after the known issues are collected.
func reportedIssues(
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async -> [String] {
  let messages = LockIsolated<[String]>([])
  var thrownError: (any Error)?
  await withKnownIssue(sourceLocation: sourceLocation) {
    do {
      try await body()
    } catch {
      thrownError = error
    }
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    messages.withValue { $0.append(message) }
    return true
  }
  if let thrownError {
    Issue.record(thrownError, sourceLocation: sourceLocation)
  }
  return messages.value
}

/// Whether `message` is the report of the unimplemented endpoint `name` (`APIClient.fetch`).
func isUnimplemented(_ message: String, _ name: String) -> Bool {
  message.contains("Unimplemented: '\(name)'")
}
