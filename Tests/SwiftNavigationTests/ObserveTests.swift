import ConcurrencyExtras
import SwiftNavigation
import Testing

// Behaviours of Point-Free's ObserveTests, LifetimeTests and IsolationTests (expected values as
// theirs), then our own. Re-runs are awaited with `EventCount`/`EntryLog`, never with sleeps.

@Perceptible
private final class Parent: @unchecked Sendable {
  var child = Child()
}

@Perceptible
private final class Child: @unchecked Sendable {
  var value = 0
}

@Perceptible
@MainActor
private final class MainActorCounter {
  var count = 0
}

@globalActor private actor CounterActor {
  static let shared = CounterActor()
}

@Perceptible
@CounterActor
private final class CounterActorModel {
  var count = 0
}

@Perceptible
private final class Pair: @unchecked Sendable {
  var first = 0
  var second = 0
}

@Suite("observe", .timeLimit(.minutes(10)))
struct ObserveTests {
  // MARK: - Point-Free's ObserveTests

  @MainActor
  @Test func theFirstRunHappensBeforeObserveReturns() {
    var count = 0
    let token = observe {
      count = 1
    }
    #expect(count == 1)
    _ = token
  }

  @MainActor
  @Test func aScopedObservationReactsOnceAtTheStart() {
    var count = 0
    let token = observe {
      count = 1
    } onChange: {
      count = 2
    }
    // The reaction runs after the tracked closure.
    #expect(count == 2)
    _ = token
  }

  @MainActor
  @Test func nestedUnscopedObservationsBothRerunForAChangeTheInnerOneRead() async {
    let parent = Parent()
    let outerRuns = EventCount()
    let innerRuns = EventCount()
    nonisolated(unsafe) var value = 0
    nonisolated(unsafe) var innerToken: ObserveToken?

    let outerToken = observe {
      outerRuns.record()
      let child = parent.child
      if innerToken == nil {
        innerToken = observe {
          value = child.value
          innerRuns.record()
        }
      }
    }

    parent.child.value += 1
    await outerRuns.wait(for: 2)
    await innerRuns.wait(for: 2)

    #expect(value == 1)
    // Point-Free expects 3 and 3 here ("2 redundant updates", "1 redundant update"). The inner
    // observation starts inside the outer one's tracking, so the outer one also tracks
    // `child.value`: one change re-runs both, once each.
    #expect(outerRuns.count == 2)
    #expect(innerRuns.count == 2)
    _ = outerToken
    _ = innerToken
  }

  @MainActor
  @Test func nestedScopedObservationsRerunOnlyTheInnerOne() async {
    let parent = Parent()
    let outerRuns = EventCount()
    let innerRuns = EventCount()
    nonisolated(unsafe) var value = 0
    nonisolated(unsafe) var innerToken: ObserveToken?

    let outerToken = observe { _ = parent.child } onChange: {
      outerRuns.record()
      let child = parent.child
      if innerToken == nil {
        innerToken = observe { _ = child.value } onChange: {
          value = child.value
          innerRuns.record()
        }
      }
    }

    parent.child.value += 1
    await innerRuns.wait(for: 2)

    #expect(value == 1)
    #expect(outerRuns.count == 1)
    #expect(innerRuns.count == 2)  // initial value + updated value
    _ = outerToken
    _ = innerToken
  }

  @MainActor
  @Test func tokensCanBeStoredInASet() {
    var count = 0
    var tokens: Set<ObserveToken> = []

    observe {
      count += 1
    }
    .store(in: &tokens)

    observe {
      count += 1
    }
    .store(in: &tokens)

    #expect(count == 2)
    #expect(tokens.count == 2)
  }

  // MARK: - Point-Free's LifetimeTests

  @MainActor
  @Test func releasingTheTokenStopsTheObservation() async {
    let model = MainActorCounter()
    let runs = EventCount()
    var counts: [Int] = []
    var token: ObserveToken?
    do {
      token = observe {
        counts.append(model.count)
        runs.record()
      }
    }
    #expect(counts == [0])
    model.count += 1
    await runs.wait(for: 2)
    #expect(counts == [0, 1])

    _ = token
    token = nil

    // A second observation of the same change: by the time it has re-run, every re-run that change
    // scheduled on the main actor has run.
    let witnessRuns = EventCount()
    let witness = observe {
      _ = model.count
      witnessRuns.record()
    }
    model.count += 1
    await witnessRuns.wait(for: 2)
    #expect(counts == [0, 1])
    _ = witness
  }

  // MARK: - Point-Free's IsolationTests

  @MainActor
  @Test func aMainActorObservationRunsOnTheMainActor() async {
    let model = MainActorCounter()
    let runs = EventCount()
    let token = observe {
      _ = model.count
      MainActor.assertIsolated()
      runs.record()
    }
    model.count += 1
    await runs.wait(for: 2)
    #expect(runs.count == 2)
    _ = token
  }

  @CounterActor
  @Test func aGlobalActorObservationRunsOnItsActor() async {
    let model = CounterActorModel()
    let runs = EventCount()
    let token = observe {
      _ = model.count
      CounterActor.assertIsolated()
      runs.record()
    }
    #expect(runs.count == 1)
    model.count += 1
    await runs.wait(for: 2)
    #expect(runs.count == 2)
    _ = token
  }

