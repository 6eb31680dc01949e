import ConcurrencyExtras
import Foundation
import IssueReporting
import Sharing
import Testing

/// A key that drops the continuations it is given, without resuming them.
private struct LeakingKey: SharedKey {
  let id = UUID()
  let loads = LockIsolated(0)
  let saves = LockIsolated(0)

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    loads.withValue { $0 += 1 }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    saves.withValue { $0 += 1 }
  }
}

extension LeakingKey: CustomStringConvertible {
  var description: String { "LeakingKey()" }
}

/// A key that resumes its continuations twice.
private struct TwiceResumingKey: SharedKey, CustomStringConvertible {
  var description: String { "TwiceResumingKey()" }
  let id = UUID()

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 1)
    continuation.resume(returning: 2)
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
    continuation.resume(throwing: CancellationError())
  }
}

@Suite struct ContinuationLeakTests {
  private let loadLeak = """
    A key must resume its 'LoadContinuation' exactly once. The load resumes with the current value. \
    'LeakingKey()' leaked its continuation without one of its resume methods being invoked. This \
    will cause tasks waiting on it to resume immediately.
    """
  private let saveLeak = """
    A key must resume its 'SaveContinuation' exactly once. The save is taken as successful. \
    'LeakingKey()' leaked its continuation without one of its resume methods being invoked. This \
    will cause tasks waiting on it to resume immediately.
    """

  @Test("A key that drops its load continuation: reported once, and the holder keeps its value")
  func droppedLoadContinuation() async throws {
    let key = LeakingKey()
    var shared: Shared<Int>?
    let first = withIssuesCollected {
      shared = Shared(wrappedValue: 5, key)
    }
    #expect(first == [loadLeak])
    let holder = try #require(shared)
    #expect(holder.wrappedValue == 5)

    let mutation = withIssuesCollected { holder.withLock { $0 = 6 } }
    #expect(mutation == [saveLeak])
    // An explicit load does not hang: it goes on with the current value, reported once.
    let second = try await withIssuesCollected {
      try await holder.load()
    }
    #expect(second == [loadLeak])
    #expect(holder.wrappedValue == 6)
    #expect(!holder.isLoading)
    #expect(key.loads.value == 2)
  }

  @Test("A key that drops its save continuation: each dropped save is reported once, and save() returns")
  func droppedSaveContinuation() async throws {
    let key = LeakingKey()
    var shared: Shared<Int>?
    let creation = withIssuesCollected { shared = Shared(wrappedValue: 0, key) }
    #expect(creation == [loadLeak])
    let holder = try #require(shared)
    let mutations = withIssuesCollected {
      holder.withLock { $0 = 1 }
      holder.withLock { $0 = 2 }
    }
    #expect(mutations == [saveLeak, saveLeak])
    let explicit = try await withIssuesCollected {
      try await holder.save()
    }
    #expect(explicit == [saveLeak])
    #expect(holder.saveError == nil)
    #expect(holder.wrappedValue == 2)
    #expect(key.saves.value == 3)
  }

  @Test("Shared(require:) with a key that drops its continuation does not hang: it throws, reported once")
  func droppedContinuationOfRequire() async {
    let issues = await withIssuesCollected {
      await #expect(throws: (any Error).self) {
        _ = try await Shared(require: LeakingKey())
      }
    }
    #expect(issues == [loadLeak])
  }

  @Test("A continuation resumed twice: the first resumption counts, the second is reported")
  func resumedTwice() async throws {
    let issues = try await withIssuesCollected {
      let holder = Shared(wrappedValue: 0, TwiceResumingKey())
      #expect(holder.wrappedValue == 1)
      holder.withLock { $0 = 3 }
      try await holder.save()
      #expect(holder.saveError == nil)
    }
    #expect(issues.count == 3)
    #expect(issues.allSatisfy { $0.hasPrefix("A '") && $0.contains("of TwiceResumingKey() was resumed more than once") })
  }
}
