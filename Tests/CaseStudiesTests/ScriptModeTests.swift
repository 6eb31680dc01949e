import CaseStudiesCore
import Testing

/// End-to-end tests of the `--script` mode: the same player the executable runs, in-process, on a
/// virtual clock.
@MainActor
@Suite("Script mode (end to end)")
struct ScriptModeTests {
  @Test("The menu is the first frame")
  func menu() async throws {
    let report = try await ScriptPlayer.run(script: "")
    let expected = """
      final frame:
      ┌─ OpenTCA case studies ───────────────────────────────────────────────────────┐
      │                                                                              │
      │ The five lessons, each a @Reducer presented by this root (@Presents).        │
      │                                                                              │
      │ ▸ Lesson 1 · The run builder: async/await inside the effect                  │
      │      seed 000 · El constructor run                                           │
      │   Lesson 2 · Handling failure: errors become response actions                │
      │      seed 001 · Manejar el fallo                                             │
      │   Lesson 3 · Order matters: who sees the action first                        │
      │      seed 002 · El orden importa                                             │
      │   Lesson 4 · Effect: asynchronous work as a returned value                   │
      │      seed 003 · Effect                                                       │
      │   Lesson 5 · BindableAction and BindingReducer: one action for every field   │
      │      seed 004 · BindableAction y BindingReducer                              │
      ├─ action log (_printChanges) ─────────────────────────────────────────────────┤
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      ├──────────────────────────────────────────────────────────────────────────────┤
      │ ↑/↓ move · enter open · 1-5 open lesson                                      │
      └─ q quit · PgUp/PgDn scroll the log · ctrl-c quit ────────────────────────────┘

      action log:


      """
    #expect(report == expected)
  }

