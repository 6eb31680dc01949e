import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting

/// Runs `body` once per schedule of its effects, each time in another order, and reports the first
/// schedule in which it fails, with a seed that replays exactly that schedule.
///
/// A test of a feature runs its effects in one order: the one this machine picked, or under
/// `withMainSerialExecutor` the order they were enqueued. A bug that needs another order (a response
/// that lands after a cancel, two effects that both write) passes that test. Here every task the
/// body starts, effects included, runs one job at a time, and which ready job runs next is chosen by
/// a seeded generator:
///
/// ```swift
/// @Test func searchCancelRace() async {
///   await withEffectInterleavings(schedules: 500) {
///     let store = TestStore(initialState: Search.State()) { Search() }
///     store.exhaustivity = .off
///     await store.send(.queryChanged("a"))
///     await store.send(.queryChanged(""))
///     await store.finish()
///     #expect(store.state.results.isEmpty)  // a stale response must not land after the clear
///   }
/// }
/// ```
///
/// Each schedule runs as a fresh test: every dependency default starts anew (test values, and the
/// storages of `.inMemory`, `.appStorage` and `.fileStorage` shared values), so a schedule sees
/// nothing the schedules before it left, and a failing seed fails alone as it failed in the
/// exploration. Values the test set itself (`withDependencies` around the call, dependency traits,
/// `prepareDependencies` before it) are the test's, the same in every schedule: create what must
/// start anew inside the body.
///
/// The first failing schedule stops the exploration. Its issues are recorded as usual, and one
/// more issue gives its seed, the actions the `TestStore`s sent and received in it, and how their
/// order differs from the plain order. `withEffectInterleavings(seed: 0x…) { … }` replays exactly that
/// schedule, every time. When every schedule passes, the number of schedules and of distinct ones is
/// printed.
///
/// A schedule fails when the body throws, reports an issue (a `TestStore` failure, `reportIssue`),
/// or, under Swift Testing, records one (`#expect`); or when it stalls: every task it started stays
/// suspended for 10 s of real time, a deadlock in that order or a wait on something the explorer does
/// not run.
///
/// What it explores: the order of the jobs the body's tasks and effects run off the main actor,
/// and when the main actor runs the jobs queued on it (those keep their queue order), including
/// `TestClock` sleepers (advancing a test clock first lets whatever is ready run, and runs the
/// sleepers it resumes to their next suspension). What it cannot: work outside Swift concurrency
/// (threads, dispatch queues), real I/O, and when a real clock's sleep ends. Explorations run one
/// at a time in the process. The catalog's "Testing with TestStore" article says more.
///
/// - Parameters:
///   - schedules: How many schedules to run at most (the first is the plain order).
///   - strategy: How schedules are chosen; ``EffectInterleavingStrategy/mixed`` by default.
///   - seed: Replays the one schedule a failure report gave, instead of exploring.
///   - schedule: Replays the one schedule an exhaustive exploration's failure report gave.
///   - body: The test to run under every schedule. It runs on the main actor.
@MainActor
public func withEffectInterleavings(
  schedules: Int = 200,
  strategy: EffectInterleavingStrategy = .mixed,
  seed: UInt64? = nil,
  schedule: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: @escaping @MainActor () async throws -> Void
) async {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  guard InterleavingExplorer.isSupported else {
    reportIssue(
      """
      withEffectInterleavings needs the Swift runtime's enqueue hooks and swift_job_run, which this \
      runtime does not export; the body ran once, in the machine's order.
      """, at: location)
    try? await body()
    return
  }
  await ExplorationTurn.take()
  defer { ExplorationTurn.give() }
  var exploration = Exploration(body: body, location: location)
  if let seed {
    await exploration.replay(ScheduleSeed(rawValue: seed))
  } else if let schedule {
    guard let preset = ChoiceList(schedule) else {
      reportIssue(
        """
        "\(schedule)" is not a schedule of withEffectInterleavings: expected what a failure report \
        prints, steps and choices as "12:1,30:2".
        """, at: location)
      return
    }
    await exploration.replay(preset)
  } else if case .exhaustive(let preemptions) = strategy {
    await exploration.exhaustive(preemptions: max(0, preemptions), budget: max(1, schedules))
  } else {
    await exploration.seeded(strategy, budget: max(1, schedules))
  }
}

/// One call of `withEffectInterleavings`: runs schedules and reports.
@MainActor
private struct Exploration {
  let body: @MainActor () async throws -> Void
  let location: IssueLocation
  /// The plain order's run, against which a failing schedule's order is compared.
  private var baseline: ScheduleRun?
  private var fingerprints: Set<UInt64> = []
  private var count = 0

  init(body: @escaping @MainActor () async throws -> Void, location: IssueLocation) {
    self.body = body
    self.location = location
  }

