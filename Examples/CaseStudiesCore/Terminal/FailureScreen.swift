/// The screen of lesson 2 (seed 001) (failure handling).
enum FailureScreen {
  static let help = "m server mode · l load · r load with retry · c cancel"

  static func body(_ state: FailureLesson.State) -> [String] {
    let modes = ServerMode.allCases.map { $0 == state.mode ? "[\($0.rawValue)]" : $0.rawValue }
    let status: String
    if state.isLoading {
      status = "loading…"
    } else if state.wasCancelled {
      status = "cancelled (not a failure: nothing to show)"
    } else if let failure = state.failure {
      status = "failed: \(failure.message)"
    } else if !state.articles.isEmpty {
      status = "loaded"
    } else {
      status = "idle"
    }
    return [
      " A failure is a fact of the domain: it reaches the reducer as an action.",
      "",
      " [m] server: \(modes.joined(separator: " "))",
      "",
      " status:   \(status)",
      " retry:    \(state.retryNote ?? "–")",
      " articles: \(articles(state))",
      "",
      " [l] one try · [r] retry 3 times, waiting 1, 2, 4 s · [c] cancel (no failure)",
      " Every outcome arrives as one action: response(Result<[String], LoadFailure>).",
      "",
      " Try: m (offline) then l: it fails. m m m (flaky) then r: two failures, then",
      " the articles. l then c: the request stops; it is cancelled, not failed.",
    ]
  }

  /// The articles, marked stale when they are not the answer to the last request.
  static func articles(_ state: FailureLesson.State) -> String {
    guard !state.articles.isEmpty else { return "–" }
    let list = state.articles.joined(separator: ", ")
    return state.areArticlesStale ? "\(list) (stale: from an earlier load)" : list
  }

  static func action(for key: Key) -> FailureLesson.Action? {
    switch key {
    case .character("m"): .modeTapped
    case .character("l"): .loadTapped
    case .character("r"): .retryTapped
    case .character("c"): .cancelTapped
    default: nil
    }
  }
}