  // MARK: - Ours

  @MainActor
  @Test func theTransactionFormRunsAtOnceAndOnChanges() async {
    let model = MainActorCounter()
    let runs = EventCount()
    var seen: [Int] = []
    let token = observe { _ in
      seen.append(model.count)
      runs.record()
    }
    #expect(seen == [0])
    model.count = 5
    await runs.wait(for: 2)
    #expect(seen == [0, 5])
    _ = token
  }

  @MainActor
  @Test func theValueFormHandsTheTrackedValueToTheReaction() async {
    let pair = Pair()
    let runs = EventCount()
    let seen = LockIsolated<[Int]>([])
    let token = observe(pair.first) { first in
      seen.withValue { $0.append(first) }
      runs.record()
    }
    #expect(seen.value == [0])
    pair.second = 1
    pair.first = 3
    await runs.wait(for: 2)
    #expect(seen.value == [0, 3])
    _ = token
  }

  @MainActor
  @Test func aChangeToAPropertyThatWasNotReadDoesNotRerun() async {
    let pair = Pair()
    let firstRuns = EventCount()
    let secondRuns = EventCount()
    let readsFirst = observe {
      _ = pair.first
      firstRuns.record()
    }
    let readsSecond = observe {
      _ = pair.second
      secondRuns.record()
    }
    pair.second += 1
    await secondRuns.wait(for: 2)
    // The first observation never tracked `second`: the change scheduled nothing for it.
    #expect(firstRuns.count == 1)
    pair.first += 1
    await firstRuns.wait(for: 2)
    #expect(firstRuns.count == 2)
    #expect(secondRuns.count == 2)
    _ = readsFirst
    _ = readsSecond
  }

  @MainActor
  @Test func manyChangesBeforeTheRerunMakeOneRerunThatSeesTheLast() async {
    let model = MainActorCounter()
    let runs = EventCount()
    var seen: [Int] = []
    let token = observe {
      seen.append(model.count)
      runs.record()
    }
    // The main actor is busy with this test until it awaits: the 100 changes all happen before the
    // re-run they scheduled.
    for _ in 1...100 {
      model.count += 1
    }
    await runs.wait(for: 2)
    #expect(seen == [0, 100])
    _ = token
  }

  @MainActor
  @Test func aRerunTracksWhatThatRunRead() async {
    let pair = Pair()
    let runs = EventCount()
    var seen: [String] = []
    let token = observe {
      // Reads `first` until it is non-zero, then `second`.
      if pair.first == 0 {
        seen.append("first")
      } else {
        seen.append("second \(pair.second)")
      }
      runs.record()
    }
    pair.first = 1
    await runs.wait(for: 2)
    pair.second = 7
    await runs.wait(for: 3)
    #expect(seen == ["first", "second 0", "second 7"])
    _ = token
  }

  @MainActor
  @Test func cancellingReleasesTheClosuresAtOnce() {
    final class Captured: Sendable {}
    let model = MainActorCounter()
    weak var weakCaptured: Captured?
    let token: ObserveToken
    do {
      let captured = Captured()
      weakCaptured = captured
      token = observe {
        _ = model.count
        _ = captured
      }
    }
    #expect(weakCaptured != nil)
    #expect(!token.isCancelled)
    token.cancel()
    #expect(token.isCancelled)
    #expect(weakCaptured == nil)
  }

  @MainActor
  @Test func releasingTheTokenReleasesTheClosuresAtOnce() {
    final class Captured: Sendable {}
    let model = MainActorCounter()
    weak var weakCaptured: Captured?
    var token: ObserveToken?
    do {
      let captured = Captured()
      weakCaptured = captured
      token = observe {
        _ = model.count
        _ = captured
      }
    }
    #expect(weakCaptured != nil)
    _ = token
    token = nil
    #expect(weakCaptured == nil)
  }

  @Test func cancelRunsOnCancelOnce() {
    let cancellations = LockIsolated(0)
    let token = ObserveToken { cancellations.withValue { $0 += 1 } }
    token.cancel()
    token.cancel()
    #expect(cancellations.value == 1)
    #expect(token.isCancelled)
  }

  @Test func tokensAreEqualOnlyToThemselvesAndStoreInCollections() {
    let first = ObserveToken()
    let second = ObserveToken()
    #expect(first == first)
    #expect(first != second)
    var array: [ObserveToken] = []
    first.store(in: &array)
    second.store(in: &array)
    first.store(in: &array)
    #expect(array.count == 3)
    var set: Set<ObserveToken> = []
    first.store(in: &set)
    second.store(in: &set)
    first.store(in: &set)
    #expect(set.count == 2)
  }

  @Test func aMainActorClosureObservedFromElsewhereFirstRunsOnTheMainActor() async {
    let runs = EventCount()
    let token = observe { @MainActor in
      MainActor.assertIsolated()
      runs.record()
    }
    await runs.wait(for: 1)
    #expect(runs.count == 1)
    _ = token
  }
}
