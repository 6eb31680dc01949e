import ConcurrencyExtras

/// The wall-clock limit of a `TestStore` wait (`receive`, `finish`): it counts only the time during
/// which the store's effects made no progress, so a loaded machine that runs them slowly does not
/// make a test fail.
///
/// Progress is a job run for one of the store's effect tasks by the main serial executor (which a
/// `TestStore` installs), or a change in `marks` (actions received, effects running). What is left
/// is time spent truly waiting: on a `TestClock` nobody advances, on real I/O, on a real clock. Time
/// during which the waiter itself could not run (the main actor busy with another test) counts only
/// once the waiter has yielded to the effects many times. The wait never lasts more than thirty
/// times `limit` in all, however busy the effects are (a timer on an immediate clock never stops
/// making progress).
struct ProgressDeadline {
  let limit: Duration
  private let progress: ProgressCount
  private let start = ContinuousClock.now
  private var lastProgress = ContinuousClock.now
  private var jobs: UInt64
  private var marks: [Int]
  /// The waiter's own rounds of yielding since the last progress, and in all: time during which the
  /// waiter itself did not run (the main actor busy with another test's long job) is no evidence
  /// that the effects are stuck, so a limit passes only once the waiter has yielded to them often.
  private var roundsSinceProgress = 0
  private var rounds = 0

  init(limit: Duration, progress: ProgressCount, marks: [Int] = []) {
    self.limit = limit
    self.progress = progress
    self.jobs = progress.value
    self.marks = marks
  }

  /// Lets the effects run a little: under the main serial executor every job runs on the main
  /// actor, so yielding there lets each of them run once.
  @MainActor
  mutating func yield() async {
    roundsSinceProgress += 1
    rounds += 1
    InterleavingExplorer.mainActorWaits()
    guard MainSerialExecutor.isActive else {
      await Task.megaYield()
      return
    }
    for _ in 0..<20 { await Task.yield() }
  }

  /// The rounds of yielding after which a lack of progress counts: each round lets every job
  /// queued on the serial executor run once.
  static let roundsToCount = 50

  /// Whether `limit` passed without progress since the last call that saw some (or thirty times
  /// `limit` in all).
  mutating func hasPassed(marks: [Int] = []) -> Bool {
    let now = ContinuousClock.now
    if now - start > limit * 30 && rounds >= Self.roundsToCount * 30 { return true }
    let jobs = progress.value
    if jobs != self.jobs || marks != self.marks {
      self.jobs = jobs
      self.marks = marks
      lastProgress = now
      roundsSinceProgress = 0
      return false
    }
    return now - lastProgress > limit && roundsSinceProgress >= Self.roundsToCount
  }
}
