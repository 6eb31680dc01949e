import CaseStudiesCore
import ComposableArchitecture
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("case-studies: \(message)\n".utf8))
  exit(status)
}

let invocation: Invocation
do {
  invocation = try Invocation(arguments: Array(CommandLine.arguments.dropFirst())) {
    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    return text
  }
} catch {
  fail(error.description, status: error.exitStatus)
}

switch invocation {
case .app:
  if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
    await InteractiveSession.run()
  } else {
    await PlainSession.runOnStandardStreams()
  }
case .help:
  print(Invocation.usage)
case let .script(steps):
  print(await ScriptPlayer.run(steps: steps), terminator: "")
}
