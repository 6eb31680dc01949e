@_spi(RecordingTools) import ComposableArchitecture
import Foundation
import Testing

@testable import tca_replay

// JSONSerialization refuses values nested deeper than its limit (512 levels with Foundation's). A
// whole line that deep is not a cut line: the reader says it is too deep, with the limit.

@MainActor
@Suite("Record and replay: a whole line nested too deeply is reported as too deep, not as cut")
struct SessionRecordingDepthTests {
  /// An action line whose values nest `depth` levels in all (the line's own object included).
  func actionLine(depth: Int) -> Data {
    let inner = depth - 1
    let nested = String(repeating: "[", count: inner) + String(repeating: "]", count: inner)
    return Data(#"{"kind":"action","index":1,"fromEffect":false,"deep":\#(nested)}"#.utf8)
  }

  @Test("The reader's limit is found; brackets inside strings do not count")
  func limitAndStrings() async throws {
    #expect(RecordingLines.readerDepthLimit == 512)
    let start = try await sampleRecording(steps: 1).split(separator: 0x0A)[0]
    let brackets = String(repeating: "[{", count: 600)
    // A string full of brackets is one level deep, and read.
    let shallow = Data(start) + Data([0x0A]) + Data(#"{"kind":"action","s":"\#(brackets)"}"#.utf8)
    #expect(try RecordingLines(jsonLines: shallow).actions.count == 1)
    // Cut inside such a string, the line is cut, not too deep.
    let cut = Data(start) + Data([0x0A]) + Data(#"{"kind":"action","s":"\#(brackets)]}"#.utf8)
    #expect(try RecordingLines(jsonLines: cut).truncationNote?.hasPrefix("The recording is cut at line 2") == true)
  }

  @Test("Every depth around the limit, as the last line and in the middle: read, or too deep; never cut")
  func depthMatrix() async throws {
    let start = try await sampleRecording(steps: 1).split(separator: 0x0A)[0]
    let valid = try await sampleRecording(steps: 1).split(separator: 0x0A)[1]
    let limit = try #require(RecordingLines.readerDepthLimit)
    for depth in [2, limit - 1, limit, limit + 1, limit + 2, 2 * limit, 3_000] {
      for isLast in [true, false] {
        var data = Data(start) + Data([0x0A]) + actionLine(depth: depth)
        if !isLast { data.append(contentsOf: [0x0A] + Array(valid)) }
        let label = "depth \(depth), \(isLast ? "last" : "middle") line"
        do {
          let lines = try RecordingLines(jsonLines: data, name: "deep.jsonl")
          #expect(depth <= limit, "\(label): read although deeper than the limit")
          #expect(lines.actions.count == (isLast ? 1 : 2), "\(label)")
          #expect(lines.truncationNote == nil, "\(label)")
        } catch let error as SessionRecordingError {
          #expect(depth > limit, "\(label): \(error.message)")
          #expect(
            error.message.hasPrefix(
              "Line 2 of deep.jsonl is complete but too deep to read: its values nest \(depth) levels deep, and the JSON reader stops at \(limit) levels."
            ),
            "\(label): \(error.message)"
          )
          #expect(!error.message.contains(" cut"), "\(label): \(error.message)")
        }
        // tca-replay says the same.
        if depth > limit {
          #expect(throws: SessionRecordingError.self, "\(label)") { try Session(data: data) }
        }
      }
    }
  }

  @Test("A deep line cut short is still a cut line, at every kind of cut point")
  func cutDeepLine() async throws {
    let start = try await sampleRecording(steps: 1).split(separator: 0x0A)[0]
    let line = actionLine(depth: 2_000)
    for length in [1, 10, 600, 1_000, 1_999, 2_100, 3_000, line.count - 1] {
      let data = Data(start) + Data([0x0A]) + line.prefix(length)
      let lines = try RecordingLines(jsonLines: data)
      #expect(lines.actions.isEmpty)
      #expect(lines.truncationNote?.hasPrefix("The recording is cut at line 2") == true, "cut at \(length)")
    }
  }

  @Test("A whole last line that is not JSON (but not too deep) is damaged, not cut")
  func wholeInvalidLastLine() async throws {
    let start = try await sampleRecording(steps: 1).split(separator: 0x0A)[0]
    let data = Data(start) + Data([0x0A]) + Data(#"{"kind":"action","n":nul}"#.utf8)
    #expect {
      try RecordingLines(jsonLines: data, name: "bad.jsonl")
    } throws: { error in
      (error as? SessionRecordingError)?.message == "bad.jsonl is damaged: its last line, 2, is not a JSON object."
    }
  }
}
