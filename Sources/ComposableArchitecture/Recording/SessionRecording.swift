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
  /// - Parameters:
  ///   - reducer: The source of the reducer, as the test should build it: `"Feature()"`.
  ///   - testName: The name of the test function.
  public func testSource(reducer: String, testName: String = "recordedSession") -> String {
    var lines: [String] = []
    lines.append("@MainActor")
    lines.append("@Test func \(testName)() async {")
    lines.append("  let store = TestStore(initialState: \(swiftValue(initialState, indent: 2))) {")
    lines.append("    \(reducer)")
    lines.append("  }")
    var previous = initialState
    for step in steps {
      let verb = step.isFromEffect ? "receive" : "send"
      let changed = String(customDumping: step.state) != String(customDumping: previous)
      let call = "  await store.\(verb)(\(swiftValue(step.action, indent: 2)))"
      if changed {
        lines.append(call + " {")
        lines.append("    $0 = \(swiftValue(step.state, indent: 4))")
        lines.append("  }")
      } else {
        lines.append(call)
      }
      previous = step.state
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value as Swift source, from its dump (which spells types, labels and literals as Swift
  /// does), continuation lines indented by `indent`.
  private func swiftValue(_ value: Any, indent: Int) -> String {
    let dump = String(customDumping: value)
    let padding = String(repeating: " ", count: indent)
    return dump.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
      .map { $0.offset == 0 ? String($0.element) : padding + $0.element }
      .joined(separator: "\n")
  }
}

extension SessionRecording: Sendable where State: Sendable, Action: Sendable {}
extension SessionRecording.Step: Sendable where State: Sendable, Action: Sendable {}
