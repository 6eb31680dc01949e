import CaseStudiesCore
import ComposableArchitecture
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage: case-studies                    the interactive app (in a terminal)
         case-studies --script KEYS      plays KEYS on a virtual clock, prints the final frame and the log
         case-studies --script-file PATH the same, keys read from a file ("-" for standard input)

  KEYS: characters are keys; <enter> <esc> <tab> <bs> <up> <down> <left> <right> <space> <lt>
  <ctrl-c> are named keys; <wait 300ms> or <wait 2s> lets virtual time pass.
  Example: case-studies --script '1p<wait 2s>'
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("case-studies: \(message)\n".utf8))
  exit(2)
}

func playScript(_ script: String) async {
  do {
    print(try await ScriptPlayer.run(script: script), terminator: "")
  } catch {
    fail(error.description)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
  if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
    await InteractiveSession.run()
  } else {
    await PlainSession.runOnStandardStreams()
  }
case "--script":
  guard arguments.count == 2 else { fail("--script needs one argument: the keys") }
  await playScript(arguments[1])
case "--script-file":
  guard arguments.count == 2 else { fail("--script-file needs one argument: a path") }
  var text = ""
  if arguments[1] == "-" {
    while let line = readLine(strippingNewline: false) { text += line }
  } else {
    guard let file = fopen(arguments[1], "r") else { fail("cannot read \(arguments[1])") }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 4096)
    while let line = fgets(&buffer, Int32(buffer.count), file) { text += String(cString: line) }
  }
  await playScript(text)
case "--help", "-h":
  print(usage)
default:
  fail("unknown argument \(arguments[0])\n\(usage)")
}
