import ConcurrencyExtras
import SwiftNavigation
import Testing

@Perceptible
private final class SharedCounter: @unchecked Sendable {
  private let lock = LockIsolated(())
  var value = 0

  /// Adds one, under a lock: the test's writers run concurrently.
  func increment() {
    lock.withValue { _ in value += 1 }
  }

  /// The value, read under the lock (and tracked like `value`).
  var current: Int {
    lock.withValue { _ in value }
  }
}

/// The latest value each observer saw; ``wait(untilAllSee:)`` returns once every observer has seen a
/// value.
private final class LatestValues: Sendable {
  private struct State: Sendable {
    var latest: [Int]
    var waiter: (target: Int, continuation: CheckedContinuation<Void, Never>)?
  }

  private let state: LockIsolated<State>

  init(observers: Int) {
    state = LockIsolated(State(latest: Array(repeating: -1, count: observers)))
  }

  var latest: [Int] { state.value.latest }

  func record(_ value: Int, observer: Int) {
    let ready = state.withValue { state -> CheckedContinuation<Void, Never>? in
      state.latest[observer] = value
      guard let waiter = state.waiter, state.latest.allSatisfy({ $0 == waiter.target }) else { return nil }
      state.waiter = nil
      return waiter.continuation
    }
    ready?.resume()
  }

  func wait(untilAllSee target: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isReady = state.withValue { state in
        guard !state.latest.allSatisfy({ $0 == target }) else { return true }
        state.waiter = (target, continuation)
        return false
      }
      if isReady { continuation.resume() }
    }
  }
}

@Suite("observe: stress", .timeLimit(.minutes(10)))
struct ObserveStressTests {
  /// 20 nonisolated observations of one counter that 4 concurrent writers increment 100 times each,
  /// then one last increment on the main actor, where the observations re-run: every observation
  /// ends having seen the final value, and none re-ran more often than there were changes (re-runs
  /// coalesce, they are never duplicated). (A change made on another thread at the moment a re-run
  /// starts can be missed: Observation reports a change before it is stored. The last change, on
  /// the re-runs' actor, cannot.)
  @Test func concurrentWritersEveryObservationSeesTheFinalValue() async {
    let observers = 20
    let writers = 4
    let increments = 100
    let counter = SharedCounter()
    let latest = LatestValues(observers: observers)
    let runs = LockIsolated(Array(repeating: 0, count: observers))
    var tokens: [ObserveToken] = []
    for observer in 0..<observers {
      observe {
        let value = counter.current
        runs.withValue { $0[observer] += 1 }
        latest.record(value, observer: observer)
      }
      .store(in: &tokens)
    }
    #expect(latest.latest == Array(repeating: 0, count: observers))

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<writers {
        group.addTask {
          for _ in 0..<increments { counter.increment() }
        }
      }
    }
    await MainActor.run { counter.increment() }
    let total = writers * increments + 1
    await latest.wait(untilAllSee: total)

    #expect(latest.latest == Array(repeating: total, count: observers))
    for count in runs.value {
      #expect(count >= 2)
      #expect(count <= total + 1)
    }
    _ = tokens
  }

  /// Observations started and released while the model changes: none runs after its release, and
  /// none of them is kept alive by the model's registrar.
  @MainActor
  @Test func observationsReleasedWhileTheModelChangesStopAndAreFreed() async {
    final class Captured: Sendable {}
    final class WeakReference: Sendable {
      weak let object: Captured?
      init(_ object: Captured) { self.object = object }
    }
    let counter = SharedCounter()
    var weakCaptures: [WeakReference] = []
    for _ in 0..<50 {
      let captured = Captured()
      weakCaptures.append(WeakReference(captured))
      let ranAfterRelease = LockIsolated(false)
      let released = LockIsolated(false)
      var token: ObserveToken? = observe {
        _ = counter.current
        _ = captured
        if released.value { ranAfterRelease.setValue(true) }
      }
      counter.increment()
      token?.cancel()
      released.setValue(true)
      token = nil
      counter.increment()
      await Task.yield()
      #expect(!ranAfterRelease.value)
      _ = token
    }
    #expect(weakCaptures.allSatisfy { $0.object == nil })
  }
}
