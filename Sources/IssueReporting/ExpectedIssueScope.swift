import Foundation

/// Collects the issues reported inside one `withExpectedIssue` call, instead of failing the test.
package final class ExpectedIssueScope: @unchecked Sendable {
  /// The innermost scope of the current task, if any.
  @TaskLocal package static var current: ExpectedIssueScope?

  private let lock = NSLock()
  private var messages: [String] = []

  package init() {}

  /// Records an issue as expected.
  package func absorb(message: String, location: IssueLocation) {
    lock.lock()
    defer { lock.unlock() }
    messages.append(message)
  }

  /// The messages of the issues absorbed so far, in order.
  package var absorbedMessages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages
  }
}
