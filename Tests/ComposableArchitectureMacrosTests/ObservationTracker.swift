import ConcurrencyExtras
import Observation

/// Whether a change was reported for what `read` read: `withObservationTracking`, one shot.
///
/// ```swift
/// let changed = observe { _ = store.count }
/// store.send(.increment)
/// #expect(changed.value)
/// ```
@MainActor
func observe(_ read: () -> Void) -> LockIsolated<Bool> {
  let changed = LockIsolated(false)
  withObservationTracking {
    read()
  } onChange: {
    changed.setValue(true)
  }
  return changed
}
