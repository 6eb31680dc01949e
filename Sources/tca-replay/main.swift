import Foundation

// tca-replay: tools for recordings made with `store.record(to:)`.
//
//   tca-replay view session.jsonl [-o session.html]   writes one self-contained HTML page
//   tca-replay summary session.jsonl                  prints the steps, one line each
//   tca-replay demo session.jsonl                     records a short demo session

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("tca-replay: \(message)\n".utf8))
  exit(1)
}

let usage = """
  usage: tca-replay view <recording.jsonl> [-o <page.html>]
         tca-replay summary <recording.jsonl>
         tca-replay demo <recording.jsonl>
  """

guard let command = arguments.first else { fail(usage) }
switch command {
case "view":
  guard arguments.count >= 2 else { fail(usage) }
  let input = URL(fileURLWithPath: arguments[1])
  var output = input.deletingPathExtension().appendingPathExtension("html")
  if let flag = arguments.firstIndex(of: "-o") {
    guard flag + 1 < arguments.count else { fail(usage) }
    output = URL(fileURLWithPath: arguments[flag + 1])
  }
  do {
    let session = try Session(contentsOf: input)
    try Data(HTMLPage(session: session, title: input.lastPathComponent).render().utf8)
      .write(to: output, options: .atomic)
    print("wrote \(output.path) (\(session.steps.count) steps)")
  } catch {
    fail("\(error)")
  }
case "summary":
  guard arguments.count >= 2 else { fail(usage) }
  do {
    let session = try Session(contentsOf: URL(fileURLWithPath: arguments[1]))
    print("\(session.stateType) / \(session.actionType): \(session.steps.count) steps")
    for step in session.steps {
      let origin = step.fromEffect ? "effect" : "user  "
      let firstLine = step.actionDump.split(separator: "\n").first.map(String.init) ?? ""
      print("\(step.index)\t\(origin)\t\(firstLine)")
    }
  } catch {
    fail("\(error)")
  }
case "demo":
  guard arguments.count >= 2 else { fail(usage) }
  do {
    try await recordDemoSession(to: URL(fileURLWithPath: arguments[1]))
    print("wrote \(arguments[1])")
  } catch {
    fail("\(error)")
  }
case "-h", "--help", "help":
  print(usage)
default:
  fail(usage)
}
