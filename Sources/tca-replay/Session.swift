@_spi(RecordingTools) import ComposableArchitecture
import Foundation

/// A recording as `tca-replay` reads it: only the readable dumps, so that it works for any feature.
struct Session {
  struct Step {
    let index: Int
    let fromEffect: Bool
    let date: String
    let actionDump: String
    let stateDump: String
  }

  let stateType: String
  let actionType: String
  let initialStateDump: String
  let steps: [Step]
  /// Where the recording was cut, when its last line was incomplete (see `RecordingLines`).
  let truncationNote: String?

  /// Reads the recording at `url`.
  ///
  /// - Throws: `SessionRecordingError`, with a plain sentence.
  init(contentsOf url: URL) throws {
    try self.init(lines: try RecordingLines(contentsOf: url), name: url.relativePath)
  }

  /// Reads a recording from its JSON Lines.
  init(data: Data) throws {
    try self.init(lines: try RecordingLines(jsonLines: data), name: "the recording")
  }

  private init(lines: RecordingLines, name: String) throws {
    guard let stateDump = lines.start.fields["stateDump"] as? String else {
      throw SessionRecordingError(
        message: "Line \(lines.start.line) of \(name) has no \"stateDump\": it was not written by store.record(to:).")
    }
    self.steps = try lines.actions.map { record in
      guard let index = record.fields["index"] as? Int,
        let actionDump = record.fields["actionDump"] as? String,
        let stateDump = record.fields["stateDump"] as? String
      else {
        throw SessionRecordingError(
          message: "Line \(record.line) of \(name) lacks its \"index\", \"actionDump\" or \"stateDump\".")
      }
      return Step(
        index: index, fromEffect: record.fields["fromEffect"] as? Bool ?? false,
        date: record.fields["date"] as? String ?? "", actionDump: actionDump, stateDump: stateDump
      )
    }
    self.stateType = lines.start.fields["stateType"] as? String ?? "State"
    self.actionType = lines.start.fields["actionType"] as? String ?? "Action"
    self.initialStateDump = stateDump
    self.truncationNote = lines.truncationNote
  }
}
