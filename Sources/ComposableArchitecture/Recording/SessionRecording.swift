import CustomDump
import Foundation

/// What a store processed: its initial state, then each action in order, whether it came from an
/// effect, when, and the state it left.
///
/// Make one with `store.startRecording()` (or `store.record(to:)` to write it as it happens),
/// inspect it (`state(at:)`), replay it against a reducer to check that it still behaves the same
/// (`replay(_:)`), or turn it into a test (`testSource(reducer:)`).
///
/// ```swift
/// let recorder = store.startRecording()
/// store.send(.incrementButtonTapped)
/// let recording = recorder.recording
/// recording.steps.count          // 1
/// recording.state(at: 1).count   // 1
/// ```
public struct SessionRecording<State, Action> {
  /// One processed action.
  public struct Step {
    /// The position of the step, from 1.
    public let index: Int
    /// The action.
    public let action: Action
    /// Whether an effect sent the action (rather than the store's user).
    public let isFromEffect: Bool
    /// When the action was processed.
    public let date: Date
    /// The state right after the action.
    public let state: State

    /// A step.
    public init(index: Int, action: Action, isFromEffect: Bool, date: Date, state: State) {
      self.index = index
      self.action = action
      self.isFromEffect = isFromEffect
      self.date = date
      self.state = state
    }
  }

  /// The state before the first step.
  public var initialState: State
  /// The steps, in the order the store processed them.
  public var steps: [Step]
  /// Where the recording was cut, when it was read from a file whose last line is incomplete (the
  /// process recording it ended while writing that line): "The recording is cut at line 42: …".
  /// The steps before that line were read; the incomplete one is left out. `nil` when every line was
  /// read, and for a recording made in memory.
  public var truncationNote: String?

  /// A recording.
  public init(initialState: State, steps: [Step] = []) {
    self.initialState = initialState
    self.steps = steps
  }

  /// The state after `index` steps: ``initialState`` at 0, the last step's state at `steps.count`.
  /// An index out of range is reported and clamped.
  public func state(
    at index: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> State {
    guard (0...steps.count).contains(index) else {
      reportIssue(
        "No step \(index) in a recording of \(steps.count) steps; reading the nearest one.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return index <= 0 ? initialState : (steps.last?.state ?? initialState)
    }
    return index == 0 ? initialState : steps[index - 1].state
  }

  /// The Swift source of a `TestStore` test that replays the recording: `send` for the actions the
  /// user sent, `receive` for those that came from effects, each asserting the recorded state.
  ///
  /// Values are written as Swift that builds them again (see `SwiftLiteral`): `["milk"]` for an
  /// array, `["a": 1]` for a dictionary, `nil` or the wrapped value for an optional, `.init(…)` and
  /// `.case(…)` inside the root `Feature.State(…)`, strings with their escapes.
  ///
  /// **Time.** An effect that slept (a timer, a debounce) sends its action only once its clock
  /// reaches the deadline. When an effect's action came at least a millisecond after the first step,
  /// the test overrides `continuousClock` and `suspendingClock` with one `TestClock`, and before
  /// receiving that action advances it to the recorded time since the first step
  /// (`await clock.advance(by: .milliseconds(1000))`): the sleeps end in the recorded order, as
  /// they did when recording. The times come from the steps' dates, so they are those of a session
  /// recorded with real clocks; a session recorded under a test clock is dated by the wall clock,
  /// so re-date its steps by the test clock's time before asking for its test.
  ///
  /// **Other dependencies** the effects use (an API client) are the caller's to give, as
  /// statements for the `withDependencies` closure: `["$0.apiClient = .mock"]`.
  ///
  /// The recording may end while effects still run; the test ends by skipping those, without
  /// asserting more than was recorded.
  ///
  /// Each step asserts what changed, field by field, as a `TestStore` test is written by hand
  /// (`$0.count = 1`); the initial state is written whole (`Feature.State(count: 0, …)`, its
  /// memberwise initializer), or as `initialState` gives it when the type has none
  /// (`"Feature.State()"`).
  ///
  /// - Parameters:
  ///   - reducer: The source of the reducer, as the test should build it: `"Feature()"`.
  ///   - initialState: The source of the initial state, when the written one should not be used.
  ///   - testName: The name of the test function.
  ///   - dependencies: Statements that set dependencies on `$0`, run before the test starts.
  public func testSource(
    reducer: String, initialState: String? = nil,
    testName: String = "recordedSession", dependencies: [String] = []
  ) -> String {
    // Milliseconds from the first step to each step, for the steps an effect sent.
    let origin = steps.first?.date ?? Date()
    func elapsed(_ step: Step) -> Int {
      max(0, Int((step.date.timeIntervalSince(origin) * 1_000).rounded(.down)))
    }
    let usesClock = steps.contains { $0.isFromEffect && elapsed($0) > 0 }
    var lines: [String] = []
    lines.append("@MainActor")
    lines.append("@Test func \(testName)() async {")
    if usesClock { lines.append("  let clock = TestClock()") }
    lines.append("  let store = TestStore(initialState: \(initialState ?? swiftValue(self.initialState, indent: 2))) {")
    lines.append("    \(reducer)")
    if usesClock || !dependencies.isEmpty {
      lines.append("  } withDependencies: {")
      if usesClock {
        lines.append("    $0.continuousClock = clock")
        lines.append("    $0.suspendingClock = clock")
      }
      lines += dependencies.map { "    " + $0 }
    }
    lines.append("  }")
    var previous = self.initialState
    var clockTime = 0
    for step in steps {
      if step.isFromEffect, usesClock, elapsed(step) > clockTime {
        lines.append("  await clock.advance(by: .milliseconds(\(elapsed(step) - clockTime)))")
        clockTime = elapsed(step)
      }
      let verb = step.isFromEffect ? "receive" : "send"
      let changes = SwiftLiteral.assignments(from: previous, to: step.state, path: "$0")
      let call = "  await store.\(verb)(\(swiftValue(step.action, indent: 2)))"
      if changes.isEmpty {
        lines.append(call)
      } else {
        lines.append(call + " {")
        lines += changes.map { "    " + indented($0, by: 4) }
        lines.append("  }")
      }
      previous = step.state
    }
    lines.append("  // The recording ends here: effects still running were not recorded further.")
    lines.append("  await store.skipInFlightEffects(strict: false)")
    lines.append("  await store.skipReceivedActions(strict: false)")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value as Swift source (see `SwiftLiteral`), continuation lines indented by `indent`.
  private func swiftValue(_ value: Any, indent: Int) -> String {
    indented(SwiftLiteral.source(of: value), by: indent)
  }

  /// `source` with its continuation lines indented by `indent`.
  private func indented(_ source: String, by indent: Int) -> String {
    let padding = String(repeating: " ", count: indent)
    return source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
      .map { $0.offset == 0 ? String($0.element) : padding + $0.element }
      .joined(separator: "\n")
  }
}

extension SessionRecording: Sendable where State: Sendable, Action: Sendable {}
extension SessionRecording.Step: Sendable where State: Sendable, Action: Sendable {}
