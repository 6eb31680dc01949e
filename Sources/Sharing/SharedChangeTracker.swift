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
/// `TestStore` tracks every action it processes and every effect, and compares its state, as TCA
/// does, with the tracker asserting: a shared value the state holds compares its recorded value (as
/// the step's assertion closure mutated it: `$0.$count.withLock { $0 = 1 }`) with its actual one,
/// through its own projection (`$syncUps[id: id]` compares that element). A change the state cannot
/// see (a value only the reducer or an effect holds, a part of a root the state does not project)
/// fails nothing, and is forgotten after the step.
///
/// This is an SPI: import it with `@_spi(SharedChangeTracking) import Sharing`.
@_spi(SharedChangeTracking)
public final class SharedChangeTracker: Hashable, @unchecked Sendable {
  /// The tracker that records mutations made in this task.
  @TaskLocal static var current: SharedChangeTracker?
  /// The tracker whose snapshots mutations and reads go to, while an assertion runs.
  @TaskLocal static var asserting: SharedChangeTracker?
  /// Whether, in the comparison running, a change that only effects (and the actions they sent
  /// back) made, and that no assertion touched, reads as its actual value: it belongs to a later
  /// step than a test store's `send` (see ``compare(hidingChangesMadeOutsideSentAction:_:)``).
  @TaskLocal private static var hidesChangesMadeOutsideSentAction = false

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
    /// The difference between a recorded value and the actual one (`nil` when they are equal).
    let difference: (Any) -> UnassertedChange?
    /// The shared value, as a report names it: `Shared<Int>(.inMemory("count"))`.
    let describe: () -> String

    /// Whether the comparison running reads the actual value instead of the recorded one.
    var isHidden: Bool {
      SharedChangeTracker.hidesChangesMadeOutsideSentAction && !isAsserted && isMadeOutsideSentAction
    }

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

  private struct Changes {
    var order: [ObjectIdentifier] = []
    var byID: [ObjectIdentifier: Change] = [:]
    /// The roots a comparison found to differ (recorded against actual), in the order found.
    var mismatched: [ObjectIdentifier] = []
    /// The effects behind changes forgotten by ``forgetRecordedValues()``, still named in reports.
    var formerEffects: [ObjectIdentifier: (describe: () -> String, effect: SharedChangeCause.Effect)] =
      [:]

    var recorded: [Change] { order.compactMap { byID[$0] } }
  }

