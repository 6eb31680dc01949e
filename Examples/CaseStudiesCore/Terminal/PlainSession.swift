import ComposableArchitecture

/// The app when standard output is not a terminal: keys arrive a line at a time in the script syntax
/// (see ``KeyScript``) and are played on the same virtual clock as the script mode; after each line,
/// what it did is written as plain lines (each action and its changed lines, each effect started,
/// finished or cancelled), and the final frame, without colors, at the end of input.
@MainActor
public enum PlainSession {
  /// Plays `nextLine()` until it returns `nil` (or a key quits), writing each output line with `write`.
  public static func run(nextLine: () -> String?, write: (String) -> Void) async {
    write(
      "case-studies: standard output is not a terminal; reading keys from standard input, "
        + "a line at a time, on a virtual clock (see --help).")
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
          ActionLog.plainLines(of: entry).forEach(write)
        }
        printed = entries.count
      }
      write(player.app.frame().text)
    }
  }
}
