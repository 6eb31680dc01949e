import Foundation
import IssueReporting

/// Debug-build checks of the order of a body's reducers (lessons 002 and 004): a reducer that read a
/// field before the reducer that changes it ran saw a stale value. Each problem is reported once per
/// place in source. In release builds every check compiles to nothing.
@usableFromInline
enum OrderDiagnostics {
  /// Runs `body` without recording its reads: what the library itself reads (an `onChange` value)
  /// is not a reducer reading a field.
  static func muted<R>(_ body: () throws -> R) rethrows -> R {
    #if DEBUG
      guard let log = LiveMutation.context else { return try body() }
      log.muted += 1
      defer { log.muted -= 1 }
    #endif
    return try body()
  }

  /// Reports a `BindingReducer` that applies a write to a field some reducer already read in this
  /// pass: that reducer saw the old value.
  @usableFromInline
  static func checkBinding<Root>(
    _ keyPath: PartialKeyPath<Root>, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    #if DEBUG
      guard let log = LiveMutation.context, log.reads.contains(keyPath) else { return }
      reportOnce(
        """
        A "BindingReducer" at "\(fileID):\(line)" ran after a reducer that read \
        "\(keyPathName(keyPath))" in the same pass: that reducer saw the field's old value. \
        Place "BindingReducer()" first in the body, before the reducers that read bound fields.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    #endif
  }

  /// Reports a `Scope` that runs a child action after some reducer read the child's state in this
  /// pass: that reducer saw the child's state before the child changed it.
  @usableFromInline
  static func checkScope<Root>(
    _ keyPath: PartialKeyPath<Root>, action: Any, fileID: StaticString, line: UInt
  ) {
    #if DEBUG
      guard let log = LiveMutation.context, log.reads.contains(keyPath) else { return }
      reportOnce(
        """
        A "Scope" at "\(fileID):\(line)" ran the child action \(debugCaseOutput(action)) after a \
        reducer that read "\(keyPathName(keyPath))" in the same pass: that reducer saw the child's \
        state before the child changed it. Place the Scope above the reducers that read the \
        child's state: the children first, the parent's own logic after.
        """,
        fileID: fileID, filePath: #filePath, line: line, column: 1
      )
    #endif
  }

  #if DEBUG
    private static let reported = LockIsolated<Set<String>>([])

    /// Reports `message` unless a problem was already reported at this place in source; a test
    /// reports each time, so that every test that exhibits it sees it.
    private static func reportOnce(
      _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      if !isTesting {
        let place = "\(fileID):\(line):\(column)"
        let isNew = reported.withValue { $0.insert(place).inserted }
        guard isNew else { return }
      }
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  #endif
}
