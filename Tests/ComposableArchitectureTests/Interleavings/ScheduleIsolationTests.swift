import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import IssueReporting
import Testing

/// A seed replays its schedule whatever other tests do meanwhile: their test clocks route tasks
/// to the main executor by address, and an address is reused once its task ends, possibly by a
/// task of the schedule. Only routes the schedule's own tasks make change its order.
@MainActor
@Suite struct ScheduleIsolationTests {
  /// Two workers take turns at a log; one of them is routed to the main executor by a task that
  /// is not the schedule's (as another test's clock would, for a task that happens to live at the
  /// same address). The log, which is the schedule's order, is the one the seed gives without it.
  @Test(arguments: 0..<12)
  func aRouteFromOutsideTheScheduleChangesNothing(_ index: Int) async {
    var generator = SplitMix64(seed: UInt64(index))
    let seed = generator.next() & (1 << 62 - 1)
    let alone = await Self.workerLog(seed: seed, routeFromOutside: false)
    let routed = await Self.workerLog(seed: seed, routeFromOutside: true)
    #expect(alone.count == 2 * Self.steps)
    #expect(routed == alone)
  }

  /// The log of two workers' steps under the random schedule `seed`. A task that does not inherit
  /// the schedule (a detached one) routes an address to the main executor while both work, and
  /// undoes the route after: with `routeFromOutside` the first worker's, else one no task has, so
  /// that both runs make the same jobs.
  static func workerLog(seed: UInt64, routeFromOutside: Bool) async -> [String] {
    let log = LockIsolated<[String]>([])
    await withEffectInterleavings(seed: seed) {
      let address = LockIsolated<UInt>(0)
      let started = LockIsolated(false)
      async let first: Void = Self.work("a", log: log, address: address, started: started)
      async let second: Void = Self.work("b", log: log, address: nil, started: nil)
      while !started.value { await Task.yield() }
      // The route names the first worker's address, or an address no task has.
      let task = address.value &+ (routeFromOutside ? 0 : 8)
      await Task.detached {
        MainSerialExecutor.routeToMain(UnsafeRawPointer(bitPattern: task)!)
      }.value
      _ = await (first, second)
      await Task.detached {
        MainSerialExecutor.stopRoutingToMain(UnsafeRawPointer(bitPattern: task)!)
      }.value
    }
    return log.value
  }

  nonisolated static let steps = 6

  /// Appends `name`'s steps to `log`, yielding between them; the first worker publishes its task's
  /// address.
  nonisolated static func work(
    _ name: String, log: LockIsolated<[String]>, address: LockIsolated<UInt>?,
    started: LockIsolated<Bool>?
  ) async {
    if let address {
      address.setValue(UInt(bitPattern: MainSerialExecutor.currentTask()))
      started?.setValue(true)
    }
    for step in 0..<steps {
      log.withValue { $0.append("\(name)\(step)") }
      await Task.yield()
    }
  }
}
