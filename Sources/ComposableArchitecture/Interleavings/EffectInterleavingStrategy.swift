/// How ``withEffectInterleavings(schedules:strategy:seed:schedule:fileID:filePath:line:column:_:)``
/// picks the schedules it runs.
public enum EffectInterleavingStrategy: Sendable, Hashable {
  /// The plain order first (oldest ready job first, as `withMainSerialExecutor` runs them), then
  /// priority-based schedules aiming at bugs of depth 1, 2 and 3 (two in three) and random ones
  /// (one in three). The default.
  case mixed
  /// At every step, a uniformly random ready job.
  case random
  /// Probabilistic concurrency testing: random task priorities, with `depth - 1` random points at
  /// which the running task drops below every other. A bug that needs `depth` ordering
  /// constraints among `n` tasks over `k` steps is found with probability at least
  /// `1 / (n * k^(depth - 1))` per schedule.
  case pct(depth: Int)
  /// Every schedule that departs from the plain order at most `preemptions` times, fewest
  /// departures first, up to the schedule budget; the closing line says whether the search space
  /// was exhausted or the budget ran out first (and how much of it remained).
  ///
  /// A departure (a preemption) is a step that runs another job than the one the plain order
  /// would: that job's task is then postponed until nothing else can go on (the test only waits,
  /// or no other job is ready and the main actor has nothing to do), or until a later departure
  /// picks it. So one
  /// preemption delays a job past any amount of other work (a response that lands after the
  /// test's next action), and a bug that needs one ordering constraint is found with
  /// `preemptions: 1`. For small bodies: the count grows with the number of steps to the power
  /// `preemptions`.
  case exhaustive(preemptions: Int)
}
