import CaseStudiesCore
import Foundation
import Testing

/// Points 4 and 6 of issue 31: the command line, what `--help` promises, and every bad script or
/// script file rejected with a clear message and exit status 2.
@Suite("Command line: arguments, script files, bad scripts")
struct InvocationTests {
  func invocation(_ arguments: [String], standardInput: String = "") throws(Invocation.UsageError) -> Invocation {
    try Invocation(arguments: arguments, readStandardInput: { standardInput })
  }

  func error(_ arguments: [String]) -> Invocation.UsageError? {
    do {
      _ = try invocation(arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test("The modes: no argument, --help, --script, --script-file (a file or standard input)")
  func modes() throws {
    #expect(try invocation([]) == .app)
    #expect(try invocation(["--help"]) == .help)
    #expect(try invocation(["-h"]) == .help)
    #expect(try invocation(["--script", "1<wait 2s>"]) == .script([.key(.character("1")), .wait(.seconds(2))]))
    #expect(try invocation(["--script-file", "-"], standardInput: "1\np<wait 1s>\n")
      == .script([.key(.character("1")), .key(.character("p")), .wait(.seconds(1))]))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID()).txt")
    try "2\nm<enter>\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try invocation(["--script-file", file.path])
      == .script([.key(.character("2")), .key(.character("m")), .key(.enter)]))
  }

  @Test("Bad scripts are rejected with the tag, its place, and exit status 2", arguments: [
    ("<wait -5s>", "bad script (--script): Bad wait <wait -5s> at character 1 of the script: a wait cannot be negative."),
    ("1<wait 2s", "bad script (--script): Unterminated tag \"<wait 2s\" at character 2 of the script: close it with \">\" (a literal \"<\" is <lt>)."),
    ("ab<foo>", "bad script (--script): Unknown key <foo> at character 3 of the script (keys: <enter> <esc> <tab> <bs> <up> <down> <left> <right> <pgup> <pgdn> <space> <lt> <ctrl-c>, waits: <wait 300ms> <wait 2s>)."),
  ])
  func badScripts(script: String, message: String) {
    let error = error(["--script", script])
    #expect(error?.description == message)
    #expect(error?.exitStatus == 2)
  }

  @Test("Bad script files: a missing file, a directory, text that is not UTF-8, a bad script inside")
  func badFiles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.txt").path
    #expect(error(["--script-file", missing])?.description == "cannot read the script file \(missing): no such file")
    #expect(error(["--script-file", directory.path])?.description
      == "cannot read the script file \(directory.path): it is a directory")
    let binary = directory.appendingPathComponent("binary")
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
    #expect(error(["--script-file", binary.path])?.description
      == "cannot read the script file \(binary.path): it is not UTF-8 text")
    let bad = directory.appendingPathComponent("bad.txt")
    try "1p\n<wait 2s\n".write(to: bad, atomically: true, encoding: .utf8)
    #expect(error(["--script-file", bad.path])?.description.hasPrefix(
      "bad script (\(bad.path)): Unterminated tag \"<wait 2s\" at character 4 of the script") == true)
    #expect(error(["--script-file", "-"]) == nil)  // empty standard input: an empty script
    for arguments in [["--script-file", missing], ["--script-file", directory.path], ["--script-file", binary.path]] {
      #expect(error(arguments)?.exitStatus == 2)
    }
  }

  @Test("Wrong arguments are usage errors with exit status 2", arguments: [
    (["--script"], "--script needs one argument: the keys"),
    (["--script", "a", "b"], "--script needs one argument: the keys"),
    (["--script-file"], "--script-file needs one argument: a path (\"-\" for standard input)"),
    (["--help", "x"], "--help takes no argument"),
  ])
  func wrongArguments(arguments: [String], message: String) {
    #expect(error(arguments)?.description == message)
    #expect(error(arguments)?.exitStatus == 2)
  }

  @Test("An unknown argument is named, followed by the usage")
  func unknownArgument() {
    #expect(error(["--scrpt"])?.description == "unknown argument --scrpt\n" + Invocation.usage)
  }

  @Test("--help says plainly that scripts run on a virtual clock and print at the end")
  func help() {
    let usage = Invocation.usage.replacingOccurrences(of: "\n", with: " ")
    #expect(usage.contains("A script is played on a virtual clock, not in real time: a <wait> passes at once"))
    #expect(usage.contains("it is printed when the script ends"))
    #expect(usage.contains("Without a terminal (output piped, as in `case-studies | cat`)"))
    #expect(usage.contains("plays each line on the same virtual clock"))
    #expect(usage.contains("PgUp/PgDn scroll the action log; q quits (except in a text field"))
    #expect(Invocation.usage.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}

/// The bad waits and tags, as a class: every one is an error that names it, none plays.
@Suite("Script syntax: the class of bad tags and waits")
struct KeyScriptErrorTests {
  @Test("Waits out of range or malformed are errors", arguments: [
    "-5s", "-1ms", "-0.5s", "nans", "infs", "-infs", "1e300s", "86401s", "86400001ms", "2", "s", "ms", "", "2 s",
    "two s", "5m", "0x10s", "1e9999ms", "1e3s", "+5s", "1.2.3s", ".s", "5,5s", "٣s",
  ])
  func badWaits(amount: String) {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("<wait \(amount)>") }
    do {
      _ = try KeyScript.parse("<wait \(amount)>")
    } catch {
      #expect(error.description.hasPrefix("Bad wait <wait \(amount)> at character 1 of the script: ")
        || error.description.hasPrefix("Bad wait <wait> at character 1"))
    }
  }

  @Test("Waits in range are read exactly", arguments: [
    ("0s", Duration.zero), ("0ms", .zero), ("1.5s", .milliseconds(1500)), ("300ms", .milliseconds(300)),
    ("86400s", .seconds(86_400)), ("0.25ms", .microseconds(250)), (" 2s ", .seconds(2)),
  ])
  func goodWaits(amount: String, duration: Duration) throws {
    #expect(try KeyScript.parse("<WAIT \(amount)>") == [.wait(duration)])
  }

  @Test("Every unterminated tag is an error: at the end, before a newline, or before another <")
  func unterminated() {
    for script in ["<", "a<", "<wait 2s", "<enter", "<enter\n>", "a<b\nc>", "<<enter>"] {
      #expect(throws: KeyScript.ParseError.self, "\(script.debugDescription)") { try KeyScript.parse(script) }
    }
  }

  @Test("Every name outside the list is an unknown key, whatever its case")
  func unknownNames() throws {
    for name in ["foo", "", " ", "enterr", "ctrl-d", "wai 2s", "pg up", "LTT"] {
      #expect(throws: KeyScript.ParseError.self, "<\(name)>") { try KeyScript.parse("<\(name)>") }
    }
    for name in ["ENTER", "Esc", "PgUp", "pageDown", "Ctrl-C", "LT"] {
      #expect(try KeyScript.parse("<\(name)>").count == 1)
    }
  }
}
