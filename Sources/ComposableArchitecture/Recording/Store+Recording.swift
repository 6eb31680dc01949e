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
  /// The recording lasts until it is stopped (`recorder.stop()`) or the store ends (it and the
  /// stores scoped from it are released). The store keeps the recorder meanwhile; the recorder does
  /// not keep the store.
  ///
  /// Record a root store (the one created with `Store(initialState:reducer:)`); recording a scoped
  /// store is reported, and records nothing. A store that records nothing pays nothing for it.
  public func startRecording(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> SessionRecorder<State, Action> {
    let recorder = SessionRecorder<State, Action>(initialState: access.state)
    attach(RecorderAttachment(recorder: recorder), fileID: fileID, filePath: filePath, line: line, column: column)
    return recorder
  }

  /// Starts recording to a JSON Lines file at `url` (created, or replaced): the initial state first,
  /// then a line per action as it is processed, so a session that ends abruptly keeps what happened
  /// until then (at most its last line is cut, and ``SessionRecording/init(contentsOf:)`` reads the
  /// lines before it). View it with `swift run tca-replay view session.jsonl`.
  ///
  /// The recording lasts until it is stopped (`recorder.stop()`) or the store ends (it and the
  /// stores scoped from it are released), whether or not the returned recorder is kept; then the
  /// file is complete and closed. The recorder does not keep the store.
  ///
  /// A step that cannot be written (a full disk) is reported, and ends the recording: the file stays
  /// complete up to the step before.
  ///
  /// - Throws: ``SessionRecordingError`` when the file cannot be created or its first line cannot be
  ///   written, which is also reported as an issue (so that `try?` does not silence it): "Cannot
  ///   record to /tmp/x/session.jsonl: the directory /tmp/x does not exist."
  @discardableResult
  public func record(
    to url: URL,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws -> SessionRecorder<State, Action> where State: Encodable, Action: Encodable {
    let file: JSONLinesFile
    let start: Data
    let encoder = RecordingLine.makeEncoder()
    let initialState = access.state
    do {
      start = try RecordingLine.start(initialState, actionType: Action.self, date: Date(), encoder: encoder)
    } catch {
      let failure = SessionRecordingError(
        message: "Cannot record to \(url.relativePath): the initial state does not encode: \(plainDescription(of: error))")
      reportIssue(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
      throw failure
    }
    do {
      file = try JSONLinesFile(url: url)
    } catch {
      reportIssue(plainDescription(of: error), fileID: fileID, filePath: filePath, line: line, column: column)
      throw error
    }
    if let failure = file.write(start, what: "the start of the recording") {
      reportIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
      throw SessionRecordingError(message: failure)
    }
    let recorder = SessionRecorder<State, Action>(initialState: initialState)
    let attachment = RecorderAttachment(recorder: recorder, file: file) { step in
      try RecordingLine.action(step, encoder: encoder)
    }
    attach(attachment, fileID: fileID, filePath: filePath, line: line, column: column)
    return recorder
  }

  private func attach(
    _ attachment: RecorderAttachment<State, Action>,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard let root = access as? CoreAccess<State, Action, State, Action> else {
      reportIssue(
        "Only a root store can record a session; this store is scoped from another. Record the root store.",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      attachment.end()
      return
    }
    let activity = root.core.activity ?? StoreActivity()
    root.core.activity = activity
    // The store's activity keeps the attachment (and, through it, the recorder) for as long as the
    // store lives; the attachment's `deinit` closes the file when the store ends.
    activity.didReduce.append { action, isFromEffect, state in
      attachment.didReduce(action, isFromEffect: isFromEffect, state: state)
    }
  }
}
