import CustomDump
import Dependencies
import Foundation
import IssueReporting

/// Records the shared values changed while it tracks, so a test can assert those changes.
///
/// ```swift
/// @_spi(SharedChangeTracking) import Sharing
///
/// let tracker = SharedChangeTracker()
/// tracker.track { $count.withLock { $0 += 1 } }
/// tracker.assert {
///   #expect($count != $count)  // recorded 0, actual 1
///   $count.withLock { $0 = 1 }
///   #expect($count == $count)
/// }
/// ```
///
/// ``track(_:)`` records, for each shared value mutated in its body (and in the tasks it starts),
/// the value it had before. ``assert(_:)`` makes those recorded values the ones its body reads and
/// mutates, and compares a shared value with itself as recorded against actual.
///
/// `TestStore` tracks every action it processes and every effect: the assertion closure of a
/// `send`/`receive` mutates the recorded value (`$0.$count.withLock { $0 = 1 }`), and the step fails
/// when a recorded and the actual value disagree. A change an effect makes is asserted in the
/// `receive` that follows it (or `store.assert`), not blamed on a `send`, and reported when the test
/// store finishes without it asserted.
///
/// This is an SPI: import it with `@_spi(SharedChangeTracking) import Sharing`.
@_spi(SharedChangeTracking)
public final class SharedChangeTracker: Hashable, @unchecked Sendable {
  /// The tracker that records mutations made in this task.
  @TaskLocal static var current: SharedChangeTracker?
  /// The tracker whose snapshots mutations and reads go to, while an assertion runs.
  @TaskLocal static var asserting: SharedChangeTracker?

  private struct Change {
    let reference: AnyObject
    var snapshot: Any
    var isAsserted: Bool
    /// Compared with itself (`$count == $count`) while asserting: settled, whatever the outcome.
    var isChecked = false
    /// Who made the mutations: all of them effects, or actions received from effects, so that a
    /// step that only sent an action did not make it (see ``SharedChangeCause``).
    var isMadeOutsideSentAction: Bool
    /// The effect that made the first mutation, while effects made every one of them.
    var effect: SharedChangeCause.Effect?
    let compare: (Any, Bool, SharedChangeCause.Effect?) -> SharedStateMismatch?

    /// Counts one more mutation, made by `cause`.
    mutating func note(_ cause: SharedChangeCause?) {
      switch cause {
      case .effect?:
        break
      case .receivedAction?:
        effect = nil
      case .sentAction?, nil:
        isMadeOutsideSentAction = false
        effect = nil
      }
    }
  }

  private let changes = LockedValue<(order: [ObjectIdentifier], byID: [ObjectIdentifier: Change])>(([], [:]))
  private let reportUnassertedChanges: Bool

  /// Makes an empty tracker.
  ///
  /// - Parameter reportUnassertedChanges: Whether the tracker, when it goes away, reports each
  ///   recorded change whose recorded value still differs from the actual one and that no `==`
  ///   inside ``assert(_:)`` checked. On by default in tests.
  public init(reportUnassertedChanges: Bool = isTesting) {
    self.reportUnassertedChanges = reportUnassertedChanges
  }

  deinit {
    guard reportUnassertedChanges else { return }
    let recorded = changes.withLock { changes in changes.order.compactMap { changes.byID[$0] } }
    for change in recorded where !change.isChecked {
      if let mismatch = change.compare(change.snapshot, change.isAsserted, nil) {
        reportIssue(
          """
          Tracked unasserted changes to '\(mismatch.description)':

          \(mismatch.difference?.indentedLines ?? "  (no visible difference)")

          (Recorded: −, Actual: +)
          """
        )
      }
    }
  }

  /// Whether a tracked shared value changed since the last ``reset()`` (or check).
  public var hasChanges: Bool { changes.withLock { !$0.order.isEmpty } }

