import Foundation
import IssueReporting

/// Records what a store processes; see `store.startRecording()` and `store.record(to:)`.
///
/// It keeps the recording in memory (``recording``); made with `store.record(to:)` it also appends
/// each step to a JSON Lines file as it happens.
///
/// A recording lasts until it is stopped (``stop()``) or until the store ends (the store, and every
/// store scoped from it, released), whichever comes first, whether or not the recorder is kept: the
/// store keeps what it needs to record, and the recorder does not keep the store. When the recording
/// ends its file is complete and closed.
@MainActor
public final class SessionRecorder<State, Action> {
  /// What was recorded so far.
  public private(set) var recording: SessionRecording<State, Action>
  /// What the store keeps of this recorder while it records; `nil` once the store ended (or when the
  /// recorder was never attached to a store).
  weak var attachment: RecorderAttachment<State, Action>?

  /// Whether the recorder still records: `false` once stopped, once its store ended, or when it
  /// could not start (a scoped store).
  public var isRecording: Bool {
    attachment?.recorder === self
  }

  init(initialState: State) {
    self.recording = SessionRecording(initialState: initialState)
  }

  /// Stops recording, and closes the recording's file. The store is not slowed by a stopped recorder,
  /// and does not keep it.
  public func stop() {
    attachment?.end()
  }

  /// Appends a step to the recording, and returns it.
  func record(_ action: Action, isFromEffect: Bool, state: State) -> SessionRecording<State, Action>.Step {
    let step = SessionRecording<State, Action>.Step(
      index: recording.steps.count + 1, action: action, isFromEffect: isFromEffect, date: Date(),
      state: state
    )
    recording.steps.append(step)
    return step
  }
}
