import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting
import Testing

private struct FireAndForgetFailure: Error, CustomStringConvertible {
  var description: String { "FireAndForgetFailure" }
}

@Suite struct FireAndForgetInTestsTests {
  /// The caller is cancelled while the work is suspended; the work still runs to its end before the
  /// call returns.
  @Test func runsToTheEndDespiteCancellation() async {
    let steps = LockIsolated<[String]>([])
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
    let caller = Task {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        steps.withValue { $0.append("start") }
        startedContinuation.yield()
        for await _ in release { break }
        steps.withValue { $0.append(Task.isCancelled ? "cancelled" : "end") }
      }
      steps.withValue { $0.append("returned") }
    }
    for await _ in started { break }
    caller.cancel()
    releaseContinuation.yield()
    await caller.value
    #expect(steps.value == ["start", "end", "returned"])
  }

  /// Every shape of ending: returning, throwing, throwing after a suspension; only throws report.
  @Test(arguments: [false, true], [false, true])
  func reportsAThrownError(throws: Bool, suspends: Bool) async {
    @Dependency(\.fireAndForget) var fireAndForget
    let finished = LockIsolated(false)
    let body: @Sendable () async throws -> Void = {
      if suspends { await Task.yield() }
      finished.setValue(true)
      if `throws` { throw FireAndForgetFailure() }
    }
    if `throws` {
      await withKnownIssue {
        await fireAndForget(body)
      } matching: { issue in
        issue.description.contains("FireAndForgetFailure")
      }
    } else {
      await fireAndForget(body)
    }
    #expect(finished.value)
  }

  /// The work sees the dependencies of the caller.
  @Test func seesTheCallersDependencies() async {
    let seen = LockIsolated<Date?>(nil)
    await withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        @Dependency(\.date.now) var now
        seen.setValue(now)
      }
    }
    #expect(seen.value == Date(timeIntervalSince1970: 1_234_567_890))
  }
}
