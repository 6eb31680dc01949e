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

  struct Kind: Decodable { let kind: String }
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
  /// Reads a recording written in JSON Lines (by ``Store/record(to:)`` or ``write(to:)``).
  ///
  /// - Throws: `DecodingError` for a line that does not decode, and
  ///   ``SessionRecordingError`` for a file without its start line.
  public init(contentsOf url: URL) throws {
    try self.init(jsonLines: try Data(contentsOf: url))
  }

  /// Reads a recording from JSON Lines.
  public init(jsonLines data: Data) throws {
    let decoder = RecordingLine.makeDecoder()
    var initialState: State?
    var steps: [Step] = []
    for (number, line) in data.split(separator: 0x0A).enumerated() where !line.isEmpty {
      let lineData = Data(line)
      do {
        switch try decoder.decode(RecordingLine.Kind.self, from: lineData).kind {
        case "start":
          initialState = try decoder.decode(RecordingLine.DecodedStart<State>.self, from: lineData).state
        case "action":
          let step = try decoder.decode(RecordingLine.DecodedAction<State, Action>.self, from: lineData)
          steps.append(
            Step(
              index: step.index, action: step.action, isFromEffect: step.fromEffect, date: step.date,
              state: step.state
            )
          )
        default:
          throw SessionRecordingError(message: "line \(number + 1) has an unknown kind")
        }
      } catch let error as SessionRecordingError {
        throw error
      } catch {
        throw SessionRecordingError(message: "line \(number + 1) does not decode: \(error)")
      }
    }
    guard let initialState else {
      throw SessionRecordingError(message: "the recording has no start line")
    }
    self.init(initialState: initialState, steps: steps)
  }
}

/// A recording that cannot be read.
public struct SessionRecordingError: Error, CustomStringConvertible {
  /// What is wrong.
  public let message: String

  /// A description of what is wrong.
  public var description: String { "Invalid recording: \(message)" }
}
