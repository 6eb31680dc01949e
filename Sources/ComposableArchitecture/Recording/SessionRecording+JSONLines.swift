import CustomDump
import Foundation

/// The JSON Lines format of a recording, one JSON object per line:
///
/// ```
/// {"kind":"start","date":…,"state":{…},"stateDump":"…","stateType":"…","actionType":"…"}
/// {"kind":"action","index":1,"fromEffect":false,"date":…,"action":{…},"actionDump":"…","state":{…},"stateDump":"…"}
/// ```
///
/// `state` and `action` are the values' `Codable` encodings (what reading a recording back decodes);
/// the `…Dump` fields are their readable dumps, for tools that do not know the types (`tca-replay`).
enum RecordingLine {
  static func start<State: Encodable>(
    _ state: State, actionType: Any.Type, date: Date, encoder: JSONEncoder
  ) throws -> Data {
    try line(encoder) {
      StartLine(
        kind: "start", date: date, state: state, stateDump: String(customDumping: state),
        stateType: qualifiedTypeName(State.self), actionType: qualifiedTypeName(actionType)
      )
    }
  }

  static func action<State: Encodable, Action: Encodable>(
    _ step: SessionRecording<State, Action>.Step, encoder: JSONEncoder
  ) throws -> Data {
    try line(encoder) {
      ActionLine(
        kind: "action", index: step.index, fromEffect: step.isFromEffect, date: step.date,
        action: step.action, actionDump: String(customDumping: step.action), state: step.state,
        stateDump: String(customDumping: step.state)
      )
    }
  }

  private static func line(_ encoder: JSONEncoder, _ value: () -> some Encodable) throws -> Data {
    var data = try encoder.encode(value())
    data.append(0x0A)
    return data
  }

  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  struct StartLine<State: Encodable>: Encodable {
    let kind: String
    let date: Date
    let state: State
    let stateDump: String
    let stateType: String
    let actionType: String
  }

  struct ActionLine<State: Encodable, Action: Encodable>: Encodable {
    let kind: String
    let index: Int
    let fromEffect: Bool
    let date: Date
    let action: Action
    let actionDump: String
    let state: State
    let stateDump: String
  }

  struct DecodedStart<State: Decodable>: Decodable { let state: State }
  struct DecodedAction<State: Decodable, Action: Decodable>: Decodable {
    let index: Int
    let fromEffect: Bool
    let date: Date
    let action: Action
    let state: State
  }
}

extension SessionRecording where State: Encodable, Action: Encodable {
  /// The recording in JSON Lines (see ``SessionRecorder``'s `record(to:)` for the format).
  public func jsonLines() throws -> Data {
    let encoder = RecordingLine.makeEncoder()
    var data = try RecordingLine.start(
      initialState, actionType: Action.self, date: steps.first?.date ?? Date(), encoder: encoder)
    for step in steps {
      data.append(try RecordingLine.action(step, encoder: encoder))
    }
    return data
  }

  /// Writes the recording to `url` in JSON Lines.
  public func write(to url: URL) throws {
    try jsonLines().write(to: url, options: .atomic)
  }
}

extension SessionRecording where State: Decodable, Action: Decodable {
  /// Reads a recording written in JSON Lines (by `store.record(to:)` or `write(to:)`).
  ///
  /// A recording whose last line is incomplete (the process recording it ended while writing it)
  /// opens with the steps before that line, and ``truncationNote`` says where it was cut. Blank lines
  /// are skipped.
  ///
  /// - Throws: ``SessionRecordingError``, whose description is a plain sentence: "No such file:
  ///   session.jsonl.", "session.jsonl is a directory, not a recording.", "notes.txt is not a
  ///   recording: line 1 is not a JSON object.", "Line 3 of session.jsonl does not decode as
  ///   Feature.Action: it has no field \"id\"."
  public init(contentsOf url: URL) throws {
    try self.init(lines: try RecordingLines(contentsOf: url), name: url.relativePath)
  }

  /// Reads a recording from JSON Lines; see ``init(contentsOf:)``.
  public init(jsonLines data: Data) throws {
    try self.init(lines: try RecordingLines(jsonLines: data), name: nil)
  }

  private init(lines: RecordingLines, name: String?) throws {
    let decoder = RecordingLine.makeDecoder()
    let named = name ?? "the recording"
    func decode<T: Decodable>(_ type: T.Type, _ record: RecordingLines.Record, as what: String) throws -> T {
      do {
        return try decoder.decode(type, from: record.data)
      } catch {
        throw SessionRecordingError(
          message: "Line \(record.line) of \(named) does not decode as \(what): \(plainDescription(of: error))")
      }
    }
    let initialState = try decode(
      RecordingLine.DecodedStart<State>.self, lines.start, as: qualifiedTypeName(State.self)
    ).state
    var steps: [Step] = []
    steps.reserveCapacity(lines.actions.count)
    for record in lines.actions {
      let step = try decode(
        RecordingLine.DecodedAction<State, Action>.self, record,
        as: "a step of \(qualifiedTypeName(State.self)) and \(qualifiedTypeName(Action.self))"
      )
      steps.append(
        Step(
          index: step.index, action: step.action, isFromEffect: step.fromEffect, date: step.date,
          state: step.state
        )
      )
    }
    self.init(initialState: initialState, steps: steps)
    self.truncationNote = lines.truncationNote
  }
}
