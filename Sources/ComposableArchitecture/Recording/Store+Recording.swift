import Foundation
import IssueReporting

extension Store {
  /// Starts recording what the store processes: its state now, then each action (in order, whether
  /// an effect sent it, when) and the state it left. See ``SessionRecording``.
  ///
  /// ```swift
  /// let recorder = store.startRecording()
  /// store.send(.loadTapped)
  /// …
  /// let recording = recorder.recording
  /// ```
  ///
  /// Record a root store (the one created with `Store(initialState:reducer:)`); recording a scoped
  /// store is reported, and records nothing. A store that records nothing pays nothing for it.
  public func startRecording(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> SessionRecorder<State, Action> {
    let recorder = SessionRecorder<State, Action>(initialState: access.state)
    attach(recorder, fileID: fileID, filePath: filePath, line: line, column: column)
    return recorder
  }

  /// Starts recording to a JSON Lines file at `url` (created, or replaced): the initial state first,
  /// then a line per action as it is processed, so a session that ends abruptly keeps what happened
  /// until then. Read it back with ``SessionRecording/init(contentsOf:)``, view it with
  /// `swift run tca-replay view session.jsonl`.
  ///
  /// - Throws: An error when the file cannot be created.
  @discardableResult
  public func record(
    to url: URL,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws -> SessionRecorder<State, Action> where State: Encodable, Action: Encodable {
    let file = try JSONLinesFile(url: url)
    let encoder = RecordingLine.makeEncoder()
    let initialState = access.state
    file.write(try RecordingLine.start(initialState, actionType: Action.self, date: Date(), encoder: encoder))
    let recorder = SessionRecorder<State, Action>(initialState: initialState) { step in
      do {
        file.write(try RecordingLine.action(step, encoder: encoder))
      } catch {
        reportIssue("Could not encode step \(step.index) of the recording: \(error)")
      }
    }
    attach(recorder, fileID: fileID, filePath: filePath, line: line, column: column)
    return recorder
  }

  private func attach(
    _ recorder: SessionRecorder<State, Action>,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard let root = access as? CoreAccess<State, Action, State, Action> else {
      reportIssue(
        "Only a root store can record a session; this store is scoped from another. Record the root store.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      recorder.stop()
      return
    }
    let activity = root.core.activity ?? StoreActivity()
    root.core.activity = activity
    activity.didReduce.append { [weak recorder] action, isFromEffect, state in
      recorder?.record(action, isFromEffect: isFromEffect, state: state)
    }
  }
}