  /// Runs schedules from seeds: the plain order, then as `strategy` says.
  mutating func seeded(_ strategy: EffectInterleavingStrategy, budget: Int) async {
    var generator = SplitMix64(seed: 0x0C0F_FEE0_5EED)
    for index in 0..<budget {
      let steps = baseline?.decisions ?? 100
      let seed: ScheduleSeed
      switch strategy {
      case _ where index == 0:
        seed = .plainOrder
      case .random:
        seed = .random(generator.next())
      case .pct(let depth):
        seed = .priorityBased(depth: depth, steps: steps, generator.next())
      default:
        // Priority-based schedules find what the random ones find, and more: two in three.
        switch index % 6 {
        case 2, 5: seed = .random(generator.next())
        case 1, 4: seed = .priorityBased(depth: 1, steps: steps, generator.next())
        case 3: seed = .priorityBased(depth: 2, steps: steps, generator.next())
        default: seed = .priorityBased(depth: 3, steps: steps, generator.next())
        }
      }
      var chooser = seed.chooser()
      let (run, failed) = await runOnce(&chooser)
      if index == 0 { baseline = run }
      if failed || !run.finished {
        report(
          run, what: "seed \(seed.hex) (\(seed.kind))",
          replay: "withEffectInterleavings(seed: \(seed.hex))")
        return
      }
    }
    summarize(
      "withEffectInterleavings: \(count) schedules explored (\(fingerprints.count) distinct), none failed."
    )
  }

  /// Runs every schedule with at most `preemptions` departures from the plain order (see
  /// ``ChoiceListChooser``: a departure postpones the job the plain order would run), fewest
  /// departures first, until all ran or `budget` schedules did; then says which of the two.
  ///
  /// The search goes level by level: the plain order, then every schedule with one departure
  /// (choice point by choice point, from the first), then every one that adds a second departure
  /// after the first, and so on. A schedule's choice points up to its last departure are its
  /// parent's (a body runs alike under the same choices), so each schedule is run once, and a bug
  /// that needs fewer departures is found before the search spends its budget on more.
  mutating func exhaustive(preemptions: Int, budget: Int) async {
    /// A schedule run, whose children (one departure more, after its last) remain to be run.
    struct Parent {
      var preset: [Int: Int]
      /// The first choice point a child may depart at.
      var from: Int
      /// The schedule's choice points: how many candidates, and the plain order's one.
      var points: [(count: Int, plain: Int)]
      var children: Int {
        points[from...].reduce(0) { $0 + $1.count - 1 }
      }
    }
    guard let plain = await exhaustiveRun([:]) else { return }
    var level = preemptions > 0 ? [Parent(preset: [:], from: 0, points: plain)] : []
    var departures = 0
    while !level.isEmpty {
      departures += 1
      let total = level.reduce(0) { $0 + $1.children }
      var explored = 0
      var next: [Parent] = []
      for parent in level {
        for point in parent.from..<parent.points.count {
          let (candidates, plainChoice) = parent.points[point]
          for candidate in 0..<candidates where candidate != plainChoice {
            guard count < budget else {
              summarize(
                """
                withEffectInterleavings: the budget of \(budget) schedules ran out before every \
                schedule with at most \(Self.preemptions(preemptions)) was explored: all with at \
                most \(Self.preemptions(departures - 1)) ran, and \(explored) of the \(total) with \
                \(departures)\(departures < preemptions ? " (those with more were not reached)" : ""); \
                none failed (\(fingerprints.count) distinct schedules). Raise `schedules:` to explore \
                the rest.
                """)
              return
            }
            var preset = parent.preset
            preset[point] = candidate
            guard let points = await exhaustiveRun(preset) else { return }
            explored += 1
            if departures < preemptions {
              next.append(Parent(preset: preset, from: point + 1, points: points))
            }
          }
        }
      }
      level = next
    }
    summarize(
      """
      withEffectInterleavings: all \(count) schedules with at most \(Self.preemptions(preemptions)) \
      explored (\(fingerprints.count) distinct), none failed.
      """)
  }

  /// Runs one schedule of an exhaustive exploration; returns its choice points, or `nil` when it
  /// failed (and was reported).
  private mutating func exhaustiveRun(_ preset: [Int: Int]) async -> [(count: Int, plain: Int)]? {
    var chooser = ChoiceListChooser(preset: preset)
    let (run, failed) = await runOnce(&chooser)
    if baseline == nil { baseline = run }
    if failed || !run.finished {
      let list = ChoiceList(preset: preset).description
      report(
        run, what: "schedule \"\(list)\"",
        replay: "withEffectInterleavings(schedule: \"\(list)\")")
      return nil
    }
    return chooser.trace.map { ($0.count, $0.plain) }
  }

  /// "1 preemption", "2 preemptions".
  private static func preemptions(_ count: Int) -> String {
    "\(count) preemption\(count == 1 ? "" : "s")"
  }

