import ComposableArchitecture
import Foundation
import Testing

@testable import tca_replay

// `tca-replay view` and `summary`, run as the command line runs them (without a process).

@MainActor
@Suite("tca-replay")
struct ReplayCommandTests {
  @Test("view writes the page of a whole recording, with no note")
  func viewWhole() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("session.jsonl")
    try await sampleRecording(steps: 3).write(to: recording)
    let run = await runReplay(["view", recording.path])
    let page = folder.appendingPathComponent("session.html")
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output == ["wrote \(page.path) (3 steps)"])
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains(#""stateType":"Grabadora.State""#))
    #expect(!html.contains(#""note":"#))
  }

  @Test("view of a cut recording prints the note on stderr, still writes the page, and the page shows it")
  func viewCut() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = try await sampleRecording(steps: 3)
    let lines = data.split(separator: 0x0A)
    let recording = folder.appendingPathComponent("killed.jsonl")
    try data.prefix(data.count - 1 - lines[3].count / 2).write(to: recording)
    let note =
      "The recording is cut at line 4: that line is incomplete, as when the recording process ends while writing it; the 2 steps before it were read."
    let page = folder.appendingPathComponent("out.html")
    let run = await runReplay(["view", recording.path, "-o", page.path])
    #expect(run.status == 0)
    #expect(run.errors == ["tca-replay: \(recording.path): \(note)"])
    #expect(run.output == ["wrote \(page.path) (2 steps)"])
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains(#""note":"\#(note)""#))
    #expect(html.contains(#"<div id="note" hidden></div>"#))
    #expect(html.contains("note.textContent = recording.note;"))
    // summary reads it the same way.
    let summary = await runReplay(["summary", recording.path])
    #expect(summary.status == 0)
    #expect(summary.errors == run.errors)
    #expect(summary.output.first == "Grabadora.State / Grabadora.Action: 2 steps")
  }

  @Test("A page that cannot be written is a plain sentence")
  func unwritablePage() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("session.jsonl")
    try await sampleRecording(steps: 1).write(to: recording)
    let page = folder.appendingPathComponent("missing/page.html")
    let run = await runReplay(["view", recording.path, "-o", page.path])
    #expect(run.status == 1)
    #expect(run.errors == ["tca-replay: Cannot write the page to \(page.path): no such file or directory."])
  }

  private func makeFolder() throws -> URL {
    let folder = temporaryRecordingURL("replay").deletingPathExtension()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
