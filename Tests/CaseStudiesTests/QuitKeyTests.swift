import CaseStudiesCore
import Testing

/// Point 5 of issue 31: `q` quits from every screen except while a text field takes letters, and
/// the bottom border says which.
@MainActor
@Suite("q quits from every screen but a text field")
struct QuitKeyTests {
  /// The keys that open a screen, whether `q` quits there, and the border's hint.
  static let screens: [(keys: String, quits: Bool, hint: String)] = [
    ("", true, "q quit · PgUp/PgDn scroll the log · ctrl-c quit"),
    ("1", true, "esc menu · q quit · PgUp/PgDn scroll the log"),
    ("2", true, "esc menu · q quit · PgUp/PgDn scroll the log"),
    ("3", false, "esc menu · ctrl-c quit (q is typed here) · PgUp/PgDn scroll the log"),
    ("4", false, "esc menu · ctrl-c quit (q is typed here) · PgUp/PgDn scroll the log"),
    ("5", false, "esc menu · ctrl-c quit (q is typed here) · PgUp/PgDn scroll the log"),
    ("5<tab>", false, "esc menu · ctrl-c quit (q is typed here) · PgUp/PgDn scroll the log"),
    ("5<tab><tab>", true, "esc menu · q quit · PgUp/PgDn scroll the log"),
    ("5<tab><tab><tab>", true, "esc menu · q quit · PgUp/PgDn scroll the log"),
    ("5<up>", true, "esc menu · q quit · PgUp/PgDn scroll the log"),
  ]

  @Test("q quits, or is typed, on each screen; ctrl-c quits on all; the hint says which", arguments: 0..<10)
  func screen(index: Int) throws {
    let (keys, quits, hint) = Self.screens[index]
    try withKnownIssue(isIntermittent: true) {
      // The player's app: its effects wait on a test clock.
      let app = ScriptPlayer().app
      for case let .key(key) in try KeyScript.parse(keys) { app.handle(key) }
      #expect(app.frame().lines[23].hasPrefix("└─ \(hint) ─"))
      #expect(app.isEditingText == !quits)
      let before = app.frame()
      #expect(app.handle(.character("q")) == !quits)
      if !quits {
        #expect(app.frame() != before)  // typed into the field
        #expect(app.handle(.interrupt) == false)
      }
    } matching: {
      isOrderDiagnostic($0)
    }
  }

  @Test("The script mode stops at q in a lesson, and types it in the search field")
  func script() async throws {
    let quit = try await ScriptPlayer.run(script: "2qm")
    #expect(quit.contains("│ [m] server: [online] offline"))
    let typed = try await ScriptPlayer.run(script: "4quit<wait 1s>")
    #expect(typed.contains("│ Search (300 ms debounce, cancelInFlight): quit▏"))
  }
}
