import CaseStudiesCore
import Testing

@Suite("Action log: the live pane and the printed log")
struct ActionLogTests {
  @Test("The pane shows each action (without the root's wrapping) and its changed lines only")
  func pane() {
    let log = ActionLog()
    log.append(ActionLog.Entry(
      action: "CaseStudies.Action.destination(.presented(.run(.progress(50))))",
      diff: ["\u{2007} RunLesson.State(", "−   progress: 0,", "+   progress: 50,", "\u{2007} )"]))
    log.append(ActionLog.Entry(action: "CaseStudies.Action.selectionMoved(by: 1)", diff: []))
    #expect(log.paneLines(count: 10) == [
      "▸ presented .run(.progress(50))", "  −   progress: 0,", "  +   progress: 50,",
      "▸ CaseStudies.Action.selectionMoved(by: 1)", "  (no state changes)",
    ])
    #expect(log.paneLines(count: 2) == ["▸ CaseStudies.Action.selectionMoved(by: 1)", "  (no state changes)"])
  }

  @Test("Runtime warnings are shown wrapped in the pane, and printed in the log")
  func warnings() {
    let log = ActionLog()
    log.appendWarning("[OpenTCA] runtime warning: Feature.swift:3:1: A \"Scope\" ran after a reducer that read it.")
    #expect(log.paneLines(count: 5, width: 30) == [
      "⚠ Feature.swift:3:1: A \"Scope\"", "  ran after a reducer that", "  read it.",
    ])
    #expect(log.text == "runtime warning: Feature.swift:3:1: A \"Scope\" ran after a reducer that read it.")
  }
}