  /// Runs `operation`, recording the shared mutations it makes (and the tasks it starts make).
  @discardableResult
  public func track<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self, operation: operation)
  }

  /// Makes `dependencies` record into this tracker: the shared mutations made by code that runs
  /// with them (a store's reducer and effects, say) are recorded, as in `track { … }`.
  ///
  /// ```swift
  /// withDependencies { tracker.track(&$0) } operation: { model.increment() }
  /// ```
  public func track(_ dependencies: inout DependencyValues) {
    Self.isTrackingThroughDependencies.withLock { $0 = true }
    dependencies[SharedChangeTrackersKey.self].trackers.insert(self)
  }

  /// The trackers that record a mutation made now: the one of `track { … }`, and those the
  /// dependencies in force carry. Read before the shared value's lock is taken, so a shared
  /// value's lock is never held while dependencies are resolved.
  static var recording: [SharedChangeTracker] {
    var trackers = current.map { [$0] } ?? []
    if isTrackingThroughDependencies.withLock({ $0 }) {
      for tracker in DependencyValues._current[SharedChangeTrackersKey.self].trackers
      where !trackers.contains(tracker) {
        trackers.append(tracker)
      }
    }
    return trackers
  }

  /// Whether any tracker ever went into dependencies: until then, a mutation does not look there.
  private static let isTrackingThroughDependencies = LockedValue(false)

  /// Runs `operation` against the recorded values: a shared value changed while tracked reads as
  /// its recorded value, a mutation changes the recorded value only, and `$value == $value`
  /// compares the recorded value with the actual one.
  @discardableResult
  public func assert<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$asserting.withValue(self, operation: operation)
  }

  /// Forgets every recorded change.
  public func reset() {
    changes.withLock { $0 = ([], [:]) }
  }

  /// Two trackers are equal when they are the same tracker.
  public static func == (lhs: SharedChangeTracker, rhs: SharedChangeTracker) -> Bool { lhs === rhs }

  /// Hashes the tracker's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Wraps an assertion closure so the shared values it reads and mutates are the snapshots.
  package func asserting<State>(
    _ modify: ((inout State) throws -> Void)?
  ) -> ((inout State) throws -> Void)? {
    guard let modify else { return nil }
    return { state in try self.assert { try modify(&state) } }
  }

  /// Checks every recorded change against the assertions made, and forgets them.
  ///
  /// - Parameters:
  ///   - exhaustive: Whether a change no assertion touched is a mismatch.
  ///   - keepingChangesMadeOutsideSentAction: Whether a change that no assertion touched, and that
  ///     only effects and received actions made (``SharedChangeCause``), stays recorded, for a later
  ///     check, instead of being a mismatch: what a test store's `send` does, which answers for
  ///     what its action changed.
  /// - Returns: One mismatch per shared value whose asserted and actual values differ.
  package func checkChanges(
    exhaustive: Bool, keepingChangesMadeOutsideSentAction: Bool = false
  ) -> [SharedStateMismatch] {
    let recorded = changes.withLock { changes in
      let recorded = changes.order.compactMap { changes.byID[$0] }
      changes = ([], [:])
      guard exhaustive && keepingChangesMadeOutsideSentAction else { return recorded }
      var checked: [Change] = []
      for change in recorded {
        if !change.isAsserted && !change.isChecked && change.isMadeOutsideSentAction {
          let id = ObjectIdentifier(change.reference)
          changes.order.append(id)
          changes.byID[id] = change
        } else {
          checked.append(change)
        }
      }
      return checked
    }
    return recorded.compactMap { change in
      guard exhaustive || change.isAsserted else { return nil }
      return change.compare(change.snapshot, change.isAsserted, change.effect)
    }
  }

  /// Forgets every recorded change and assertion: the actual values count as asserted.
  package func skipChanges() {
    reset()
  }

  /// Marks the change of the shared value rooted at `root` as checked by a comparison.
  func markChecked(root: ObjectIdentifier) {
    changes.withLock { $0.byID[root]?.isChecked = true }
  }

  /// Records the value `reference` had before its first tracked mutation, and who is making this
  /// one (``SharedChangeCause/current``).
  func record<Value>(_ reference: RootReference<Value>, before value: Value) {
    let cause = SharedChangeCause.current
    changes.withLock { changes in
      let id = ObjectIdentifier(reference)
      if changes.byID[id] != nil {
        changes.byID[id]?.note(cause)
        return
      }
      insert(reference, before: value, cause: cause, into: &changes)
    }
  }

  /// Adds the change of `reference`, not recorded yet.
  private func insert<Value>(
    _ reference: RootReference<Value>, before value: Value, cause: SharedChangeCause?,
    into changes: inout (order: [ObjectIdentifier], byID: [ObjectIdentifier: Change])
  ) {
    let id = ObjectIdentifier(reference)
    changes.order.append(id)
    var change = Change(
      reference: reference, snapshot: value, isAsserted: false, isMadeOutsideSentAction: true,
      effect: cause?.effect,
      compare: { [weak reference] snapshot, isAsserted, effect in
        guard let reference, let expected = snapshot as? Value else { return nil }
        let actual = reference.currentValue
        guard !isEqual(expected, actual) else { return nil }
        return SharedStateMismatch(
          description: reference.description, isAsserted: isAsserted,
          difference: diff(expected, actual, format: .proportional), effect: effect
        )
      }
    )
    change.note(cause)
    changes.byID[id] = change
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
    // An existing entry is kept as it is: an assertion is not a mutation. The value is read before
    // the tracker's lock is taken (a mutation takes the value's lock, then the tracker's).
    let current = reference.currentValue
    changes.withLock { changes in
      guard changes.byID[ObjectIdentifier(reference)] == nil else { return }
      insert(reference, before: current, cause: nil, into: &changes)
    }
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
  /// The effect that changed the value, when effects made all its changes.
  package let effect: SharedChangeCause.Effect?

  /// The failure text a test store reports after a step.
  package var message: String {
    let header =
      isAsserted
      ? "A shared state change does not match expectation:"
      : "Shared state was not expected to change, but a change occurred:"
    return text(header: header)
  }

  /// The failure text a test store reports when it finishes (`finish()`, or when it goes away) with
  /// the change not asserted.
  package var unassertedAtEndMessage: String {
    text(
      header: "Test store finished before asserting against changes to shared state:",
      postscript: """
        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """
    )
  }

  private func text(header: String, postscript: String? = nil) -> String {
    var text = """
      \(header) \(description)

      \(difference?.indentedLines ?? "  (no visible difference)")

      (Expected: −, Actual: +)
      """
    if let effect {
      text += "\n\nChanged by an effect of \(effect.description)."
    }
    if let postscript {
      text += "\n\n" + postscript
    }
    return text
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

/// The trackers that dependencies carry (`SharedChangeTracker.track(&dependencies)`).
private enum SharedChangeTrackersKey: DependencyKey {
  struct Trackers: Sendable {
    var trackers: Set<SharedChangeTracker> = []
  }
  static var liveValue: Trackers { Trackers() }
  static var testValue: Trackers { Trackers() }
}
