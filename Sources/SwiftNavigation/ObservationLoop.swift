import ConcurrencyExtras
import Perception

/// The engine behind every `observe` overload: runs the tracked closure, and each time something it
/// read changes, runs it again on its actor, tracking anew.
///
/// Observation's tracking is one-shot: `withPerceptionTracking` calls its `onChange` once, in the
/// `willSet` of the first change, on the thread that makes the change. The loop answers that call by
/// scheduling one re-run (so several changes in a row coalesce into one re-run that reads the latest
/// values), and the re-run installs the next tracking.
///
/// `track` is what is tracked; `react`, if any, runs after it, untracked, with what `track` returned
/// (the `observe(_:onChange:)` overloads). Cancelling drops both closures at once, so what they
/// captured is released even though the registrar keeps the loop until the next change.
final class ObservationLoop<Tracked>: Sendable {
  private struct Closures: Sendable {
    let track: @Sendable (UITransaction) -> Tracked
    let react: (@Sendable (UITransaction, Tracked) -> Void)?
  }

  private let closures: LockIsolated<Closures?>

  /// The actor the closures belong to; `nil` for nonisolated closures.
  let isolation: (any Actor)?

  init(
    isolation: (any Actor)?,
    track: @escaping @Sendable (UITransaction) -> Tracked,
    react: (@Sendable (UITransaction, Tracked) -> Void)?
  ) {
    self.isolation = isolation
    self.closures = LockIsolated(Closures(track: track, react: react))
  }

  /// Starts the loop and returns its token. The first run happens now, synchronously, when the
  /// caller is already on the closures' actor (or they are nonisolated); otherwise it is scheduled
  /// on that actor.
  func start(callerIsolation: (any Actor)?) -> ObserveToken {
    let token = ObserveToken { [self] in cancel() }
    let transaction = UITransaction.current
    if isolation == nil || isolation === callerIsolation {
      run(transaction)
    } else {
      schedule(transaction)
    }
    return token
  }

  private func cancel() {
    closures.setValue(nil)
  }

  /// One pass: the tracked closure inside a new tracking scope, then the reaction, untracked. Keys
  /// of the transaction that wrap updates (`_UICustomTransactionKey`) wrap the reaction, or the
  /// tracked closure when there is no reaction. Must run on ``isolation``.
  private func run(_ transaction: UITransaction) {
    guard let closures = closures.value else { return }
    UITransaction.$current.withValue(transaction) {
      if let react = closures.react {
        let value = UncheckedSendable(track(closures.track, transaction))
        transaction.perform { react(transaction, value.value) }
      } else {
        track({ transaction in transaction.perform { _ = closures.track(transaction) } }, transaction)
      }
    }
  }

  private func track<Value>(
    _ body: (UITransaction) -> Value,
    _ transaction: UITransaction
  ) -> Value {
    // Observation's own tracking: Perception's name for it is deprecated on Apple platforms.
    withObservationTracking {
      body(transaction)
    } onChange: { [self] in
      changed()
    }
  }

  /// Called by the tracking, on the thread making the first change to what the last pass read.
  private func changed() {
    guard closures.value != nil else { return }
    schedule(UITransaction.current)
  }

  /// Schedules a pass on ``isolation``. Passes for the main actor are enqueued on it directly, so
  /// the re-runs one change causes there run in the order the observations were told, before any
  /// main-actor work enqueued after the change.
  private func schedule(_ transaction: UITransaction) {
    guard let isolation else {
      // On the main actor, as Point-Free's: a change made there (the usual case) cannot race the
      // re-run. On another executor the re-run could read the old value, because the change
      // notifies before it stores: it would track anew and miss the change for good.
      Task { @MainActor in self.run(transaction) }
      return
    }
    if isolation === MainActor.shared {
      Task { @MainActor in self.run(transaction) }
    } else {
      Task { await Self.perform(on: isolation) { self.run(transaction) } }
    }
  }

  private static func perform(on actor: isolated any Actor, _ operation: @Sendable () -> Void) {
    operation()
  }
}