  private let changes = LockedValue(Changes())
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
    let recorded = changes.withLock { $0.recorded }
    for change in recorded where !change.isChecked {
      if let difference = change.difference(change.snapshot) {
        reportIssue(difference.report(describing: change.describe()))
      }
    }
  }

  /// Whether a tracked shared value changed since the last ``reset()``.
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
    changes.withLock { $0 = Changes() }
  }

  /// Two trackers are equal when they are the same tracker.
  public static func == (lhs: SharedChangeTracker, rhs: SharedChangeTracker) -> Bool { lhs === rhs }

  /// Hashes the tracker's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// Runs `compare`, a test store's comparison of the state it expects with the actual one, under
  /// ``assert(_:)``, and names the effects behind the shared values it found to differ.
  ///
  /// - Parameters:
  ///   - hidingChangesMadeOutsideSentAction: Whether a change that only effects and received
  ///     actions made (``SharedChangeCause``), and that no assertion touched, reads as its actual
  ///     value: what a test store's `send` does, which answers for what its action changed.
  ///   - compare: The comparison (`expected != actual`, and the difference it reports).
  /// - Returns: What `compare` returned, and one attribution per shared value found to differ
  ///   whose change effects alone made.
  package func compare<R>(
    hidingChangesMadeOutsideSentAction: Bool, _ compare: () throws -> R
  ) rethrows -> (result: R, effects: [SharedChangeAttribution]) {
    changes.withLock { $0.mismatched = [] }
    let result = try Self.$hidesChangesMadeOutsideSentAction.withValue(
      hidingChangesMadeOutsideSentAction
    ) {
      try assert(compare)
    }
    // Described outside the tracker's lock: a description may read the value, under its own lock
    // (which a mutation takes before the tracker's).
    let effects = changes.withLock { changes in
      changes.mismatched.compactMap {
        root -> (describe: () -> String, effect: SharedChangeCause.Effect)? in
        guard let change = changes.byID[root] else { return nil }
        guard let effect = change.effect else { return changes.formerEffects[root] }
        return (change.describe, effect)
      }
    }
    .map { SharedChangeAttribution(sharedDescription: $0.describe(), effect: $0.effect) }
    return (result, effects)
  }

  /// Forgets the recorded changes after a test store's step checked its state.
  ///
  /// - Parameter keepingChangesMadeOutsideSentAction: Whether a change that only effects and
  ///   received actions made, and that no assertion touched, stays recorded for a later step:
  ///   what a test store's `send` does (see ``compare(hidingChangesMadeOutsideSentAction:_:)``).
  package func forgetChanges(keepingChangesMadeOutsideSentAction: Bool) {
    changes.withLock { changes in
      guard keepingChangesMadeOutsideSentAction else {
        changes = Changes()
        return
      }
      var kept = Changes()
      for id in changes.order {
        guard let change = changes.byID[id], !change.isAsserted, change.isMadeOutsideSentAction
        else { continue }
        kept.order.append(id)
        kept.byID[id] = change
      }
      changes = kept
    }
  }

  /// Forgets every recorded value, so that reads and assertions start from the actual values (a
  /// non-exhaustive test store's step, as in TCA), and remembers only which effects made the changes,
  /// for a report of this step to name them.
  package func forgetRecordedValues() {
    changes.withLock { changes in
      var formerEffects: [ObjectIdentifier: (describe: () -> String, effect: SharedChangeCause.Effect)] =
        [:]
      for (id, change) in changes.byID {
        guard let effect = change.effect else { continue }
        formerEffects[id] = (change.describe, effect)
      }
      changes = Changes()
      changes.formerEffects = formerEffects
    }
  }

  /// Forgets every recorded change and assertion: the actual values count as asserted.
  package func skipChanges() {
    reset()
  }

  /// Marks the change of the shared value rooted at `root` as checked by a comparison.
  func markChecked(root: ObjectIdentifier) {
    changes.withLock { changes in
      guard let change = changes.byID[root], !change.isHidden else { return }
      changes.byID[root]?.isChecked = true
    }
  }

  /// Notes that a comparison found the recorded and the actual value rooted at `root` to differ.
  func noteMismatch(root: ObjectIdentifier) {
    changes.withLock { changes in
      guard changes.byID[root] != nil, !changes.mismatched.contains(root) else { return }
      changes.mismatched.append(root)
    }
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
    into changes: inout Changes
  ) {
    let id = ObjectIdentifier(reference)
    changes.order.append(id)
    var change = Change(
      reference: reference, snapshot: value, isAsserted: false, isMadeOutsideSentAction: true,
      effect: cause?.effect,
      difference: { [weak reference] snapshot in
        guard let reference, let recorded = snapshot as? Value else { return nil }
        let actual = reference.currentValue
        guard !isEqual(recorded, actual) else { return nil }
        return UnassertedChange(recorded: recorded, actual: actual)
      },
      describe: { [weak reference] in reference?.reportDescription ?? "Shared<\(Value.self)>" }
    )
    change.note(cause)
    changes.byID[id] = change
  }

  /// The asserted value of `reference`, if it changed while tracked or was asserted (and the
  /// comparison running does not hide it).
  func snapshot<Value>(of reference: RootReference<Value>) -> Value? {
    // A missing entry must not reach the cast: for an optional `Value`, `nil as? Value` is
    // `.some(nil)`, a snapshot of `nil` where there is none.
    changes.withLock { changes in
      guard let change = changes.byID[ObjectIdentifier(reference)], !change.isHidden else {
        return nil
      }
      return change.snapshot as? Value
    }
  }

  /// Mutates the asserted value of `reference` (starting from its actual value when untracked).
  func mutateSnapshot<Value, R>(
    of reference: RootReference<Value>, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    // An existing entry is kept as it is: an assertion is not a mutation. The value is read before
    // the tracker's lock is taken (a mutation takes the value's lock, then the tracker's).
    let current = reference.currentValue
    let id = ObjectIdentifier(reference)
    let recorded = changes.withLock { changes -> Value? in
      guard let change = changes.byID[id] else {
        insert(reference, before: current, cause: nil, into: &changes)
        return nil
      }
      return change.snapshot as? Value
    }
    var snapshot = recorded ?? current
    let result = try body(&snapshot)
    changes.withLock {
      $0.byID[id]?.snapshot = snapshot
      $0.byID[id]?.isAsserted = true
    }
    return result
  }
}

/// A shared value a comparison found to differ, changed by an effect alone: a test store's report
/// names the step whose effect it was.
package struct SharedChangeAttribution: Sendable {
  /// The shared value, e.g. `Shared<Int>(.inMemory("count"))`.
  package let sharedDescription: String
  /// The effect that changed it.
  package let effect: SharedChangeCause.Effect
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

/// A change no assertion checked: the recorded and the actual value, as a report shows them.
struct UnassertedChange {
  /// `String(reflecting:)` of the recorded value.
  let recorded: String
  /// `String(reflecting:)` of the actual value.
  let actual: String
  /// Their difference, line by line, for values too long for one line.
  let difference: () -> String

  /// The longest value a report writes whole on its one line.
  static let oneLineLimit = 80

  init<Value>(recorded: Value, actual: Value) {
    self.recorded = String(reflecting: recorded)
    self.actual = String(reflecting: actual)
    self.difference = {
      diff(recorded, actual, format: .proportional)?.indentedLines ?? "  (no visible difference)"
    }
  }

  /// The report, in Point-Free's one-line form, `Tracked unasserted changes to 'Shared<Int>(value:
  /// 1)': 0 → 1`; values longer than ``oneLineLimit`` (or of several lines) are abbreviated on that
  /// line (`Settings(…)`) and their difference follows it.
  func report(describing shared: String) -> String {
    let fits = [recorded, actual].allSatisfy { $0.count <= Self.oneLineLimit && !$0.contains("\n") }
    if fits {
      return "Tracked unasserted changes to '\(shared)': \(recorded) → \(actual)"
    }
    return """
      Tracked unasserted changes to '\(shared)': \(Self.abbreviated(recorded)) → \(Self.abbreviated(actual))

      \(difference())

      (Recorded: −, Actual: +)
      """
  }

  /// A long value's description cut to its type and an ellipsis: `Settings(…)`.
  static func abbreviated(_ description: String) -> String {
    guard let open = description.firstIndex(where: { "([{".contains($0) }) else {
      return String(description.prefix(oneLineLimit)) + "…"
    }
    let close: Character = description[open] == "(" ? ")" : description[open] == "[" ? "]" : "}"
    return "\(description[...open])…\(close)"
  }
}
