import ConcurrencyExtras
import Testing

/// An issue's comments, one per line: the report's whole text.
func text(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// Runs `body`, expecting exactly the issues `expected`, in order, each compared whole; an issue not
/// among them fails the test.
@MainActor
func expectIssues(
  _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  let seen = LockIsolated<[String]>([])
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    seen.withValue { $0.append(text(of: issue)) }
    return expected.contains(text(of: issue))
  }
  #expect(seen.value == expected, sourceLocation: sourceLocation)
}
