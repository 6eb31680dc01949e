import Clocks
import ConcurrencyExtras
import Foundation
import Testing

/// A task that `advance` resumes reaches its next sleep before the advance ends, whatever it does
/// between its sleeps (within a few hops), whether or not the test holds the serial executor, and
/// however busy the machine is. Without that guarantee, an advance could end while the resumed
/// task was still running on another thread: its next sleep was then never resumed, and a test
/// awaiting the task waited forever (seen under load as a suite that never ended).
@Suite(.timeLimit(.minutes(10)))
struct TestClockResumedWorkTests {
  /// What a resumed task does before it sleeps again.
  enum Work: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// 20 ms of work on its thread: the shape that lost the race on a loaded machine.
    case busy
    case mainActorHop
    case actorHop
    case tenYields
    case childTask
    case detachedTask
    case nothing

    var testDescription: String { rawValue }

    func perform() async {
      switch self {
      case .busy:
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: .milliseconds(20))
        while clock.now < end {}
      case .mainActorHop:
        await MainActor.run {}
      case .actorHop:
        await Counter().bump()
      case .tenYields:
        for _ in 0..<10 { await Task.yield() }
      case .childTask:
        async let child: Void = Task.yield()
        await child
      case .detachedTask:
        await Task.detached {}.value
      case .nothing:
        break
      }
    }
  }

  actor Counter {
    var count = 0
    func bump() { count += 1 }
  }

  @Test(arguments: Work.allCases)
  func advanceResumesTheNextSleepOfATaskItResumed(work: Work) async {
    let clock = TestClock()
    let steps = LockIsolated(0)
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      steps.withValue { $0 += 1 }
      await work.perform()
      try await clock.sleep(for: .seconds(1))
      steps.withValue { $0 += 1 }
    }
    #expect(await clock.waitForSleepers(count: 1))
    await clock.advance(by: .seconds(2))
    #expect(steps.value == 2)
    #expect(clock.now.offset == .seconds(2))
    task.cancel()
    _ = try? await task.value
  }

  @Test(arguments: Work.allCases)
  func runFinishesEverySleepOfATaskItResumed(work: Work) async {
    let clock = TestClock()
    let steps = LockIsolated(0)
    let task = Task {
      for seconds in [1, 2, 10] {
        try await clock.sleep(for: .seconds(seconds))
        steps.withValue { $0 += 1 }
        await work.perform()
      }
    }
    #expect(await clock.waitForSleepers(count: 1))
    await clock.run(timeout: .seconds(600))
    #expect(steps.value == 3)
    #expect(clock.now.offset == .seconds(13))
    task.cancel()
    _ = try? await task.value
  }

  @Test("Twenty tasks, each sleeping and working in turns, all resumed by one advance")
  func manyResumedTasks() async {
    let clock = TestClock()
    let steps = LockIsolated(0)
    var tasks: [Task<Void, any Error>] = []
    for index in 0..<20 {
      let work = Work.allCases[index % Work.allCases.count]
      tasks.append(
        Task {
          for _ in 0..<3 {
            try await clock.sleep(for: .seconds(1))
            await work.perform()
            steps.withValue { $0 += 1 }
          }
        })
    }
    #expect(await clock.waitForSleepers(count: 20))
    await clock.advance(by: .seconds(3))
    #expect(steps.value == 60)
    for task in tasks {
      task.cancel()
      _ = try? await task.value
    }
  }
}