  @Test("Lesson 1 (seed 000): the paged load ends at 100% with every page")
  func pagedLoad() async throws {
    let report = try await ScriptPlayer.run(script: "1p<wait 2s>")
    #expect(report.contains("│ [p] Paged load   progress: 100% ██████████"))
    #expect(report.contains("│     pages: Elm, Redux, TCA, Swift"))
    #expect(report.contains("│▸ presented .run(.progress(100))"))
    // The whole log, as _printChanges prints it (context lines start with a figure space).
    #expect(report.contains("""
      received action:
        CaseStudies.Action.destination(.presented(.run(.progress(50))))
        \u{2007} CaseStudies.State(
      """))
    #expect(report.contains("\n  −       progress: 0,\n  +       progress: 50,\n"))
  }

  @Test("Lesson 1 (seed 000): the task group's rows arrive in the order they finish")
  func taskGroup() async throws {
    let report = try await ScriptPlayer.run(script: "1g<wait 1s>")
    #expect(report.contains("│ [g] Task group   1: detail 1  2: detail 2  3: detail 3  4: …"))
    #expect(report.contains("(arrived: 2, 3, 1)"))
  }

  @Test("Lesson 1 (seed 000): the long loop stops when cancelled")
  func loop() async throws {
    let report = try await ScriptPlayer.run(script: "1l<wait 1s>c<wait 2s>")
    #expect(report.contains("│ [l] Long loop    step 6/50, stopped"))
  }

  @Test("Lesson 2 (seed 001): a flaky server is retried until it answers")
  func retry() async throws {
    let report = try await ScriptPlayer.run(script: "2mmmmr<wait 10s>")
    #expect(report.contains("[flaky]"))
    #expect(report.contains("│ status:   loaded"))
    #expect(report.contains("│ articles: Elm, Redux, TCA"))
    #expect(report.contains("attempt 2 failed (The server failed (503).); waiting 2 s"))
  }

  @Test("Lesson 2 (seed 001): cancelling shows \"cancelled\", not a failure")
  func cancel() async throws {
    let report = try await ScriptPlayer.run(script: "2ml<wait 200ms>c<wait 5s>")
    #expect(report.contains("│ status:   cancelled (not a failure: nothing to show)"))
    #expect(!report.contains("│ status:   idle"))
    #expect(!report.contains(".response("))
    #expect(report.contains(
      "effect of CaseStudies.Action.destination(.presented(.failure(.loadTapped))) cancelled "
        + "(by id FailureLesson.CancelID.request)"))
  }

  @Test("Lesson 2 (seed 001): an offline load fails with the domain's message")
  func offline() async throws {
    let report = try await ScriptPlayer.run(script: "2ml<wait 1s>")
    #expect(report.contains("│ status:   failed: You are offline."))
  }

  @Test("Lesson 3 (seed 002): the same keys, side by side, in the right and the wrong order")
  func order() async throws {
    var report = ""
    // The wrong side is flagged by OpenTCA's order diagnostics: 3 keys and the save.
    try await withKnownIssue {
      report = try await ScriptPlayer.run(script: "3ana<enter>")
    } matching: {
      isOrderDiagnostic($0)
    }
    let frame = report.split(separator: "\n").map(String.init)
    #expect(Array(frame[1...12]) == [
      "┌─ OpenTCA · Lesson 3 (seed 002) · Order matters ──────────────────────────────┐",
      "│ The same keys go to both sides. Type \"ana\", then press enter.                │",
      "│ (Debug builds of OpenTCA flag the wrong side: ⚠ lines in the log.)           │",
      "│ RIGHT: Scope, then parent             │ WRONG: parent, then Scope            │",
      "│ BindingReducer() first                │ BindingReducer() last                │",
      "│ name: Ana▏ valid                      │ name: Ana▏ too short                 │",
      "│ last saved by parent: \"Ana\"           │ last saved by parent: \"ana\"          │",
      "│ trace:                                │ trace:                               │",
      "│   validate saw \"an\": too short        │   validate saw \"a\": too short        │",
      "│   validate saw \"ana\": valid           │   validate saw \"an\": too short       │",
      "│   child saved \"Ana\"                   │   parent recorded \"ana\"              │",
      "│   parent recorded \"Ana\"               │   child saved \"Ana\"                  │",
    ])
  }

  @Test("Lesson 4 (seed 003): clock, debounced search and event stream")
  func effects() async throws {
    let report = try await ScriptPlayer.run(script: "4<wait 1s>1state<wait 2s>2<wait 4s>")
    #expect(report.contains("│ [1] Clock (timer, cancellable id: .clock): ticking, 6 s"))
    #expect(report.contains("│     results: state"))
    #expect(report.contains("│     query changes: 5   requests that ran: 1"))
    #expect(report.contains("│ [2] Event stream (for await, id: .events): listening, 2 events"))
    #expect(report.contains("│     battery low · message from Ana"))
  }

  @Test("Lesson 4 (seed 003): stopping the clock stops the ticks")
  func stopClock() async throws {
    let report = try await ScriptPlayer.run(script: "41<wait 3s>1<wait 5s>")
    #expect(report.contains("│ [1] Clock (timer, cancellable id: .clock): stopped, 3 s"))
  }

  @Test("Lesson 5 (seed 004): the profile form, by keyboard")
  func profile() async throws {
    let report = try await ScriptPlayer.run(
      script: "5Ana<tab>ana@x<tab><up>.es<tab><space><tab><space><space><enter><wait 1s>")
    #expect(report.contains("│   name:          Ana"))
    #expect(report.contains("│   email:         ana@x.es  ✓ valid"))
    #expect(report.contains("│   notifications: [x] on"))
    #expect(report.contains("│ ▸ visibility:    ( ) private ( ) friends (•) public"))
    #expect(report.contains("│ Saved Ana."))
  }

  @Test("Esc goes back to the menu; the lesson's effects stop with it")
  func back() async throws {
    let report = try await ScriptPlayer.run(script: "<down><down><down><enter>1<wait 2s><esc><wait 5s>")
    #expect(report.contains("│ ▸ Lesson 4 · Effect: asynchronous work as a returned value"))
    #expect(report.components(separatedBy: ".effects(.tick)").count - 1 == 2)
    #expect(report.contains("CaseStudies.Action.destination(.dismiss)"))
  }

  @Test("q quits: later keys are ignored")
  func quit() async throws {
    let report = try await ScriptPlayer.run(script: "q1p")
    #expect(report.hasSuffix("action log:\n\n"))
  }

  @Test("An unknown key name is an error")
  func badScript() async {
    do {
      _ = try await ScriptPlayer.run(script: "1<foo>")
      Issue.record("The script was played")
    } catch {
      #expect(error.description.hasPrefix("Unknown key <foo> at character 2 of the script (keys: <enter>"))
    }
  }

  @Test("Frames fit the terminal: 24 lines of 80 characters")
  func frameSize() async throws {
    for script in ["", "1", "2", "3", "4", "5", "3abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz<enter>"] {
      var report = ""
      try await withKnownIssue(isIntermittent: true) {
        report = try await ScriptPlayer.run(script: script)
      } matching: {
        isOrderDiagnostic($0)
      }
      let frame = report.components(separatedBy: "\n\naction log:")[0].split(separator: "\n").dropFirst()
      #expect(frame.count == 24)
      #expect(frame.allSatisfy { $0.count == 80 })
    }
  }
}
