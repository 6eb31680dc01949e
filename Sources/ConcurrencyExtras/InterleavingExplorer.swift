import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the tasks of one body one job at a time, in an order a ``ScheduleChooser`` picks: the engine
/// behind the architecture's `withEffectInterleavings`.
///
/// While a schedule runs, every job of the tasks it owns that is bound for the global concurrent
/// executor is captured instead of enqueued (through the runtime's global enqueue hook). A task is
/// owned when it is enqueued for the first time from a task of the schedule (the body's task, and
/// by inheritance every task it and its effects start), or when adopted (``adopt(_:)``: a task
/// created on the main actor, whose creation the hook does not see), so other tests' tasks are
/// not. Tasks are known by id, never by address (the allocator reuses addresses). The driver
/// runs on the main actor: at each step it either runs one captured job synchronously, or lets the
/// main actor run the jobs queued on it (in the order they were queued) by yielding. So at most one
/// of the schedule's jobs runs at any moment, and which one is the chooser's decision.
///
/// Main-actor jobs cannot be captured on this runtime (its main executor is enqueued directly, not
/// through a hook): they run in the order they were queued, and the explorer decides when. What it
/// cannot see at all: work outside Swift concurrency (threads, dispatch queues), real I/O, and when
/// a real clock's sleep ends (the task is captured once the clock resumes it).
package final class InterleavingExplorer: @unchecked Sendable {
  /// The process's explorer: explorations run one at a time.
  package static let shared = InterleavingExplorer()

  /// The identity a chooser sees for "let the main actor run the jobs queued on it".
  package static let mainActorCandidate: UInt = 0

  /// A captured job, bound for the global concurrent executor.
  package struct Job: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    /// The job's task, numbered in the order the schedule first captured it: the same from one
    /// run of a schedule to the next (an address is not: the allocator may reuse it), and the same
    /// over a task's jobs.
    package let identity: UInt
    /// The id of the job's task; zero for a job that is not a task's.
    let task: UInt64
    /// The job's address (a task's, for a task's job).
    var address: UInt { UInt(bitPattern: pointer) }
  }

  /// The schedule a task belongs to (inherited by the tasks it creates); zero outside any.
  @TaskLocal static var schedule: UInt64 = 0

  private let lock = NSLock()
  private var current: UInt64 = 0
  private var lastSchedule: UInt64 = 0
  /// The ids of the schedule's tasks.
  private var owned: Set<UInt64> = []
  private var identities: [UInt64: UInt] = [:]
  private var nextIdentity: UInt = 1
  /// The tasks waiting in ``settle()``.
  private var settling: Set<UInt> = []
  /// The tasks the schedule's tasks routed to the main executor (a test clock's sleepers and the
  /// clock's own task): by address, as routes are made and undone, with the id the task had when
  /// routed and how many routes it has. A job is routed only when its task has that id: a routed
  /// task may end before its route is undone, and a task of the schedule (or another test's) may
  /// then be allocated at the same address.
  private var routed: [UInt: (task: UInt64, count: Int)] = [:]
  /// How many jobs were captured, in all.
  private var captures = 0
  /// The tasks that yielded since the chooser last heard of it.
  private var yields: [UInt] = []
  /// The thread running one of the schedule's jobs, while it does.
  private var running: pthread_t?
  private var ready: [Job] = []
  private var waiter: CheckedContinuation<Void, Never>?
  private var waitGeneration = 0
  private var events: [String] = []

  /// Notes one event (an action sent or delivered) in the running schedule's log, when the current
  /// task is one of the schedule's (another test's store running meanwhile notes nothing).
  package static func note(_ event: @autoclosure () -> String) {
    let schedule = schedule
    guard schedule != 0, shared.lock.withLock({ shared.current == schedule }) else { return }
    let text = event()
    shared.lock.withLock {
      if shared.current == schedule { shared.events.append(text) }
    }
  }

  /// Makes `task` one of the running schedule's tasks when the current task is: for tasks created
  /// on the main actor, whose creation the runtime does not pass through the global hook (an
  /// effect's task, for instance), so that their jobs off the main actor are captured.
  package static func adopt<Success, Failure>(_ task: Task<Success, Failure>) {
    let enqueuer = schedule
    guard enqueuer != 0 else { return }
    let id = JobRunner.taskID(unsafeBitCast(task, to: UnsafeMutableRawPointer.self))
    shared.lock.withLock {
      if shared.current == enqueuer { shared.owned.insert(id) }
    }
  }

  /// Hears that `task` was routed to the main executor (``MainSerialExecutor/routeToMain(_:)``):
  /// when by one of the running schedule's tasks, the schedule runs that task's jobs before any
  /// other captured job, as the main executor would.
  static func taskRouted(_ task: UnsafeRawPointer) {
    let schedule = schedule
    guard schedule != 0 else { return }
    // The task is alive now: the caller is it, or holds it (a sleeper it is about to resume).
    let id = JobRunner.taskID(UnsafeMutableRawPointer(mutating: task))
    let address = UInt(bitPattern: task)
    shared.lock.withLock {
      guard shared.current == schedule, id != 0 else { return }
      if let route = shared.routed[address], route.task == id {
        shared.routed[address] = (id, route.count + 1)
      } else {
        shared.routed[address] = (id, 1)
      }
    }
  }

  /// Undoes one ``taskRouted(_:)`` (the task may have ended since).
  static func taskUnrouted(_ task: UnsafeRawPointer) {
    let schedule = schedule
    guard schedule != 0 else { return }
    let address = UInt(bitPattern: task)
    shared.lock.withLock {
      guard shared.current == schedule, let route = shared.routed[address] else { return }
      shared.routed[address] = route.count > 1 ? (route.task, route.count - 1) : nil
    }
  }

  /// Whether `job` is a routed task's (see ``taskRouted(_:)``). Called with the lock held.
  private func isRoutedLocked(_ job: Job) -> Bool {
    guard job.task != 0, let route = routed[job.address] else { return false }
    return route.task == job.task
  }

  /// Whether the current task belongs to a running schedule.
  package static var isScheduled: Bool { schedule != 0 }

  /// In a schedule's task: waits until none of the schedule's jobs is ready to run, over a turn of
  /// the main actor, so work in flight (an action on its way to the main actor) has landed.
  /// Elsewhere returns at once.
  ///
  /// A `TestStore` that finds no effect running gives actions in flight a last chance this way
  /// before it reports one missing: the few yields that suffice in enqueue order do not in every
  /// order. A `TestClock` settles before it moves time forward: while time passes, whatever is
  /// ready runs.
  ///
  /// The check runs on the caller's actor: outside a schedule the call costs no thread hand-off
  /// (a nonisolated call would hop off the main actor and back, at every `TestClock` step).
  package static func settle(isolation: isolated (any Actor)? = #isolation) async {
    guard isScheduled else { return }
    await settleSchedule()
  }

  /// The wait of ``settle(isolation:)``, off the caller's actor, as one of the schedule's jobs.
  private static func settleSchedule() async {
    let schedule = schedule
    guard schedule != 0 else { return }
    // A settling task waits for the others: it gives up the turn a routed task would get first.
    let task = MainSerialExecutor.currentTask().map { UInt(bitPattern: $0) } ?? 0
    shared.lock.withLock { _ = shared.settling.insert(task) }
    defer { shared.lock.withLock { _ = shared.settling.remove(task) } }
    var quietTurns = 0
    var turns = 0
    while quietTurns < 2 && turns < 100_000 {
      turns += 1
      mainActorWaits()
      await Task.yield()
      let quiet = shared.lock.withLock { shared.current != schedule || shared.ready.isEmpty }
      quietTurns = quiet ? quietTurns + 1 : 0
    }
  }

  /// Says that the main actor, in a schedule's task, only waits for other work (a `TestStore`
  /// polling for an action): the chooser then lets the schedule's other jobs run first, as it does
  /// for a task that yields, instead of handing the main actor turn after turn to a poll.
  package static func mainActorWaits() {
    let schedule = schedule
    guard schedule != 0 else { return }
    shared.lock.withLock {
      if shared.current == schedule { shared.yields.append(mainActorCandidate) }
    }
  }

  // MARK: - Capture (called by the global enqueue hook)

  /// Takes `job` into the running schedule when its task is owned, or when a task of the schedule
  /// enqueues it for the first time (a task it creates). Returns whether it did.
  func capture(_ job: UnsafeMutableRawPointer) -> Bool {
    capture(job, always: false)
  }

  /// Takes `job` into the running schedule when its task is owned, when a task of the schedule
  /// enqueues it, or `always` (a job enqueued on the explorer's own executor, which only the
  /// schedule's jobs run on). Returns whether it did.
  private func capture(_ job: UnsafeMutableRawPointer, always: Bool) -> Bool {
    // Outside a schedule (every enqueue of every test store's test), one lock and nothing else.
    guard lock.withLock({ current != 0 }) else { return false }
    let enqueuer = Self.schedule
    let enqueuingTask = MainSerialExecutor.currentTask()
      .map { JobRunner.taskID(UnsafeMutableRawPointer(mutating: $0)) } ?? 0
    // Tasks are known by id, not address: an address is reused once its task ends, by any test.
    let jobTask = JobRunner.taskID(job)
    lock.lock()
    guard current != 0 else {
      lock.unlock()
      return false
    }
    if jobTask == 0 || !owned.contains(jobTask) {
      // A task of the schedule enqueues it (a task it creates, or a job that resumes it; a
      // detached task inherits no task-local value, so it is known by id), or a job of the
      // schedule does (an actor it leaves schedules its next job, with no task current).
      guard
        always || enqueuer == current || (enqueuingTask != 0 && owned.contains(enqueuingTask))
          || (running.map { pthread_equal($0, pthread_self()) != 0 } ?? false)
      else {
        lock.unlock()
        return false
      }
      if jobTask != 0 { owned.insert(jobTask) }
    }
    // A task keeps its number over its jobs; any other job (one that resumes a continuation, as
    // `Task.yield()` enqueues) takes the number of the task that enqueued it.
    let resumesEnqueuer = jobTask == 0 && enqueuingTask != 0
    let task = resumesEnqueuer ? enqueuingTask : jobTask
    let number = (task != 0 ? identities[task] : nil) ?? nextIdentity
    nextIdentity = max(nextIdentity, number + 1)
    if task != 0 { identities[task] = number }
    // A task that enqueues the job resuming itself on its own executor yields (`Task.yield()`).
    if always && resumesEnqueuer { yields.append(number) }
    ready.append(Job(pointer: job, identity: number, task: jobTask))
    captures &+= 1
    let waiting = waiter
    waiter = nil
    lock.unlock()
    waiting?.resume()
    return true
  }

  /// Where captured jobs run: jobs they enqueue on "the current executor" (the job
  /// `Task.yield()` enqueues to resume its task, for one) come here instead of going to the global
  /// executor directly, so they are captured too.
  fileprivate final class CapturingExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
      let pointer = unsafeBitCast(UnownedJob(job), to: UnsafeMutableRawPointer.self)
      if !InterleavingExplorer.shared.capture(pointer, always: true) {
        JobRunner.enqueueGlobal?(pointer)
      }
    }
  }

  fileprivate static let executor = CapturingExecutor()

  // MARK: - Driving a schedule

  /// Starts a schedule: `start` creates the body's task, which belongs to it.
  @MainActor
  private func begin(_ start: () -> Void) {
    let schedule: UInt64 = lock.withLock {
      lastSchedule += 1
      current = lastSchedule
      owned = []
      identities = [:]
      routed = [:]
      nextIdentity = 1
      yields = []
      ready = []
      events = []
      return current
    }
    MainSerialExecutor.setExploring(true)
    Self.$schedule.withValue(schedule, operation: start)
  }

  /// The jobs ready to run, in the order they were enqueued.
  private var readyJobs: [Job] {
    lock.withLock { ready }
  }

  /// Takes the ready job at `index` (into ``readyJobs``) and runs it until it suspends or ends,
  /// on the generic executor.
  @MainActor
  private func run(at index: Int) {
    let job = lock.withLock {
      running = pthread_self()
      return ready.remove(at: index)
    }
    unsafeBitCast(job.pointer, to: UnownedJob.self)
      .runSynchronously(on: Self.executor.asUnownedTaskExecutor())
    lock.withLock { running = nil }
  }

  /// Wakes the driver if it waits for a job (the body ended).
  private func wake() {
    let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume()
  }

  /// Waits until a job is captured or ``wake()`` is called, or until `stall` of real time passes
  /// with neither (returning `false`).
  @MainActor
  private func waitForJob(stall: Duration) async -> Bool {
    let generation: Int = lock.withLock {
      waitGeneration += 1
      return waitGeneration
    }
    let timedOut = LockIsolated(false)
    let timer = Task.detached { [self] in
      try? await Task.sleep(for: stall)
      let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
        guard waitGeneration == generation, let waiting = waiter else { return nil }
        waiter = nil
        return waiting
      }
      if let waiting {
        timedOut.setValue(true)
        waiting.resume()
      }
    }
    defer { timer.cancel() }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      if !ready.isEmpty {
        lock.unlock()
        continuation.resume()
        return
      }
      waiter = continuation
      lock.unlock()
    }
    return !timedOut.value
  }

  /// Ends the schedule: jobs still ready go back to the global executor, and the schedule's tasks
  /// run as usual from now on. Returns the schedule's event log.
  @MainActor
  private func end() -> [String] {
    let (leftovers, log, waiting) = lock.withLock {
      defer {
        current = 0
        ready = []
        owned = []
        identities = [:]
        routed = [:]
        events = []
        waiter = nil
      }
      return (ready, events, waiter)
    }
    waiting?.resume()
    MainSerialExecutor.setExploring(false)
    for job in leftovers {
      JobRunner.enqueueGlobal?(job.pointer)
    }
    return log
  }
}

