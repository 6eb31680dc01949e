import ComposableArchitecture

/// The app without its terminal: a store of ``CaseStudies`` (with its changes logged), the key
/// bindings of each screen, and the frame of the current state.
@MainActor
public final class CaseStudiesApp {
  /// The root store.
  public let store: StoreOf<CaseStudies>
  /// Every action reduced, with its state diff.
  public let log: ActionLog
  /// The frame's width (the terminal sets it to its own when resized).
  public var width: Int
  /// The frame's height (the terminal sets it to its own when resized).
  public var height: Int

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
      CaseStudies()._printChanges(.log(into: log))
    } withDependencies: {
      prepareDependencies(&$0)
    }
  }

  /// Handles a key press: sends the action it means to the store.
  ///
  /// - Returns: `false` when the key quits the app (`q` in the menu, Ctrl-C anywhere).
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    if key == .interrupt { return false }
    guard let destination = store.scope(state: \.destination, action: \.destination.presented) else {
      switch key {
      case .character("q"), .escape: return false
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

  /// The frame of the current state.
  public func frame() -> Frame {
    let state = store.state
    let log = log.paneLines(count: height, width: width - 2)
    let inner = width - 2
    let base = "OpenTCA case studies"
    guard let destination = state.destination else {
      return Frame(
        title: base, body: MenuScreen.body(state), log: log, help: MenuScreen.help, width: width,
        height: height)
    }
    let title = "\(base) · \(state.selection.rawValue + 1). \(state.selection.title)"
    let (body, help): ([String], String)
    switch destination {
    case let .run(lesson): (body, help) = (RunScreen.body(lesson), RunScreen.help)
    case let .failure(lesson): (body, help) = (FailureScreen.body(lesson), FailureScreen.help)
    case let .order(lesson): (body, help) = (OrderScreen.body(lesson, width: inner), OrderScreen.help)
    case let .effects(lesson): (body, help) = (EffectsScreen.body(lesson), EffectsScreen.help)
    case let .bindings(form): (body, help) = (ProfileScreen.body(form), ProfileScreen.help)
    }
    return Frame(title: title, body: body, log: log, help: help, width: width, height: height)
  }
}
