import Foundation

// tca-replay: tools for recordings made with `store.record(to:)`; see `ReplayCommand`.

let status = await ReplayCommand(
  arguments: Array(CommandLine.arguments.dropFirst()),
  output: { print($0) },
  errors: { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
).run()
exit(status)
