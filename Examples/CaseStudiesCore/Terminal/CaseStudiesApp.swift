import ComposableArchitecture

/// The app without its terminal: a store of ``CaseStudies`` (its changes and its effects' lifecycle
/// logged), the key bindings of each screen, the scrolling of the log, and the frame of the current
/// state.
@MainActor
public final class CaseStudiesApp {
  /// The root store.
  public let store: StoreOf<CaseStudies>
  /// Every action reduced, with its state diff, and every effect started, finished or cancelled.
  public let log: ActionLog
  /// The frame's width (the terminal sets it to its own when resized).
  public var width: Int
  /// The frame's height (the terminal sets it to its own when resized).
  public var height: Int
  /// The first log line the pane shows, or `nil` when it follows the end of the log. Page up and
  /// page down move it by a pane's height.
  public private(set) var logTop: Int?

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - width: The frame's width (80 by default).
  ///   - height: The frame's height (24 by default).
  ///   - prepareDependencies: Changes the dependencies (a test or the script mode sets the clock).
  public init(
    width: Int = 80,
    height: Int = 24,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) {
    let log = ActionLog()
    self.log = log
    self.width = width
    self.height = height
    self.store = Store(initialState: CaseStudies.State()) {
      CaseStudies()._printChanges(.log(into: log), effects: true)
    } withDependencies: {
      prepareDependencies(&$0)
    }
  }

  /// Whether the open screen has a text field that takes letters, `q` included: the order lesson's
  /// name, the effects lesson's search, and the bindings lesson's name and email fields.
  public var isEditingText: Bool {
    switch store.state.destination {
    case nil, .run, .failure: false
    case .order, .effects: true
    case let .bindings(form): form.focus == .name || form.focus == .email
    }
  }

  /// The keys that work on the open screen besides its own, shown in the frame's bottom border.
  public var globalKeys: String {
    let scroll = "PgUp/PgDn scroll the log"
    guard store.state.destination != nil else { return "q quit · \(scroll) · ctrl-c quit" }
    let quit = isEditingText ? "ctrl-c quit (q is typed here)" : "q quit"
    return "esc menu · \(quit) · \(scroll)"
  }

  /// Handles a key press: scrolls the log, or sends the action the key means to the store.
  ///
  /// - Returns: `false` when the key quits the app: Ctrl-C anywhere, `esc` in the menu, and `q`
  ///   anywhere except in a text field (``isEditingText``), where it is typed.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    switch key {
    case .interrupt: return false
    case .pageUp: scrollLog(byPages: -1); return true
    case .pageDown: scrollLog(byPages: 1); return true
    case .character("q") where !isEditingText: return false
    default: break
    }
    guard let destination = store.scope(state: \.destination, action: \.destination.presented) else {
      switch key {
      case .escape: return false
      case .enter: store.send(.lessonTapped(store.selection))
      default: if let action = MenuScreen.action(for: key) { store.send(action) }
      }
      return true
    }
    if key == .escape {
      store.send(.destination(.dismiss))
      return true
    }
    switch destination.case {
    case let .run(lesson):
      if let action = RunScreen.action(for: key) { lesson.send(action) }
    case let .failure(lesson):
      if let action = FailureScreen.action(for: key) { lesson.send(action) }
    case let .order(lesson):
      for action in OrderScreen.actions(for: key, lesson.state) { lesson.send(action) }
    case let .effects(lesson):
      if let action = EffectsScreen.action(for: key, lesson.state) { lesson.send(action) }
    case let .bindings(form):
      if let action = ProfileScreen.action(for: key, form.state) { form.send(.view(action)) }
    }
    return true
  }

  /// Moves the log's pane by `pages` panes (negative: back); reaching the end follows the log again.
  public func scrollLog(byPages pages: Int) {
    let count = log.paneLines(width: width - 2).count
    let page = Frame.logHeight(forHeight: height)
    let last = max(0, count - page)
    let top = (logTop ?? last) + pages * page
    logTop = top >= last ? nil : max(0, top)
  }

  /// The frame of the current state (at a size below 80×24, only the message that says so).
  public func frame() -> Frame {
    guard width >= Frame.minimumWidth, height >= Frame.minimumHeight else {
      return Frame(title: "", body: [], log: [], help: "", width: width, height: height)
    }
    let state = store.state
    let log = log.paneLines(width: width - 2)
    let inner = width - 2
    guard let destination = state.destination else {
      return Frame(
        title: "OpenTCA case studies", body: MenuScreen.body(state), log: log, logTop: logTop,
        help: MenuScreen.help, keys: globalKeys, width: width, height: height)
    }
    let title = "OpenTCA · \(state.selection.label)"
    let (body, help): ([String], String)
    switch destination {
    case let .run(lesson): (body, help) = (RunScreen.body(lesson), RunScreen.help)
    case let .failure(lesson): (body, help) = (FailureScreen.body(lesson), FailureScreen.help)
    case let .order(lesson): (body, help) = (OrderScreen.body(lesson, width: inner), OrderScreen.help)
    case let .effects(lesson): (body, help) = (EffectsScreen.body(lesson), EffectsScreen.help)
    case let .bindings(form): (body, help) = (ProfileScreen.body(form), ProfileScreen.help)
    }
    return Frame(
      title: title, body: body, log: log, logTop: logTop, help: help, keys: globalKeys, width: width,
      height: height)
  }
}
