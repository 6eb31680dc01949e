import Foundation
import IssueReporting

/// The one-shot state behind a ``LoadContinuation`` or a ``SaveContinuation``.
///
/// A key may resume its continuation on any thread, later, or (by mistake) twice or never. The box
/// hands the first outcome to `callback` and ignores (and reports) any later one; when the last copy
/// of the continuation goes away unresumed, it reports the leak and runs `onLeak`, so that whoever
/// waits on the continuation goes on instead of hanging forever.
final class ContinuationBox<Outcome>: @unchecked Sendable {
  private let lock = NSLock()
  private var isResumed = false
  private let kind: String
  private let keyDescription: String?
  private let leakConsequence: String
  private let callback: @Sendable (Outcome) -> Void
  private let onLeak: @Sendable () -> Void

  init(
    kind: String, keyDescription: String?, leakConsequence: String,
    callback: @escaping @Sendable (Outcome) -> Void, onLeak: @escaping @Sendable () -> Void
  ) {
    self.kind = kind
    self.keyDescription = keyDescription
    self.leakConsequence = leakConsequence
    self.callback = callback
    self.onLeak = onLeak
  }

  /// Hands `outcome` on, the first time only.
  func resume(_ outcome: Outcome) {
    let isFirst = lock.withLock { () -> Bool in
      defer { isResumed = true }
      return !isResumed
    }
    guard isFirst else {
      reportIssue(
        """
        A '\(kind)'\(keyPhrase) was resumed more than once. Only its first resumption counts; \
        this one is ignored.
        """
      )
      return
    }
    callback(outcome)
  }

  deinit {
    guard !lock.withLock({ isResumed }) else { return }
    if let keyDescription {
      // Ends as Point-Free's message does, so that tests matching its suffix match ours.
      reportIssue(
        """
        A key must resume its '\(kind)' exactly once. \(leakConsequence) '\(keyDescription)' \
        leaked its continuation without one of its resume methods being invoked. This will cause \
        tasks waiting on it to resume immediately.
        """
      )
    } else {
      reportIssue(
        """
        A '\(kind)' leaked without being resumed. A key must call one of its resume methods \
        exactly once, or whatever waits on it never goes on. \(leakConsequence)
        """
      )
    }
    onLeak()
  }

  private var keyPhrase: String { keyDescription.map { " of \($0)" } ?? "" }
}