  /// Prints the closing line of an exploration that found no failure, and hands it to
  /// ``ExplorationSummary/collected`` when set.
  private func summarize(_ text: String) {
    print(text)
    ExplorationSummary.collected?.withValue { $0.append(text) }
  }

  /// Replays one seeded schedule.
  mutating func replay(_ seed: ScheduleSeed) async {
    var chooser = seed.chooser()
    let (run, failed) = await runOnce(&chooser)
    if failed || !run.finished {
      report(run, what: "seed \(seed.hex) (\(seed.kind)), replayed", replay: nil)
    } else {
      print("withEffectInterleavings: schedule \(seed.hex) (\(seed.kind)) replayed, passed.")
    }
  }

  /// Replays one schedule of an exhaustive exploration.
  mutating func replay(_ list: ChoiceList) async {
    var chooser = ChoiceListChooser(preset: list.preset)
    let (run, failed) = await runOnce(&chooser)
    if failed || !run.finished {
      report(run, what: "schedule \"\(list)\", replayed", replay: nil)
    } else {
      print("withEffectInterleavings: schedule \"\(list)\" replayed, passed.")
    }
  }

  /// Runs the body under one schedule; returns the run and whether it failed.
  ///
  /// The body runs as a fresh test: in a ``FreshDependencyScope``, so every dependency default
  /// (test values, and with them the storages of `.inMemory`, `.appStorage` and `.fileStorage`
  /// keys) starts anew, and a schedule sees nothing the schedules before it left. A seed replayed
  /// alone runs exactly as it ran in the exploration.
  private mutating func runOnce(_ chooser: inout some ScheduleChooser) async -> (ScheduleRun, Bool) {
    let failed = LockIsolated(false)
    let body = self.body
    let location = self.location
    let scope = FreshDependencyScope()
    defer { scope.end() }
    let run = await InterleavingExplorer.shared.runSchedule(chooser: &chooser) { finish in
      scope.run {
        withIssuesObserved({ failed.setValue(true) }, at: location) {
          let task = Task { @MainActor in
            do {
              try await body()
            } catch {
              reportIssue(
                error, fileID: location.fileID, filePath: location.filePath, line: location.line,
                column: location.column)
            }
            finish()
          }
          InterleavingExplorer.adopt(task)
        }
      }
    }
    count += 1
    fingerprints.insert(run.fingerprint)
    return (run, failed.value)
  }

  private func report(_ run: ScheduleRun, what: String, replay: String?) {
    var text = "A schedule of the effects fails: \(what)"
    if replay != nil {
      text += ", schedule \(count) explored (\(fingerprints.count) distinct)"
    }
    text += "."
    if run.stalled {
      text += """


        The body did not finish: every task it started stayed suspended for 10 s of real time (a \
        deadlock in this order, or a wait on work the explorer does not run).
        """
    } else if !run.finished {
      text += "\n\nThe body did not finish within \(run.steps) jobs."
    }
    if !run.events.isEmpty {
      text += "\n\nActions, in this schedule's order:\n"
      text += run.events.map { "  " + $0 }.joined(separator: "\n")
    }
    if let baseline {
      let changes = ActionOrder.changes(in: run.events, from: baseline.events)
      if !changes.isEmpty {
        text += "\n\nNot in the plain order:\n" + changes.map { "  " + $0 }.joined(separator: "\n")
      }
    }
    if let replay {
      text += "\n\nReplay exactly this schedule: \(replay) { … }"
    }
    reportIssue(text, at: location)
  }
}

/// Where tests read the closing lines of explorations that found no failure (they are printed too).
package enum ExplorationSummary {
  /// When set, every closing line of an exploration run in this task is appended to it.
  @TaskLocal package static var collected: LockIsolated<[String]>?
}

/// The departures from the plain order of an exhaustive exploration's schedule, printed and parsed
/// as `"12:1,30:2"` (choice point 12 takes the second candidate, choice point 30 the third).
struct ChoiceList: CustomStringConvertible {
  let preset: [Int: Int]

  init(preset: [Int: Int]) {
    self.preset = preset
  }

  init?(_ text: String) {
    var preset: [Int: Int] = [:]
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: ":")
      guard
        parts.count == 2,
        let step = Int(parts[0].trimmingCharacters(in: .whitespaces)), step >= 0,
        let choice = Int(parts[1].trimmingCharacters(in: .whitespaces)), choice >= 0
      else { return nil }
      preset[step] = choice
    }
    self.init(preset: preset)
  }

  var description: String {
    preset.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
  }
}

/// Explorations take turns: the enqueue hooks and the explorer are the process's.
@MainActor
private enum ExplorationTurn {
  static var busy = false
  static var waiting: [CheckedContinuation<Void, Never>] = []

  static func take() async {
    guard busy else {
      busy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  static func give() {
    if waiting.isEmpty {
      busy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
