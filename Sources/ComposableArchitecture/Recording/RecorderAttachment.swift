import Foundation
import IssueReporting

/// What a store keeps of a recorder attached to it: the store's activity holds it strongly for as long
/// as the store lives, and it holds the recorder until the recording is stopped. The recorder only
/// points back weakly, so nothing keeps the store alive, and a recorder whose caller discarded it
/// still records.
///
/// The recording ends in one of two ways: ``end()`` (the recorder stopped), or the store ending,
/// which releases this object and, in `deinit`, closes the file.
@MainActor
final class RecorderAttachment<State, Action> {
  /// The recorder, until the recording is stopped.
  private(set) var recorder: SessionRecorder<State, Action>?
  /// The file the steps are appended to, if any.
  private let file: JSONLinesFile?
  /// A step's line in the file.
  private let encode: ((SessionRecording<State, Action>.Step) throws -> Data)?

  init(
    recorder: SessionRecorder<State, Action>, file: JSONLinesFile? = nil,
    encode: ((SessionRecording<State, Action>.Step) throws -> Data)? = nil
  ) {
    self.recorder = recorder
    self.file = file
    self.encode = encode
    recorder.attachment = self
  }

  deinit {
    // The store ended (this runs wherever its last reference went: the file is safe to close there).
    file?.close()
  }

  /// Records a step the store processed.
  func didReduce(_ action: Action, isFromEffect: Bool, state: State) {
    guard let recorder else { return }
    let step = recorder.record(action, isFromEffect: isFromEffect, state: state)
    guard let file, let encode else { return }
    let line: Data
    do {
      line = try encode(step)
    } catch {
      reportIssue(
        "Could not encode step \(step.index) of the recording to \(file.url.relativePath): \(plainDescription(of: error))"
      )
      return
    }
    if let failure = file.write(line, what: "step \(step.index) of the recording") {
      // The file would only grow a gap: it ends complete at the step before, and the recording stops.
      reportIssue(failure + " The recording stops at the step before.")
      end()
    }
  }

  /// Stops the recording: the recorder is released and the file closed; the store keeps only this
  /// empty object.
  func end() {
    recorder = nil
    file?.close()
  }
}
