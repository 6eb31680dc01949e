import ComposableArchitecture
import Foundation
import Testing

@testable import tca_replay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// What goes wrong with a recording's file is said in a plain sentence, never as the dump of an
// NSError ("Error Domain=NSCocoaErrorDomain Code=260 …").

@MainActor
@Suite("Record and replay: file errors are plain sentences")
struct SessionRecordingFileErrorTests {
  @Test("Opening a missing file says: No such file")
  func missingFile() {
    let url = temporaryRecordingURL("missing")
    #expect {
      try SessionRecording<Grabadora.State, Grabadora.Action>(contentsOf: url)
    } throws: { error in
      "\(error)" == "No such file: \(url.path)." && error.localizedDescription == "No such file: \(url.path)."
    }
  }

  @Test("tca-replay view missing.jsonl prints: No such file: missing.jsonl.")
  func replayMissingFile() async {
    let name = "missing-\(UUID().uuidString).jsonl"
    let run = await runReplay(["view", name])
    #expect(run.status == 1)
    #expect(run.errors == ["tca-replay: No such file: \(name)."])
    #expect(run.output.isEmpty)
  }

  @Test("Recording to a path that cannot be created reports a plain sentence, and throws it")
  func unwritablePath() throws {
    let folder = temporaryRecordingURL("no-such-folder").deletingPathExtension()
    let url = folder.appendingPathComponent("session.jsonl")
    let store = Store(initialState: Grabadora.State()) { Grabadora() }
    let sentence = "Cannot record to \(url.path): the directory \(folder.path) does not exist."
    withKnownIssue {
      #expect {
        try store.record(to: url)
      } throws: { "\($0)" == sentence }
    } matching: { $0.comments.map(\.rawValue).joined() == sentence }
  }

  /// The ways a path is not a recording, each read by `SessionRecording(contentsOf:)`, by
  /// `tca-replay view` and by `tca-replay summary`: the same sentence from all three, with no trace of
  /// an `NSError`, and no page written.
  @Test("Every kind of bad file, through every reader")
  func everyBadFile() async throws {
    let folder = temporaryRecordingURL("bad-files").deletingPathExtension()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func file(_ name: String, _ contents: Data) throws -> URL {
      let url = folder.appendingPathComponent(name)
      try contents.write(to: url)
      return url
    }
    let start = try await sampleRecording(steps: 1).split(separator: 0x0A)[0]
    var cases: [(url: URL, sentence: String)] = [
      (folder.appendingPathComponent("missing.jsonl"), "No such file: \(folder.path)/missing.jsonl."),
      (folder, "\(folder.path) is a directory, not a recording."),
      (
        try file("notes.txt", Data("Remember the milk.\nAnd the bread.\n".utf8)),
        "\(folder.path)/notes.txt is not a recording: line 1 is not a JSON object."
      ),
      (
        try file("image.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0x0A, 0x01])),
        "\(folder.path)/image.png is not a recording: line 1 is not a JSON object."
      ),
      (
        try file("data.json", Data("{\"name\": \"not a recording\"}\n".utf8)),
        "\(folder.path)/data.json is not a recording: line 1 is not a recording's start line (\"kind\": \"start\")."
      ),
      (try file("empty.jsonl", Data()), "\(folder.path)/empty.jsonl is empty: a recording starts with a line holding the initial state."),
      (
        try file("blank.jsonl", Data("\n \n\r\n".utf8)),
        "\(folder.path)/blank.jsonl is empty: a recording starts with a line holding the initial state."
      ),
      (
        try file("cut-start.jsonl", Data(start.prefix(start.count / 2))),
        "\(folder.path)/cut-start.jsonl is cut in its first line: the initial state is incomplete, so there is nothing to open."
      ),
      (
        try file("twice.jsonl", Data(start) + Data("\n".utf8) + Data(start) + Data("\n".utf8)),
        "\(folder.path)/twice.jsonl holds two recordings: line 2 is a second start line."
      ),
      (folder.appendingPathComponent("notes.txt/session.jsonl"), "No such file: \(folder.path)/notes.txt/session.jsonl (a part of the path is a file, not a directory)."),
    ]
    #if os(Linux)
      // A file that exists but cannot be read, even by root.
      cases.append((URL(fileURLWithPath: "/proc/self/mem"), "Cannot read /proc/self/mem: input/output error."))
    #endif
    if geteuid() != 0 {
      let locked = try file("locked.jsonl", Data(start))
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
      cases.append((locked, "Cannot read \(locked.path): permission denied."))
    }
    for (url, sentence) in cases {
      #expect {
        try SessionRecording<Grabadora.State, Grabadora.Action>(contentsOf: url)
      } throws: { error in
        "\(error)" == sentence
      }
      let page = folder.appendingPathComponent("page-\(UUID().uuidString).html")
      let view = await runReplay(["view", url.path, "-o", page.path])
      #expect(view.status == 1, "\(sentence)")
      #expect(view.errors == ["tca-replay: \(sentence)"])
      #expect(!FileManager.default.fileExists(atPath: page.path), "\(sentence)")
      let summary = await runReplay(["summary", url.path])
      #expect(summary.errors == ["tca-replay: \(sentence)"])
      for text in view.errors + summary.errors {
        #expect(!text.contains("Domain") && !text.contains("Code=") && !text.contains("UserInfo"))
      }
    }
  }

  /// Every way a path cannot be recorded to: an issue and a thrown error with the same sentence.
  @Test("Every kind of path that cannot be recorded to")
  func everyUnwritablePath() throws {
    let folder = temporaryRecordingURL("unwritable").deletingPathExtension()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plainFile = folder.appendingPathComponent("plain.txt")
    try Data("x".utf8).write(to: plainFile)
    var cases: [(url: URL, sentence: String)] = [
      (
        folder.appendingPathComponent("missing/session.jsonl"),
        "Cannot record to \(folder.path)/missing/session.jsonl: the directory \(folder.path)/missing does not exist."
      ),
      (folder, "Cannot record to \(folder.path): it is a directory."),
      (
        plainFile.appendingPathComponent("session.jsonl"),
        "Cannot record to \(plainFile.path)/session.jsonl: a part of the path is a file, not a directory."
      ),
    ]
    #if os(Linux)
      // Created, but its first line cannot be written.
      cases.append(
        (URL(fileURLWithPath: "/dev/full"), "Could not write the start of the recording to /dev/full: no space left on device."))
    #endif
    if geteuid() != 0 {
      let locked = folder.appendingPathComponent("locked")
      try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
      cases.append((locked.appendingPathComponent("session.jsonl"), "Cannot record to \(locked.path)/session.jsonl: permission denied."))
    }
    for (url, sentence) in cases {
      let store = Store(initialState: Grabadora.State()) { Grabadora() }
      withKnownIssue {
        #expect {
          try store.record(to: url)
        } throws: { "\($0)" == sentence }
      } matching: { $0.comments.map(\.rawValue).joined() == sentence }
    }
  }
}

/// Runs `tca-replay` with `arguments`; its status and the lines it printed.
@MainActor
func runReplay(_ arguments: [String]) async -> (status: Int32, output: [String], errors: [String]) {
  var output: [String] = []
  var errors: [String] = []
  let status = await ReplayCommand(
    arguments: arguments, output: { output.append($0) }, errors: { errors.append($0) }
  ).run()
  return (status, output, errors)
}