/// The runtime entry points that re-enqueue a captured job and tell its task.
private enum JobRunner {
  typealias Enqueue = @convention(c) (UnsafeMutableRawPointer) -> Void

  static let enqueueGlobal: Enqueue? = lookUp("swift_task_enqueueGlobal").map {
    unsafeBitCast($0, to: Enqueue.self)
  }

  /// `swift_task_getJobTaskId(Job *)`: the job's task's id, never reused in a process; zero for a
  /// job that is not a task's.
  typealias TaskID = @convention(c) (UnsafeMutableRawPointer) -> UInt64
  static let getTaskID: TaskID? = lookUp("swift_task_getJobTaskId").map {
    unsafeBitCast($0, to: TaskID.self)
  }

  static var isAvailable: Bool { enqueueGlobal != nil && getTaskID != nil }

  static func taskID(_ job: UnsafeMutableRawPointer) -> UInt64 {
    getTaskID?(job) ?? 0
  }

  private static func lookUp(_ name: String) -> UnsafeMutableRawPointer? {
    MainSerialExecutor.lookUp(name)
  }
}

/// What one schedule did.
package struct ScheduleRun: Sendable {
  /// The steps taken: captured jobs run, and turns given to the main actor.
  package var steps = 0
  /// The choices made (steps with more than one candidate).
  package var decisions = 0
  /// A hash of the choices made, step by step: equal for two runs that chose alike.
  package var fingerprint: UInt64 = 0xCBF2_9CE4_8422_2325
  /// The events noted while it ran (actions sent and delivered).
  package var events: [String] = []
  /// Whether the body ended (else it stalled, or ran past the step limit).
  package var finished = false
  /// Whether the schedule's tasks stayed suspended for the stall limit before the body ended.
  package var stalled = false
}

