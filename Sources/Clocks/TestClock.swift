import ConcurrencyExtras
import IssueReporting

/// A clock whose time moves only when you tell it to, for testing time-based asynchrony
/// deterministically and instantly.
///
/// Code under test sleeps on the clock as usual; the test then moves time forward with
/// ``advance(by:)`` or ``advance(to:)``, or lets every pending sleep finish with
/// ``run(timeout:fileID:filePath:line:column:)``. Sleepers resume in deadline order (ties in the
/// order they started sleeping), and `now` reads each sleeper's deadline at the moment it resumes.
///
/// ```swift
/// @Test func countdown() async {
///   let clock = TestClock()
///   let model = CountdownModel(clock: clock)  // sleeps 1 s, then counts down
///   model.start()
///
///   await clock.advance(by: .seconds(1))
///   #expect(model.count == 9)
/// }
/// ```
///
/// A sleep whose deadline is already in the past returns at once; a sleep whose deadline is exactly
/// `now` (for example `sleep(for: .zero)`) waits for the next advance, even `advance(by: .zero)`.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  private let state: LockIsolated<State>

  /// Creates a test clock whose time starts at `now`.
  ///
  /// - Parameter now: The clock's starting time; its zero by default.
  public convenience init(now: Instant = .init()) {
    self.init(start: now)
  }

  private init(start: Instant) {
    self.state = LockIsolated(State(now: start))
  }

  /// The clock's current time. It changes only when the clock is advanced.
  public var now: Instant {
    state.withValue { $0.now }
  }

  /// The minimum resolution the clock reports; zero unless you set it.
  public var minimumResolution: Duration {
    get { state.withValue { $0.minimumResolution } }
    set { state.withValue { $0.minimumResolution = newValue } }
  }

  /// Suspends the current task until the clock is advanced to `deadline` or past it.
  ///
  /// Returns at once when `deadline` is already in the past. Cancellation is cooperative: a task
  /// cancelled while sleeping (or before it sleeps) throws `CancellationError` at once, and its
  /// sleep no longer counts as pending.
  ///
  /// - Parameters:
  ///   - deadline: The instant to sleep until.
  ///   - tolerance: Ignored: a test clock is exact.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withValue { state in
      state.nextID += 1
      return state.nextID
    }
    let task = MainSerialExecutor.currentTask().map { UncheckedSendable($0) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let registration = state.withValue { state -> Registration in
          if Task.isCancelled { return .cancelled }
          if deadline < state.now { return .elapsed }
          state.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, task: task))
          return .suspended
        }
        switch registration {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .elapsed: continuation.resume()
        case .suspended: break
        }
      }
    } onCancel: {
      let continuation = state.withValue { state in state.removeSleeper(id: id)?.continuation }
      continuation?.resume(throwing: CancellationError())
    }
    // Tell an advancing clock that this sleeper is running again.
    state.withValue { _ = $0.resumedSleepers.remove(id) }
  }

  /// Advances the clock by `duration`, resuming every sleeper whose deadline falls in that window.
  ///
  /// Sleepers resume one at a time, in deadline order (ties in the order they started sleeping);
  /// `now` is set to each sleeper's deadline as it resumes. Between resumptions the clock yields,
  /// so a resumed task that starts a new sleep inside the window is resumed by this same call. When
  /// no sleeper is left in the window, `now` is set to the end of the window.
  ///
  /// While it advances, the clock runs the tasks it resumes, and itself, one job at a time on the
  /// main executor (other tasks are not affected): a resumed task runs up to its next sleep before
  /// the clock looks for the next sleeper, however loaded the machine is and whether or not the
  /// test uses `withMainSerialExecutor`. (Without this, a resumed task running on another thread
  /// could reach its next sleep only after the advance had ended, and a test awaiting that task
  /// would wait forever.) Work the resumed task hands to other tasks (a child task, an actor of its
  /// own) runs where it would anyway: if the resumed task waits on more than about twenty such
  /// hops before it sleeps again, it may reach that sleep after the advance.
  ///
  /// Advancing by zero still resumes the sleepers whose deadline is `now`.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let task = Task { try await clock.sleep(for: .seconds(1)) }
  /// await clock.advance(by: .seconds(1))  // the task's sleep returns
  /// ```
  ///
  /// - Parameter duration: How far to move time forward; zero by default.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Advances the clock to `deadline`, resuming every sleeper whose deadline is at or before it.
  ///
  /// Works like ``advance(by:)``. A deadline before `now` resumes nothing and leaves `now`
  /// unchanged: a test clock never goes back in time.
  ///
  /// - Parameter deadline: The instant to move time forward to.
  public func advance(to deadline: Instant) async {
    await MainSerialExecutor.routingToMain {
      await advanceRouted(to: deadline)
    }
  }

  private func advanceRouted(to deadline: Instant) async {
    var routed: [UnsafeRawPointer] = []
    defer { routed.forEach(MainSerialExecutor.stopRoutingToMain) }
    while true {
      // Let freshly started or freshly resumed work reach its next sleep (under an exploration of
      // interleavings, all of it: while time passes, whatever is ready runs).
      await Task.megaYield()
      await InterleavingExplorer.settle()
      let woken: Sleeper? = state.withValue { state in
        guard let sleeper = state.removeNextSleeper(dueBy: deadline) else {
          if state.now < deadline { state.now = deadline }
          return nil
        }
        if state.now < sleeper.deadline { state.now = sleeper.deadline }
        state.resumedSleepers.insert(sleeper.id)
        return sleeper
      }
      guard let woken else { return }
      if let task = woken.task?.value {
        MainSerialExecutor.routeToMain(task)
        routed.append(task)
      }
      woken.continuation.resume()
      // Wait until the woken task is running again before looking for the next sleeper, so that
      // sleepers observably resume in deadline order (unless this advance is cancelled: `run`
      // past its timeout, a test past its time limit).
      while !Task.isCancelled && state.withValue({ $0.resumedSleepers.contains(woken.id) }) {
        await Task.yield()
      }
    }
  }

  /// Advances the clock until no task is sleeping on it, however far that takes.
  ///
  /// Use it when a feature's time-based work is finite and only its outcome matters. A feature that
  /// keeps sleeping forever (a timer that is never stopped) cannot finish: after `timeout` of real
  /// time `run` stops advancing and reports an issue. That timeout is real time, and the tasks `run`
  /// resumes run on the main executor (see ``advance(to:)``): where other work keeps the main actor
  /// busy (many tests in parallel on a loaded machine), give it room.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// model.startRetrying(clock: clock)   // retries after 1 s, 2 s, 4 s, then gives up
  /// await clock.run()
  /// #expect(model.attempts == 4)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How much real time to allow before reporting that sleeps are still pending.
  ///   - fileID: The file ID where the issue is reported.
  ///   - filePath: The file path where the issue is reported.
  ///   - line: The line where the issue is reported.
  ///   - column: The column where the issue is reported.
  public func run(
    timeout duration: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await self.advanceUntilNoSleepers()
        return true
      }
      group.addTask {
        try? await Task.sleep(for: duration)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    if !finished {
      reportIssue(
        """
        Expected all sleeps to finish, but some are still pending after \(duration). The code \
        under test may keep sleeping forever (for example a timer that is never stopped), or the \
        timeout of 'run' may be too short.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    }
  }

  /// Throws ``SuspensionError`` if, after giving other tasks a chance to run, some task is still
  /// sleeping on the clock.
  ///
  /// Use it to prove that a feature has no more time-based work pending:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let task = Task { try await clock.sleep(for: .seconds(1)) }
  /// try await clock.checkSuspension()   // throws: a sleep is pending
  /// await clock.advance(by: .seconds(1))
  /// try await clock.checkSuspension()   // does not throw
  /// ```
  public func checkSuspension() async throws {
    await Task.megaYield()
    if state.withValue({ !$0.sleepers.isEmpty }) {
      throw SuspensionError()
    }
  }

  /// How many tasks are sleeping on the clock right now.
  package var sleeperCount: Int {
    state.withValue { $0.sleepers.count }
  }

  /// Yields until exactly `count` tasks are sleeping on the clock, and returns whether that
  /// happened within `maxYields` yields. Lets a test wait for the code under test to reach its
  /// sleeps without relying on real time.
  package func waitForSleepers(count: Int, maxYields: Int = 100_000) async -> Bool {
    for _ in 0..<maxYields {
      if sleeperCount == count { return true }
      await Task.yield()
    }
    return sleeperCount == count
  }

  private func advanceUntilNoSleepers() async {
    while !Task.isCancelled {
      await Task.megaYield()
      guard let next = state.withValue({ $0.nextDeadline }) else { return }
      await advance(to: next)
    }
  }
}

extension TestClock where Duration == Swift.Duration {
  /// Creates a test clock measured in `Swift.Duration`, whose time starts at zero.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// ```
  public convenience init() {
    self.init(start: .init())
  }

  /// Creates a test clock measured in `Swift.Duration`, whose time starts at `now`.
  ///
  /// Lets the duration type be inferred: `TestClock()`,
  /// `TestClock(now: .init(offset: .seconds(5)))`.
  ///
  /// - Parameter now: The clock's starting time; its zero by default.
  public convenience init(now: Instant = .init()) {
    self.init(start: now)
  }
}

extension Clock where Self == TestClock<Swift.Duration> {
  /// A new test clock, whose time starts at zero.
  ///
  /// ```swift
  /// let clock: TestClock = .test
  /// ```
  public static var test: Self {
    TestClock()
  }
}

extension TestClock {
  fileprivate enum Registration: Sendable {
    case cancelled, elapsed, suspended
  }

  fileprivate struct Sleeper: Sendable {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// The sleeping task, routed to the main executor while an advance resumes it.
    let task: UncheckedSendable<UnsafeRawPointer>?
  }

  fileprivate struct State: Sendable {
    var now: Instant
    var minimumResolution: Duration = .zero
    /// Pending sleeps, in the order they started; ids increase in that order.
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleepers resumed by `advance` that have not yet run again.
    var resumedSleepers: Set<Int> = []

    var nextDeadline: Instant? {
      sleepers.lazy.map(\.deadline).min()
    }

    mutating func removeSleeper(id: Int) -> Sleeper? {
      guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
      return sleepers.remove(at: index)
    }

    /// Removes and returns the sleeper with the earliest deadline at or before `deadline`; among
    /// equal deadlines, the one that started sleeping first.
    mutating func removeNextSleeper(dueBy deadline: Instant) -> Sleeper? {
      var best: Int?
      for index in sleepers.indices where sleepers[index].deadline <= deadline {
        if let current = best, sleepers[current].deadline <= sleepers[index].deadline { continue }
        best = index
      }
      return best.map { sleepers.remove(at: $0) }
    }
  }
}
