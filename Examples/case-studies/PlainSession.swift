import CaseStudiesCore
import ComposableArchitecture

/// The app when standard output is not a terminal: keys are read from standard input, a line at a
/// time, in the script syntax; each action reduced is printed as a plain line as it happens, and the
/// final frame at the end of input.
@MainActor
enum PlainSession {
  static func run() async {
    print("case-studies: standard output is not a terminal; reading keys from standard input.")
    await withMainSerialExecutor {
      let player = ScriptPlayer()
      var printed = 0
      while let line = readLine(strippingNewline: true), !player.hasQuit {
        do {
          await player.play(try KeyScript.parse(line))
        } catch {
          print("case-studies: \(error)")
        }
        let entries = player.app.log.entries
        for entry in entries[printed...] {
          print("received action: \(entry.action)")
          for diffLine in entry.diff where diffLine.hasPrefix("−") || diffLine.hasPrefix("+") {
            print("  \(diffLine)")
          }
        }
        printed = entries.count
      }
      print(player.app.frame().text)
    }
  }
}
