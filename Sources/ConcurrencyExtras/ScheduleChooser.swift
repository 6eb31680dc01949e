/// Picks which ready job runs next in a schedule of an ``InterleavingExplorer``.
package protocol ScheduleChooser {
  /// Returns the index of the job to run among `candidates`, the identities of the ready jobs in
  /// the order they were enqueued (never empty). `step` counts the jobs run so far.
  mutating func choose(among candidates: [UInt], step: Int) -> Int

  /// Hears that the task with identity `task` yielded (`Task.yield()`): it asks to let others run.
  mutating func taskYielded(_ task: UInt)

  /// Hears that a turn of the main actor started none of the schedule's captured work (it had
  /// nothing to do, or only polled).
  mutating func mainActorStartedNothing()
}

extension ScheduleChooser {
  /// Ignores yields.
  package mutating func taskYielded(_ task: UInt) {}

  /// Takes the turn for a yield of the main actor.
  package mutating func mainActorStartedNothing() {
    taskYielded(InterleavingExplorer.mainActorCandidate)
  }
}

/// The order the main serial executor would use: the oldest ready job first, and the main actor's
/// queue (the last candidate) after a task yields, as a yield goes to the back of one queue.
///
/// When the main actor itself yields (it only polls), the oldest ready job runs first instead.
package struct FirstInFirstOutChooser: ScheduleChooser {
  private var taskYielded = false
  private var mainActorYielded = false

  package init() {}

  package mutating func taskYielded(_ task: UInt) {
    if task == InterleavingExplorer.mainActorCandidate {
      mainActorYielded = true
    } else {
      taskYielded = true
    }
  }

  package mutating func choose(among candidates: [UInt], step: Int) -> Int {
    defer {
      taskYielded = false
      mainActorYielded = false
    }
    return taskYielded && !mainActorYielded ? candidates.count - 1 : 0
  }
}

/// A uniformly random ready job at every step, from a seeded generator.
package struct RandomChooser: ScheduleChooser {
  private var generator: SplitMix64

  package init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  package mutating func choose(among candidates: [UInt], step: Int) -> Int {
    Int(generator.next() % UInt64(candidates.count))
  }
}

/// Probabilistic concurrency testing (Burckhardt et al., 2010): every task gets a random priority
/// when first seen, the highest-priority ready task runs, and at `depth - 1` random steps the
/// running task drops below every other. A bug that needs `d` ordering constraints among `n` tasks
/// over `k` steps is found with probability at least `1 / (n * k^(d-1))` per schedule.
///
/// Strict priorities would starve a low task forever while higher ones keep polling (a test
/// store waiting for it yields again and again): a task that yields drops below every other, as
/// one that asks to let others run, and a task left ready for 256 choices in a row runs.
package struct PriorityChangeChooser: ScheduleChooser {
  private var generator: SplitMix64
  private var priorities: [UInt: UInt64] = [:]
  private var changePoints: [Int: UInt64] = [:]
  private var readySince: [UInt: Int] = [:]
  private var decision = 0
  /// The priority the last task to yield got: below every initial priority, and falling, so the
  /// task that yielded last runs last.
  private var yieldLevel: UInt64 = 1 << 61

  /// How many choices a ready task may be passed over before it runs.
  static let patience = 256

  /// - Parameters:
  ///   - seed: The generator's seed.
  ///   - depth: The bug depth aimed at: `depth - 1` priority changes.
  ///   - steps: The expected number of choices of a schedule, over which change points spread.
  package init(seed: UInt64, depth: Int, steps: Int) {
    generator = SplitMix64(seed: seed)
    for change in 0..<max(0, depth - 1) {
      let step = Int(generator.next() % UInt64(max(1, steps)))
      changePoints[step] = UInt64(change) + 1
    }
  }

  package mutating func taskYielded(_ task: UInt) {
    yieldLevel -= 1
    priorities[task] = yieldLevel
  }

  package mutating func choose(among candidates: [UInt], step: Int) -> Int {
    defer { decision += 1 }
    for candidate in candidates where priorities[candidate] == nil {
      // Initial priorities sit above every value a yield or a change point gives.
      priorities[candidate] = (generator.next() >> 2) | (1 << 62)
    }
    readySince = readySince.filter { candidates.contains($0.key) }
    for candidate in candidates where readySince[candidate] == nil {
      readySince[candidate] = decision
    }
    var best = 0
    for index in candidates.indices.dropFirst()
    where priorities[candidates[index], default: 0] > priorities[candidates[best], default: 0] {
      best = index
    }
    if let change = changePoints[decision] {
      priorities[candidates[best]] = change
      best = 0
      for index in candidates.indices.dropFirst()
      where priorities[candidates[index], default: 0] > priorities[candidates[best], default: 0] {
        best = index
      }
    }
    if let starved = candidates.indices.min(by: {
      readySince[candidates[$0], default: decision] < readySince[candidates[$1], default: decision]
    }), decision - readySince[candidates[starved], default: decision] >= Self.patience {
      best = starved
    }
    readySince[candidates[best]] = nil
    return best
  }
}

