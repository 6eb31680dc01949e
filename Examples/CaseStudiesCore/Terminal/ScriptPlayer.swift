import ComposableArchitecture

/// Plays key scripts against the app on a virtual clock: the `--script` mode and the end-to-end
/// tests. Time passes only at `<wait …>` steps, and at once (a `<wait 1h>` takes no real time), so a
/// script gives the same output on every run; the output is the report at the end.
@MainActor
public final class ScriptPlayer {
  /// The virtual clock every effect of the app waits on.
  public let clock: TestClock<Duration>
  /// The app played.
  public let app: CaseStudiesApp
  /// Whether a key quit the app; later steps are ignored.
  public private(set) var hasQuit = false

  /// Creates a player of an app with a frame of `width` × `height`.
  public init(width: Int = 80, height: Int = 24) {
    let clock = TestClock()
    self.clock = clock
    self.app = CaseStudiesApp(width: width, height: height) {
      $0.continuousClock = clock
    }
  }

  /// Plays `steps`: each key is handled, then the effects it started run up to their next wait.
  public func play(_ steps: [ScriptStep]) async {
    for step in steps where !hasQuit {
      switch step {
      case let .key(key):
        if !app.handle(key) { hasQuit = true }
        await clock.advance(by: .zero)
      case let .wait(duration):
        await clock.advance(by: duration)
      }
    }
  }

  /// The final frame and the whole action log (actions, state diffs and the effects' lifecycle), as
  /// the script mode prints them.
  public func report() -> String {
    "final frame:\n" + app.frame().text + "\n\naction log:\n" + app.log.text + "\n"
  }

  /// Plays `script` on a fresh app, its tasks serialized on the main executor, and returns the
  /// report.
  public static func run(script: String, width: Int = 80, height: Int = 24) async throws(KeyScript.ParseError) -> String {
    await run(steps: try KeyScript.parse(script), width: width, height: height)
  }

  /// Plays `steps` on a fresh app, its tasks serialized on the main executor, and returns the
  /// report.
  public static func run(steps: [ScriptStep], width: Int = 80, height: Int = 24) async -> String {
    var report = ""
    await withMainSerialExecutor {
      let player = ScriptPlayer(width: width, height: height)
      await player.play(steps)
      report = player.report()
    }
    return report
  }
}
