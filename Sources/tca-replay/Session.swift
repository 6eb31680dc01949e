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

  init(contentsOf url: URL) throws {
    try self.init(data: try Data(contentsOf: url))
  }

  init(data: Data) throws {
    var start: [String: Any]?
    var steps: [Step] = []
    for (number, line) in data.split(separator: 0x0A).enumerated() where !line.isEmpty {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
        throw SessionError("line \(number + 1) is not a JSON object")
      }
      switch object["kind"] as? String {
      case "start":
        start = object
      case "action":
        guard let index = object["index"] as? Int, let actionDump = object["actionDump"] as? String,
          let stateDump = object["stateDump"] as? String
        else { throw SessionError("line \(number + 1) lacks index, actionDump or stateDump") }
        steps.append(
          Step(
            index: index, fromEffect: object["fromEffect"] as? Bool ?? false,
            date: object["date"] as? String ?? "", actionDump: actionDump, stateDump: stateDump
          )
        )
      default:
        throw SessionError("line \(number + 1) has no known kind")
      }
    }
    guard let start, let stateDump = start["stateDump"] as? String else {
      throw SessionError("the recording has no start line")
    }
    self.stateType = start["stateType"] as? String ?? "State"
    self.actionType = start["actionType"] as? String ?? "Action"
    self.initialStateDump = stateDump
    self.steps = steps
  }
}

struct SessionError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
