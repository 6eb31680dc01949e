import ConcurrencyExtras

/// The wall-clock limit of a `TestStore` wait (`receive`, `finish`): it counts only the time during
/// which the effects made no progress, so a loaded machine that runs them slowly never hits it.
///
/// Progress is any job run by the main serial executor (which a `TestStore` installs: every step of
/// an effect's task goes through it), or a change in `marks` (actions received, effects running).
/// What is left is time spent truly waiting: on a `TestClock` nobody advances, on real I/O, on a
/// real clock.
struct ProgressDeadline {
  let limit: Duration
  private var start = ContinuousClock.now
  private var jobs = MainSerialExecutor.jobCount
  private var marks: [Int]

  init(limit: Duration, marks: [Int] = []) {
    self.limit = limit
    self.marks = marks
  }

  /// Whether `limit` passed without progress since the last call that saw some.
  mutating func hasPassed(marks: [Int] = []) -> Bool {
    let jobs = MainSerialExecutor.jobCount
    if jobs != self.jobs || marks != self.marks {
      self.jobs = jobs
      self.marks = marks
      start = .now
      return false
    }
    return ContinuousClock.now - start > limit
  }
}
