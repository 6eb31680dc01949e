import ComposableArchitecture

/// The app when standard output is not a terminal: keys arrive a line at a time in the script syntax
/// (see ``KeyScript``), each action reduced is written as plain lines as it happens (the action and
/// its changed lines), and the final frame, without colors, at the end of input.
@MainActor
public enum PlainSession {
  /// Plays `nextLine()` until it returns `nil` (or a key quits), writing each output line with `write`.
  public static func run(nextLine: () -> String?, write: (String) -> Void) async {
    write("case-studies: standard output is not a terminal; reading keys from standard input.")
    await withMainSerialExecutor {
      let player = ScriptPlayer()
      var printed = 0
      while !player.hasQuit, let line = nextLine() {
        do {
          await player.play(try KeyScript.parse(line))
        } catch {
          write("case-studies: \(error)")
        }
        let entries = player.app.log.entries
        for entry in entries[printed...] {
          write("received action: \(entry.action)")
          for diffLine in entry.diff where diffLine.hasPrefix("−") || diffLine.hasPrefix("+") {
            write("  \(diffLine)")
          }
        }
        printed = entries.count
      }
      write(player.app.frame().text)
    }
  }
}