/// Replays a schedule given as its departures from the plain order (choice point to the index
/// chosen instead), and records at each choice point the index chosen, how many candidates there
/// were and which one the plain order would have run: the material of a bounded exhaustive search,
/// where a choice is a departure when it is not the plain one.
///
/// A departure *postpones* the task the plain order would have run: its jobs wait until nothing
/// else can go on (the main actor only polls, or no other job is ready and the main actor's last
/// turn did nothing), or until a later departure picks one of them. One departure thus delays a job past any amount of other work, as
/// one preemption of a thread does: a response that lands after the test's next action, a load
/// that another effect's save overtakes. Every other choice is the plain order's
/// (``FirstInFirstOutChooser``), among the tasks not postponed.
package struct ChoiceListChooser: ScheduleChooser {
  /// The departures to make, by choice point.
  package let preset: [Int: Int]
  /// At every choice point: the index chosen, how many candidates there were, and the plain
  /// order's index.
  package private(set) var trace: [(chosen: Int, count: Int, plain: Int)] = []
  /// The tasks a departure passed over, until one of their jobs runs.
  private var postponed: Set<UInt> = []
  private var taskYielded = false
  private var mainActorYielded = false
  /// Whether the main actor only polled (``InterleavingExplorer/mainActorWaits()``: a test store
  /// waiting for an action or for its effects) since the last choice.
  private var mainActorIdle = false

  package init(preset: [Int: Int]) {
    self.preset = preset
  }

  package mutating func taskYielded(_ task: UInt) {
    if task == InterleavingExplorer.mainActorCandidate {
      mainActorYielded = true
      mainActorIdle = true
    } else {
      taskYielded = true
    }
  }

  package mutating func mainActorStartedNothing() {
    mainActorYielded = true
  }

  package mutating func choose(among candidates: [UInt], step: Int) -> Int {
    defer {
      taskYielded = false
      mainActorYielded = false
      mainActorIdle = false
    }
    let plainChoice =
      postponed.isEmpty ? plainIndex(among: candidates) : postponingIndex(among: candidates)
    let chosen = min(preset[trace.count] ?? plainChoice, candidates.count - 1)
    trace.append((chosen, candidates.count, plainChoice))
    if chosen != plainChoice { postponed.insert(candidates[plainChoice]) }
    postponed.remove(candidates[chosen])
    return chosen
  }

  /// The plain order's choice (``FirstInFirstOutChooser``): the main actor after a task yielded
  /// (unless it yielded too), else the oldest ready job.
  private func plainIndex(among candidates: [UInt]) -> Int {
    taskYielded && !mainActorYielded ? candidates.count - 1 : 0
  }

  /// The plain order's choice among the tasks not postponed. A postponed task runs only when
  /// nothing else can go on: the main actor only polls (a test store waiting for an action or for
  /// its effects), or no other job is ready and the main actor's last turn did nothing; then the
  /// oldest postponed job runs. A postponed main actor runs once every ready job is postponed.
  private func postponingIndex(among candidates: [UInt]) -> Int {
    let main = candidates.count - 1
    let jobs = candidates.indices.dropLast()
    let postponedJob = jobs.first { postponed.contains(candidates[$0]) }
    if mainActorIdle, let postponedJob { return postponedJob }
    let mainIsPostponed = postponed.contains(candidates[main])
    if taskYielded && !mainActorYielded && !mainIsPostponed { return main }
    if let job = jobs.first(where: { !postponed.contains(candidates[$0]) }) { return job }
    if !mainActorYielded { return main }
    return postponedJob ?? main
  }
}

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same sequence on every
/// platform.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
