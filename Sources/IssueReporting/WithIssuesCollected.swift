/// Runs `body` and returns the messages of the issues it reported, in order, instead of reporting them.
///
/// For the tests of failure paths inside this package: the test checks the exact messages with
/// `#expect`, and a passing test records nothing, so the run's output stays quiet (a Swift Testing
/// `withKnownIssue` prints every known issue with its text). Nothing is hidden: a missing, extra or
/// different message fails the `#expect`.
///
/// ```swift
/// let issues = await withIssuesCollected {
///   await store.send(.saveTapped).finish()
/// }
/// #expect(issues.count == 1)
/// #expect(issues.first?.contains("threw an unhandled error") == true)
/// ```
///
/// Issues reported by tasks started inside `body` are collected too (the scope is task-local and
/// inherited); an error thrown by `body` is rethrown, not collected.
package func withIssuesCollected(_ body: () throws -> Void) rethrows -> [String] {
  let scope = ExpectedIssueScope()
  try ExpectedIssueScope.$current.withValue(scope, operation: body)
  return scope.absorbedMessages
}

/// Runs asynchronous `body` and returns the messages of the issues it reported, in order, instead of
/// reporting them. See ``withIssuesCollected(_:)-(()->Void)``.
package func withIssuesCollected(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [String] {
  let scope = ExpectedIssueScope()
  try await ExpectedIssueScope.$current.withValue(scope, operation: body, isolation: isolation)
  return scope.absorbedMessages
}
