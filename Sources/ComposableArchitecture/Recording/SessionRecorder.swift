import Foundation
import IssueReporting

/// Records what a store processes; see ``Store/startRecording()``.
///
/// It keeps the recording in memory (``recording``); made with ``Store/record(to:)`` it also appends
/// each step to a JSON Lines file as it happens.
@MainActor
public final class SessionRecorder<State, Action> {
  /// What was recorded so far.
  public private(set) var recording: SessionRecording<State, Action>
  /// Whether the recorder still records.
  public private(set) var isRecording = true
  private let sink: ((SessionRecording<State, Action>.Step) -> Void)?

  init(initialState: State, sink: ((SessionRecording<State, Action>.Step) -> Void)? = nil) {
    self.recording = SessionRecording(initialState: initialState)
    self.sink = sink
  }

  /// Stops recording; the store is not slowed by a stopped recorder.
  public func stop() {
    isRecording = false
  }

  func record(_ action: Action, isFromEffect: Bool, state: State) {
    guard isRecording else { return }
    let step = SessionRecording<State, Action>.Step(
      index: recording.steps.count + 1, action: action, isFromEffect: isFromEffect, date: Date(),
      state: state
    )
    recording.steps.append(step)
    sink?(step)
  }
}

/// Appends the lines of a recording to a file.
final class JSONLinesFile: @unchecked Sendable {
  private let handle: FileHandle
  private let url: URL

  init(url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw SessionRecordingError(message: "cannot create \(url.path)")
    }
    self.handle = try FileHandle(forWritingTo: url)
    self.url = url
  }

  deinit {
    try? handle.close()
  }

  func write(_ data: Data) {
    do {
      try handle.write(contentsOf: data)
    } catch {
      reportIssue("Could not write the recording to \(url.path): \(error)")
    }
  }
}
