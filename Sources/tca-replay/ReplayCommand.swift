@_spi(RecordingTools) import ComposableArchitecture
import Foundation

/// The `tca-replay` command line: what `main.swift` runs, and what the tests run without a process.
///
///     tca-replay view session.jsonl [-o session.html]   writes one self-contained HTML page
///     tca-replay summary session.jsonl                  prints the steps, one line each
///     tca-replay demo session.jsonl                     records a short demo session
///
/// Problems are plain sentences on the error output ("No such file: missing.jsonl."); a recording
/// cut mid-line is read up to its last complete line, its note printed on the error output (and shown
/// on the page).
struct ReplayCommand {
  /// The arguments, without the program's name.
  let arguments: [String]
  /// Writes a line to the standard output.
  let output: (String) -> Void
  /// Writes a line to the standard error.
  let errors: (String) -> Void

  static let usage = """
    usage: tca-replay view <recording.jsonl> [-o <page.html>]
           tca-replay summary <recording.jsonl>
           tca-replay demo <recording.jsonl>
    """

  /// Runs the command; returns the exit status.
  @MainActor
  func run() async -> Int32 {
    guard let command = arguments.first else { return fail(Self.usage) }
    switch command {
    case "view":
      guard arguments.count >= 2 else { return fail(Self.usage) }
      let input = URL(fileURLWithPath: arguments[1])
      var outputURL = input.deletingPathExtension().appendingPathExtension("html")
      if let flag = arguments.firstIndex(of: "-o") {
        guard flag + 1 < arguments.count else { return fail(Self.usage) }
        outputURL = URL(fileURLWithPath: arguments[flag + 1])
      }
      guard let session = read(input) else { return 1 }
      let page = HTMLPage(session: session, title: input.lastPathComponent).render()
      do {
        try Data(page.utf8).write(to: outputURL, options: .atomic)
      } catch {
        return fail("Cannot write the page to \(outputURL.relativePath): \(fileErrorReason(error)).")
      }
      output("wrote \(outputURL.relativePath) (\(session.steps.count) steps)")
      return 0
    case "summary":
      guard arguments.count >= 2 else { return fail(Self.usage) }
      guard let session = read(URL(fileURLWithPath: arguments[1])) else { return 1 }
      output("\(session.stateType) / \(session.actionType): \(session.steps.count) steps")
      for step in session.steps {
        let origin = step.fromEffect ? "effect" : "user  "
        let firstLine = step.actionDump.split(separator: "\n").first.map(String.init) ?? ""
        output("\(step.index)\t\(origin)\t\(firstLine)")
      }
      return 0
    case "demo":
      guard arguments.count >= 2 else { return fail(Self.usage) }
      do {
        try await recordDemoSession(to: URL(fileURLWithPath: arguments[1]))
      } catch {
        return fail("\(error)")
      }
      output("wrote \(arguments[1])")
      return 0
    case "-h", "--help", "help":
      output(Self.usage)
      return 0
    default:
      return fail(Self.usage)
    }
  }

  /// The session at `url`, its note (if it was cut) printed; `nil`, with the reason printed, when it
  /// cannot be read.
  private func read(_ url: URL) -> Session? {
    do {
      let session = try Session(contentsOf: url)
      if let note = session.truncationNote {
        errors("tca-replay: \(url.relativePath): \(note)")
      }
      return session
    } catch {
      _ = fail("\(error)")
      return nil
    }
  }

  /// Prints `message` on the error output; returns the failure status.
  private func fail(_ message: String) -> Int32 {
    errors("tca-replay: \(message)")
    return 1
  }
}
