/// The screen of lesson 1 (seed 000) (`.run`).
enum RunScreen {
  static let help = "p paged load · b async let · g task group · l long loop · c cancel loop"

  static func body(_ state: RunLesson.State) -> [String] {
    let progress = state.progress.map { "\($0)%" } ?? "–"
    let bar = state.progress.map { String(repeating: "█", count: $0 / 10) + String(repeating: "░", count: 10 - $0 / 10) } ?? ""
    let rows = state.rows.map { "\($0.id): \($0.detail ?? "…")" }.joined(separator: "  ")
    let order = state.arrivalOrder.isEmpty ? "" : "  (arrived: \(state.arrivalOrder.map(String.init).joined(separator: ", ")))"
    let loopState = state.isLooping ? "running" : (state.loopStep == 0 ? "idle" : "stopped")
    return [
      " One .run effect sends many actions over time: send is feedback, not return.",
      "",
      " [p] Paged load   progress: \(progress) \(bar)",
      "     pages: \(state.pages.isEmpty ? "–" : state.pages.joined(separator: ", "))",
      " [b] async let    profile: \(state.profile ?? "–")   settings: \(state.settings ?? "–")",
      " [g] Task group   \(rows)",
      "    \(order)",
      " [l] Long loop    step \(state.loopStep)/\(RunLesson.loopSteps), \(loopState)   [c] cancel it",
      "",
      " Watch the log: p sends progress(0), page, progress(50), page, progress(100):",
      " five passes of the reducer from one effect. g fills rows as each task ends",
      " (2, 3, 1, 4). c cancels the loop: checkCancellation() stops it next turn.",
    ]
  }

  static func action(for key: Key) -> RunLesson.Action? {
    switch key {
    case .character("p"): .loadPagesTapped
    case .character("b"): .loadBothTapped
    case .character("g"): .loadRowsTapped
    case .character("l"): .startLoopTapped
    case .character("c"): .cancelLoopTapped
    default: nil
    }
  }
}
