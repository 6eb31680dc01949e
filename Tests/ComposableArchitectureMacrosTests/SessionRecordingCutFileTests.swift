import ComposableArchitecture
import Foundation
import Testing

@testable import tca_replay

// A recording whose process was killed ends in an incomplete line; one edited by hand may hold blank
// lines. Both open: up to the last complete line, with a note saying where the recording was cut.

@MainActor
@Suite("Record and replay: a cut recording opens up to its last complete line")
struct SessionRecordingCutFileTests {
  @Test("A recording cut in the middle of a line opens with the steps before it, and a note")
  func cutMidLine() async throws {
    let data = try await sampleRecording(steps: 3)
    let lines = data.split(separator: 0x0A)
    #expect(lines.count == 4)
    // Keep the start line, two steps, and half of the third step's line.
    let cut = lines[0].count + lines[1].count + lines[2].count + 3 + lines[3].count / 2
    let read = try SessionRecording<Grabadora.State, Grabadora.Action>(jsonLines: data.prefix(cut))
    #expect(read.steps.map(\.action) == [.sumar, .sumar])
    #expect(
      read.truncationNote
        == "The recording is cut at line 4: that line is incomplete, as when the recording process ends while writing it; the 2 steps before it were read."
    )
  }

  @Test("Blank lines between records are skipped, white space included")
  func blankLines() async throws {
    let data = try await sampleRecording(steps: 2)
    let lines = data.split(separator: 0x0A).map { Data($0) }
    let withBlanks = lines[0] + Data("\n\n  \n\r\n".utf8) + lines[1] + Data("\n\t\n".utf8) + lines[2] + Data("\n\n".utf8)
    let read = try SessionRecording<Grabadora.State, Grabadora.Action>(jsonLines: withBlanks)
    #expect(read.steps.map(\.action) == [.sumar, .sumar])
    #expect(read.truncationNote == nil)
  }

  @Test("A line that is not a record, with lines after it, is still an error (damage, not a cut)")
  func damagedMiddleLine() async throws {
    let data = try await sampleRecording(steps: 2)
    let lines = data.split(separator: 0x0A).map { Data($0) }
    let damaged = lines[0] + Data("\n".utf8) + lines[1].prefix(20) + Data("\n".utf8) + lines[2] + Data("\n".utf8)
    #expect {
      try SessionRecording<Grabadora.State, Grabadora.Action>(jsonLines: damaged)
    } throws: { error in
      "\(error)"
        == "The recording is damaged: line 2 is not a JSON object, and lines follow it (a cut recording ends with its incomplete line)."
    }
  }

  /// Every cut of a recording, at every byte, with blank lines inserted at generated places: it opens
  /// with exactly the records complete before the cut (the note when a line was dropped), or, cut in
  /// its start line, it is an error that says so. `tca-replay` reads the same.
  @Test("Every cut, at every byte, with generated blank lines")
  func everyCut() async throws {
    let original = try await sampleRecording(steps: 4)
    let records = original.split(separator: 0x0A).map { Data($0) }
    let expected = try SessionRecording<Grabadora.State, Grabadora.Action>(jsonLines: original)
    #expect(expected.steps.count == 4)
    let blanks = ["", " ", "\r", "\t  ", " \r"]
    var generator = SplitMix64(seed: 0x5EED_2026)
    var checkedCuts = 0
    var notes = 0
    // Layout 0 has no blank line; the others insert some after generated records.
    for layout in 0..<4 {
      var file = Data()
      var recordLines: [(line: Int, start: Int, end: Int)] = []
      var lineNumber = 0
      for record in records {
        if layout > 0 {
          for _ in 0..<Int(generator.next() % 3) {
            file.append(Data(blanks[Int(generator.next() % UInt64(blanks.count))].utf8))
            file.append(0x0A)
            lineNumber += 1
          }
        }
        lineNumber += 1
        recordLines.append((lineNumber, file.count, file.count + record.count))
        file.append(record)
        file.append(0x0A)
      }
      if layout == 3 { file.append(Data("\n \n".utf8)) }

      // Every byte offset for the first layouts; a generated sample of them for the others.
      let cuts = layout < 2 ? Array(0...file.count) : (0..<200).map { _ in Int(generator.next() % UInt64(file.count + 1)) }
      for cut in cuts {
        let prefix = file.prefix(cut)
        let complete = recordLines.filter { $0.end <= cut }
        let partial = recordLines.first { $0.start < cut && cut < $0.end }
        let label = "layout \(layout), cut at byte \(cut) of \(file.count)"
        guard let first = complete.first, first.line == recordLines[0].line else {
          // The start line is incomplete (or missing): nothing to open, and the error says why.
          #expect(throws: SessionRecordingError.self, "\(label)") {
            try SessionRecording<Grabadora.State, Grabadora.Action>(jsonLines: prefix)
          }
          do {
            _ = try SessionRecording<Grabadora.State, Grabadora.Action>(jsonLines: prefix)
          } catch {
            let message = "\(error)"
            #expect(
              message == "The recording is empty: a recording starts with a line holding the initial state."
                || message
                  == "The recording is cut in its first line: the initial state is incomplete, so there is nothing to open.",
              "\(label): \(message)")
          }
          continue
        }
        checkedCuts += 1
        let read = try SessionRecording<Grabadora.State, Grabadora.Action>(jsonLines: prefix)
        let stepCount = complete.count - 1
        #expect(read.initialState == expected.initialState, "\(label)")
        #expect(read.steps.map(\.action) == expected.steps.prefix(stepCount).map(\.action), "\(label)")
        #expect(read.steps.map(\.state) == expected.steps.prefix(stepCount).map(\.state), "\(label)")
        if let partial {
          notes += 1
          #expect(
            read.truncationNote?.hasPrefix("The recording is cut at line \(partial.line): that line is incomplete") == true,
            "\(label): \(read.truncationNote ?? "no note")")
        } else {
          #expect(read.truncationNote == nil, "\(label)")
        }
        // tca-replay reads the same steps, with the same note.
        let session = try Session(data: prefix)
        #expect(session.steps.map(\.index) == Array(1..<(stepCount + 1)), "\(label)")
        #expect(session.truncationNote == read.truncationNote, "\(label)")
      }
    }
    // The sample did reach both kinds of cut.
    #expect(checkedCuts > 1000)
    #expect(notes > 800)
  }
}

/// A recording of `steps` `.sumar` steps, as `store.record(to:)` writes it.
@MainActor
func sampleRecording(steps: Int) async throws -> Data {
  let url = temporaryRecordingURL("sample")
  defer { try? FileManager.default.removeItem(at: url) }
  let store = Store(initialState: Grabadora.State()) { Grabadora() }
  let recorder = try store.record(to: url)
  for _ in 0..<steps { store.send(.sumar) }
  recorder.stop()
  return try Data(contentsOf: url)
}