extension InterleavingExplorer {
  /// Runs one schedule: `start` creates the body's task and is handed the closure the body calls
  /// when it ends; then, step by step, `chooser` picks one of the ready jobs or the main actor
  /// (identity ``mainActorCandidate``, listed last), until the body has ended and nothing is ready
  /// (or `stepLimit` steps passed, or it stalled).
  ///
  /// Jobs of tasks routed to the main executor (tasks a test clock resumed) run before any other
  /// captured job, oldest first, taking turns with the main actor, as on the main executor they
  /// would share: a clock's `advance` returns only once the sleepers it resumed ran to their next
  /// suspension.
  @MainActor
  package func runSchedule(
    chooser: inout some ScheduleChooser,
    stall: Duration = .seconds(10),
    stepLimit: Int = 1_000_000,
    start: (_ finish: @escaping @Sendable () -> Void) -> Void
  ) async -> ScheduleRun {
    let done = LockIsolated(false)
    var run = ScheduleRun()
    // The driver's own resumptions go straight to the main executor: through the global executor
    // they would reach the main actor after whatever the schedule's main-actor jobs did meanwhile,
    // which depends on the machine's timing (see ``letMainActorRun()``).
    let driver = MainSerialExecutor.currentTask()
    if let driver { MainSerialExecutor.routeToMain(driver) }
    defer { if let driver { MainSerialExecutor.stopRoutingToMain(driver) } }
    begin {
      start { [self] in
        done.setValue(true)
        wake()
      }
    }
    var idleTurns = 0
    var mainActorsTurn = false
    while run.steps < stepLimit {
      let jobs = readyJobs
      if jobs.isEmpty {
        if done.value { break }
        // Let the main actor run; wait for real once it has had many turns and queued nothing.
        run.steps += 1
        if idleTurns < 1_000 {
          idleTurns += 1
          await letMainActorRun()
          continue
        }
        idleTurns = 0
        if await waitForJob(stall: stall) { continue }
        run.stalled = true
        break
      }
      idleTurns = 0
      run.steps += 1
      let routedJob = lock.withLock {
        jobs.firstIndex { isRoutedLocked($0) && !settling.contains($0.address) }
      }
      if let routed = routedJob {
        // Routed work shares the main actor's queue: it and the main actor take turns.
        if mainActorsTurn {
          await letMainActorRun()
        } else {
          self.run(at: routed)
        }
        mainActorsTurn.toggle()
        continue
      }
      mainActorsTurn = false
      for task in lock.withLock({ () -> [UInt] in defer { yields = [] }; return yields }) {
        chooser.taskYielded(task)
      }
      let candidates = jobs.map(\.identity) + [Self.mainActorCandidate]
      let index = chooser.choose(among: candidates, step: run.decisions)
      run.decisions += 1
      run.fingerprint = (run.fingerprint ^ UInt64(index)) &* 0x100_0000_01B3
      if index == jobs.count {
        let before = lock.withLock { captures }
        await letMainActorRun()
        // A turn that started none of the schedule's work was spent (the main actor had none of
        // it, or only polled): the main actor yields, as a task would.
        if lock.withLock({ captures }) == before { chooser.mainActorStartedNothing() }
      } else {
        self.run(at: index)
      }
    }
    run.finished = done.value
    run.events = end()
    return run
  }

  /// Lets the main actor run every job queued on it, then resumes. (`Task.yield()` would not do:
  /// it first leaves the main actor for the global executor, so when the driver comes back depends
  /// on the machine's timing.)
  @MainActor
  private func letMainActorRun() async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}


extension InterleavingExplorer {
  /// Whether this runtime exports what the explorer needs (the enqueue hooks and `swift_job_run`).
  package static var isSupported: Bool { JobRunner.isAvailable && MainSerialExecutor.canExplore }
}


