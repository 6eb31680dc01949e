import CombineSchedulers
import ConcurrencyExtras
import Foundation
import IssueReporting
import Testing

/// The scheduler types without Combine: time types and strides, type erasure, the immediate and
/// unimplemented schedulers, and the live queues.
@Suite struct SchedulerTypesTests {
  @Test("Dispatch strides: literals are seconds; units convert to nanoseconds; arithmetic")
  func dispatchStrides() {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    let literal: Stride = 0.3
    #expect(literal == .milliseconds(300))
    #expect((1 as Stride) == .seconds(1))
    #expect(Stride.seconds(1.5).magnitude == 1_500_000_000)
    #expect(Stride.microseconds(7).magnitude == 7_000)
    #expect(Stride.seconds(1) + .milliseconds(500) == .seconds(1.5))
    #expect(Stride.seconds(1) - .seconds(2) == .seconds(-1))
    #expect(Stride.seconds(Int.max).magnitude == Int.max)
    #expect(Stride.seconds(Double.infinity).magnitude == Int.max)
    #expect(Stride.seconds(Double.nan).magnitude == 0)
    let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10))
    #expect(time.advanced(by: .nanoseconds(5)).dispatchTime.uptimeNanoseconds == 15)
    #expect(time.advanced(by: .nanoseconds(-50)).dispatchTime.uptimeNanoseconds == 1)
    #expect(time.distance(to: time.advanced(by: .seconds(3))) == .seconds(3))
    #expect(time.advanced(by: .seconds(3)).distance(to: time) == .seconds(-3))
  }

  @Test("Date strides (RunLoop, OperationQueue): seconds as TimeInterval; distinct time types")
  func dateStrides() {
    let time = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
    #expect(time.advanced(by: .milliseconds(1500)).date == Date(timeIntervalSince1970: 101.5))
    #expect(time.distance(to: RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 90))) == .seconds(-10))
    let literal: OperationQueue.SchedulerTimeType.Stride = 2
    #expect(literal.timeInterval == 2)
    #expect(RunLoop.SchedulerTimeType.self != OperationQueue.SchedulerTimeType.self)
  }

  @Test("AnyScheduler forwards every requirement and erasing twice does not wrap twice")
  func erasure() {
    let test = DispatchQueue.test
    let erased = test.eraseToAnyScheduler()
    let twice = erased.eraseToAnyScheduler()
    let log = LockIsolated<[String]>([])
    erased.schedule { log.withValue { $0.append("now") } }
    twice.schedule(after: twice.now.advanced(by: 1)) { log.withValue { $0.append("later") } }
    let timer = erased.schedule(after: erased.now.advanced(by: 2), interval: 1) { log.withValue { $0.append("tick") } }
    test.advance(by: 3)
    timer.cancel()
    test.advance(by: 3)
    #expect(log.value == ["now", "later", "tick", "tick"])
    #expect(erased.now == test.now)
    #expect(erased.minimumTolerance == .zero)
  }

  @Test("The immediate scheduler runs all work at once and never moves its time")
  @MainActor
  func immediate() async throws {
    let scheduler = AnySchedulerOf<DispatchQueue>.immediate
    let start = scheduler.now
    let log = LockIsolated<[Int]>([])
    scheduler.schedule { log.withValue { $0.append(1) } }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(100))) { log.withValue { $0.append(2) } }
    _ = scheduler.schedule(after: scheduler.now, interval: 1) { log.withValue { $0.append(3) } }
    try await scheduler.sleep(for: .seconds(1_000))
    #expect(log.value == [1, 2, 3])
    #expect(scheduler.now == start)
    #expect(RunLoop.immediate.now.date == Date(timeIntervalSince1970: 0))
  }

  @Test("The unimplemented scheduler reports each use with its prefix, and still runs the work")
  func unimplemented() {
    let scheduler = DispatchQueue.unimplemented("mainQueue")
    let ran = LockIsolated(0)
    withKnownIssue {
      scheduler.schedule { ran.withValue { $0 += 1 } }
    } matching: { $0.comments.map(\.rawValue) == ["mainQueue - An unimplemented scheduler scheduled an action to run immediately."] }
    withKnownIssue {
      scheduler.schedule(after: .init(.init(uptimeNanoseconds: 5)), tolerance: .zero, options: nil) { ran.withValue { $0 += 1 } }
    } matching: { $0.comments.map(\.rawValue) == ["mainQueue - An unimplemented scheduler scheduled an action to run later."] }
    withKnownIssue {
      _ = scheduler.schedule(after: .init(.init(uptimeNanoseconds: 5)), interval: 1, tolerance: .zero, options: nil) {
        ran.withValue { $0 += 1 }
      }
    } matching: { $0.comments.map(\.rawValue) == ["mainQueue - An unimplemented scheduler scheduled an action to run on a timer."] }
    withKnownIssue {
      _ = scheduler.now
    } matching: { $0.comments.map(\.rawValue) == ["mainQueue - An unimplemented scheduler was asked the current time."] }
    withKnownIssue {
      _ = scheduler.minimumTolerance
    } matching: { $0.comments.map(\.rawValue) == ["mainQueue - An unimplemented scheduler was asked its minimum tolerance."] }
    #expect(ran.value == 3)
    withKnownIssue {
      UnimplementedSchedulerOf<RunLoop>(now: .init(Date())).schedule {}
    } matching: { $0.comments.map(\.rawValue) == ["An unimplemented scheduler scheduled an action to run immediately."] }
  }

  @Test("Live queues run work: DispatchQueue now, later and repeating; OperationQueue")
  func liveQueues() async {
    let queue = DispatchQueue(label: "live")
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.schedule { continuation.resume() }
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.schedule(after: queue.now.advanced(by: .milliseconds(1))) { continuation.resume() }
    }
    let ticks = LockIsolated(0)
    let (reachedThree, reached) = AsyncStream<Void>.makeStream()
    let timer = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
      if ticks.withValue({ $0 += 1; return $0 }) == 3 { reached.yield() }
    }
    for await _ in reachedThree { break }
    timer.cancel()
    #expect(ticks.value >= 3)
    let operations = OperationQueue()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      operations.schedule(after: operations.now) { continuation.resume() }
    }
  }

  @Test("AnyCancellable cancels once: on cancel or on release, whichever comes first")
  func anyCancellable() {
    let count = LockIsolated(0)
    do {
      let cancellable = AnyCancellable { count.withValue { $0 += 1 } }
      cancellable.cancel()
      cancellable.cancel()
    }
    #expect(count.value == 1)
    var set: Set<AnyCancellable> = []
    AnyCancellable { count.withValue { $0 += 1 } }.store(in: &set)
    #expect(count.value == 1)
    set.removeAll()
    #expect(count.value == 2)
  }
}
