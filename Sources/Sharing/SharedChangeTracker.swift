import CustomDump
import Foundation

/// Records the shared values changed while it tracks, so a test can assert those changes.
///
/// `TestStore` tracks every action it processes; a shared value mutated by a reducer or an effect is
/// recorded with the value it had before. The assertion closure of the next `send`/`receive` then
/// mutates a *snapshot* of it (`$0.$count.withLock { $0 = 1 }`), and the step fails when a snapshot
/// and the actual value disagree.
package final class SharedChangeTracker: @unchecked Sendable {
  /// The tracker that records mutations made in this task.
  @TaskLocal package static var current: SharedChangeTracker?
  /// The tracker whose snapshots mutations and reads go to, while an assertion runs.
  @TaskLocal static var asserting: SharedChangeTracker?

  private struct Change {
    let reference: AnyObject
    var snapshot: Any
    var isAsserted: Bool
    let compare: (Any, Bool) -> SharedStateMismatch?
  }

  private let changes = LockedValue<(order: [ObjectIdentifier], byID: [ObjectIdentifier: Change])>(([], [:]))

  /// Makes an empty tracker.
  package init() {}

  /// Whether a tracked shared value changed since the last ``checkChanges(exhaustive:)``.
  package var hasChanges: Bool { changes.withLock { !$0.order.isEmpty } }

  /// Runs `operation`, recording the shared mutations it makes (and the effects it starts make).
  @discardableResult
  package func track<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self, operation: operation)
  }

  /// Wraps an assertion closure so the shared values it reads and mutates are the snapshots.
  package func asserting<State>(
    _ modify: ((inout State) throws -> Void)?
  ) -> ((inout State) throws -> Void)? {
    guard let modify else { return nil }
    return { state in try Self.$asserting.withValue(self) { try modify(&state) } }
  }

  /// Checks every recorded change against the assertions made, and forgets them.
  ///
  /// - Parameter exhaustive: Whether a change no assertion touched is a mismatch.
  /// - Returns: One mismatch per shared value whose asserted and actual values differ.
  package func checkChanges(exhaustive: Bool) -> [SharedStateMismatch] {
    let recorded = changes.withLock { changes in
      defer { changes = ([], [:]) }
      return changes.order.compactMap { changes.byID[$0] }
    }
    return recorded.compactMap { change in
      guard exhaustive || change.isAsserted else { return nil }
      return change.compare(change.snapshot, change.isAsserted)
    }
  }

  /// Forgets every recorded change and assertion: the actual values count as asserted.
  package func skipChanges() {
    changes.withLock { $0 = ([], [:]) }
  }

  /// Records the value `reference` had before its first tracked mutation.
  func record<Value>(_ reference: RootReference<Value>, before value: Value) {
    changes.withLock { changes in
      let id = ObjectIdentifier(reference)
      guard changes.byID[id] == nil else { return }
      changes.order.append(id)
      changes.byID[id] = Change(
        reference: reference, snapshot: value, isAsserted: false,
        compare: { [weak reference] snapshot, isAsserted in
          guard let reference, let expected = snapshot as? Value else { return nil }
          let actual = reference.currentValue
          guard !isEqual(expected, actual) else { return nil }
          return SharedStateMismatch(
            description: reference.description, isAsserted: isAsserted,
            difference: diff(expected, actual, format: .proportional)
          )
        }
      )
    }
  }

  /// The asserted value of `reference`, if it changed while tracked or was asserted.
  func snapshot<Value>(of reference: RootReference<Value>) -> Value? {
    // A missing entry must not reach the cast: for an optional `Value`, `nil as? Value` is
    // `.some(nil)`, a snapshot of `nil` where there is none.
    changes.withLock { changes in
      guard let change = changes.byID[ObjectIdentifier(reference)] else { return nil }
      return change.snapshot as? Value
    }
  }

  /// Mutates the asserted value of `reference` (starting from its actual value when untracked).
  func mutateSnapshot<Value, R>(of reference: RootReference<Value>, _ body: (inout Value) throws -> R) rethrows -> R {
    // `record` keeps an existing entry: it only adds one for a value not changed yet.
    record(reference, before: reference.currentValue)
    var snapshot = self.snapshot(of: reference) ?? reference.currentValue
    let result = try body(&snapshot)
    let id = ObjectIdentifier(reference)
    changes.withLock {
      $0.byID[id]?.snapshot = snapshot
      $0.byID[id]?.isAsserted = true
    }
    return result
  }
}

/// A shared value whose asserted and actual values differ after a test step.
package struct SharedStateMismatch: Sendable {
  /// The shared value, e.g. `Shared<Int>(.inMemory("count"))`.
  package let description: String
  /// Whether the test asserted the value (wrongly) or did not assert it at all.
  package let isAsserted: Bool
  /// The difference, expected (−) against actual (+).
  package let difference: String?

  /// The failure text a test store reports.
  package var message: String {
    let header =
      isAsserted
      ? "A shared state change does not match expectation:"
      : "Shared state was not expected to change, but a change occurred:"
    return """
      \(header) \(description)

      \(difference?.indentedLines ?? "  (no visible difference)")

      (Expected: −, Actual: +)
      """
  }
}

extension String {
  fileprivate var indentedLines: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}

/// Whether two values are equal: by `==` when they are `Equatable`, else by their dumps.
func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  func open<E: Equatable>(_ lhs: E) -> Bool { lhs == (rhs as? E) }
  if let lhs = lhs as? any Equatable {
    return open(lhs)
  }
  return String(customDumping: lhs) == String(customDumping: rhs)
}
