import ConcurrencyExtras

/// A count of events (observation runs) that a test can wait on: ``wait(for:)`` returns once the
/// count has reached a number. No sleeping: the waiting test is resumed by the event itself.
final class EventCount: Sendable {
  private struct State: Sendable {
    var count = 0
    var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = LockIsolated(State())

  /// How many events were recorded.
  var count: Int {
    state.value.count
  }

  /// Records one event, resuming the waiters it satisfies.
  func record() {
    let ready = state.withValue { state in
      state.count += 1
      let count = state.count
      let ready = state.waiters.filter { $0.target <= count }.map(\.continuation)
      state.waiters.removeAll { $0.target <= count }
      return ready
    }
    for continuation in ready {
      continuation.resume()
    }
  }

  /// Returns once `target` events have been recorded.
  func wait(for target: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isReady = state.withValue { state in
        guard state.count < target else { return true }
        state.waiters.append((target, continuation))
        return false
      }
      if isReady {
        continuation.resume()
      }
    }
  }
}

/// A log of entries a test can wait on: ``wait(until:)`` returns once the entries satisfy a
/// condition.
final class EntryLog: Sendable {
  private struct State: Sendable {
    var entries: [String] = []
    var waiters: [(condition: @Sendable ([String]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = LockIsolated(State())

  /// The entries, oldest first.
  var entries: [String] {
    state.value.entries
  }

  /// Appends an entry.
  func track(_ entry: String) {
    let ready = state.withValue { state in
      state.entries.append(entry)
      let entries = state.entries
      let ready = state.waiters.filter { $0.condition(entries) }.map(\.continuation)
      state.waiters.removeAll { $0.condition(entries) }
      return ready
    }
    for continuation in ready {
      continuation.resume()
    }
  }

  /// Forgets every entry.
  func removeAll() {
    state.withValue { $0.entries.removeAll() }
  }

  /// Returns once the entries satisfy `condition`.
  func wait(until condition: @escaping @Sendable ([String]) -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isReady = state.withValue { state in
        guard !condition(state.entries) else { return true }
        state.waiters.append((condition, continuation))
        return false
      }
      if isReady {
        continuation.resume()
      }
    }
  }
}
