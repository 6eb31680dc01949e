/// The screen of lesson 4 (seed 003) (effects).
enum EffectsScreen {
  static let help = "1 clock on/off · 2 events on/off · type to search (letters, q too) · backspace"

  static func body(_ state: EffectsLesson.State) -> [String] {
    let results = state.results.isEmpty ? "–" : state.results.joined(separator: ", ")
    return [
      " The reducer returns effects as values; the store runs and cancels them by id.",
      "",
      " [1] Clock (timer, cancellable id: .clock): \(state.isClockRunning ? "ticking" : "stopped"), \(state.ticks) s",
      "",
      " Search (300 ms debounce, cancelInFlight): \(state.query)▏",
      "     results: \(results)",
      "     query changes: \(state.queryChanges)   requests that ran: \(state.requestsRun)",
      "",
      " [2] Event stream (for await, id: .events): \(state.isListening ? "listening" : "off"), \(state.eventCount) events",
      "     " + (state.events.isEmpty ? "–" : state.events.joined(separator: " · ")),
      "",
      " Type fast: each key cancels the pending search; one runs, 300 ms after the",
      " last key. esc dismisses the lesson, which cancels its clock and stream too.",
    ]
  }

  static func action(for key: Key, _ state: EffectsLesson.State) -> EffectsLesson.Action? {
    switch key {
    case .character("1"): .clockToggled
    case .character("2"): .eventsToggled
    case let .character(character) where character.isLetter || character == " ":
      .queryChanged(state.query + String(character))
    case .backspace:
      state.query.isEmpty ? nil : .queryChanged(String(state.query.dropLast()))
    default: nil
    }
  }
}
