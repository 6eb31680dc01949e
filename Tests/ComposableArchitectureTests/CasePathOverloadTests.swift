import ComposableArchitecture
import Foundation
import Testing

// The deprecated overloads that take case paths built from case constructors (`/Action.child`).
// Each feature below is written twice, with the case-path form (`legacy`) and with the case-key-path
// form, and each scenario runs against both: the TestStore proves the same state changes and the
// same received actions, and the issues reported on misuse are compared text for text. The
// deprecated API is used from deprecated declarations, so the build stays free of warnings.

// MARK: - Features

/// A counter with a timer: its effect must be cancelled when the counter goes away.
private struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case startTimer
    case tick
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment, .tick:
        state.count += 1
        return .none
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      }
    }
  }
}

private enum AlertAction: Equatable {
  case ok
}

/// An optional child, and an optional alert with no reducer: `ifLet`.
@available(*, deprecated)
private struct OptionalParent: Reducer {
  struct State: Equatable {
    var child: Counter.State?
    var alert: AlertState<AlertAction>?
  }
  @CasePathable
  enum Action: Equatable {
    case alert(AlertAction)
    case child(Counter.Action)
    case showAlert
    case toggle
  }
  let legacy: Bool

  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      switch action {
      case .alert, .child:
        return .none
      case .showAlert:
        state.alert = AlertState { TextState("Hi") }
        return .none
      case .toggle:
        state.child = state.child == nil ? Counter.State() : nil
        return .none
      }
    }
    if legacy {
      core
        .ifLet(\.child, action: /Action.child) { Counter() }
        .ifLet(\.alert, action: /Action.alert)
    } else {
      core
        .ifLet(\.child, action: \.child) { Counter() }
        .ifLet(\.alert, action: \.alert)
    }
  }
}

/// The destination of ``PresentingParent``: an enum state, each case scoped with `Scope`.
@available(*, deprecated)
private struct Destination: Reducer {
  @CasePathable
  enum State: Equatable {
    case counter(Counter.State)
    case note(Counter.State)
  }
  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case note(Counter.Action)
  }
  let legacy: Bool

  var body: some ReducerOf<Self> {
    if legacy {
      Scope(state: /State.counter, action: /Action.counter) { Counter() }
      Scope(state: /State.note, action: /Action.note) { Counter() }
    } else {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.note, action: \.note) { Counter() }
    }
  }
}

/// A presented destination and a presented alert: `ifLet` on `PresentationState`.
@available(*, deprecated)
private struct PresentingParent: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    @PresentationState var alert: AlertState<AlertAction>?
  }
  @CasePathable
  enum Action: Equatable {
    case alert(PresentationAction<AlertAction>)
    case destination(PresentationAction<Destination.Action>)
    case present
    case showAlert
  }
  let legacy: Bool

  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      switch action {
      case .alert, .destination:
        return .none
      case .present:
        state.destination = .counter(Counter.State())
        return .none
      case .showAlert:
        state.alert = AlertState { TextState("Hi") }
        return .none
      }
    }
    if legacy {
      core
        .ifLet(\.$destination, action: /Action.destination) { Destination(legacy: true) }
        .ifLet(\.$alert, action: /Action.alert)
    } else {
      core
        .ifLet(\.$destination, action: \.destination) { Destination(legacy: false) }
        .ifLet(\.$alert, action: \.alert)
    }
  }
}

/// An enum state with two cases of the same child type: `ifCaseLet`.
@available(*, deprecated)
private struct EnumParent: Reducer {
  @CasePathable
  @dynamicMemberLookup
  enum State: Equatable {
    case first(Counter.State)
    case second(Counter.State)
  }
  @CasePathable
  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)
    case switchToFirst
    case switchToSecond
  }
  let legacy: Bool

  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      switch action {
      case .first, .second:
        return .none
      case .switchToFirst:
        state = .first(Counter.State())
        return .none
      case .switchToSecond:
        state = .second(Counter.State())
        return .none
      }
    }
    if legacy {
      core
        .ifCaseLet(/State.first, action: /Action.first) { Counter() }
        .ifCaseLet(/State.second, action: /Action.second) { Counter() }
    } else {
      core
        .ifCaseLet(\.first, action: \.first) { Counter() }
        .ifCaseLet(\.second, action: \.second) { Counter() }
    }
  }
}

/// Rows: `forEach` on an `IdentifiedArray`, through `row(id:action:)` (legacy) or an
/// `IdentifiedAction` (`rows`).
@available(*, deprecated)
private struct Rows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
  }
  @CasePathable
  enum Action: Equatable {
    case add(Int)
    case remove(Int)
    case row(id: Int, action: Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
  }
  let legacy: Bool

  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      switch action {
      case let .add(id):
        state.rows.append(Counter.State(id: id))
        return .none
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case .row, .rows:
        return .none
      }
    }
    if legacy {
      core.forEach(\.rows, action: /Action.row(id:action:)) { Counter() }
    } else {
      core.forEach(\.rows, action: \.rows) { Counter() }
    }
  }

  /// The action for row `id` in the form this feature scopes.
  func rowAction(_ id: Int, _ action: Counter.Action) -> Action {
    legacy ? .row(id: id, action: action) : .rows(.element(id: id, action: action))
  }
}

/// A navigation stack: `forEach` on a `StackState`.
@available(*, deprecated)
private struct StackParent: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>()
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Counter>)
    case push
  }
  let legacy: Bool

  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      switch action {
      case .path:
        return .none
      case .push:
        state.path.append(Counter.State())
        return .none
      }
    }
    if legacy {
      core.forEach(\.path, action: /Action.path) { Counter() }
    } else {
      core.forEach(\.path, action: \.path) { Counter() }
    }
  }
}

/// A form whose bindable actions live in a nested `View` enum: `BindingReducer(action:)`.
@available(*, deprecated)
private struct Form: Reducer {
  struct State: Equatable {
    var name = ""
    var saved = false
  }
  @CasePathable
  enum Action: Equatable {
    case save
    case view(View)

    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }
  let legacy: Bool

  var body: some ReducerOf<Self> {
    if legacy {
      BindingReducer(action: /Action.view)
    } else {
      BindingReducer(action: \.view)
    }
    Reduce { state, action in
      if case .save = action { state.saved = !state.name.isEmpty }
      return .none
    }
  }
}

// MARK: - Helpers

/// The texts of the issues reported while `body` runs, each expected; the line of a source location
/// (`"File.swift:12"`) is replaced by `LINE`, since the two forms are written on different lines.
@MainActor
private func reportedIssues(_ body: @MainActor () async -> Void) async -> [String] {
  let texts = LockIsolated<[String]>([])
  await withKnownIssue {
    await body()
  } matching: { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    texts.withValue {
      $0.append(text.replacingOccurrences(of: #"\.swift:\d+"#, with: ".swift:LINE", options: .regularExpression))
    }
    return true
  }
  return texts.value
}

// MARK: - Tests

@MainActor
@Suite("Overloads taking case paths built from case constructors (deprecated)")
struct CasePathOverloadTests {
  /// The `ifLet` scenario: present, run a timer, dismiss (cancels it), misuse, alert.
  @available(*, deprecated)
  private func optionalScenario(legacy: Bool) async -> [String] {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State()) {
      OptionalParent(legacy: legacy)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggle) { $0.child = Counter.State() }
    await store.send(.child(.startTimer))
    await clock.advance(by: .seconds(2))
    await store.receive(.child(.tick)) { $0.child?.count = 1 }
    await store.receive(.child(.tick)) { $0.child?.count = 2 }
    await store.send(.toggle) { $0.child = nil }
    // The timer was cancelled with its child: nothing more arrives.
    await clock.advance(by: .seconds(5))
    let issues = await reportedIssues {
      await store.send(.child(.increment))
    }
    await store.send(.showAlert) { $0.alert = AlertState { TextState("Hi") } }
    await store.send(.alert(.ok)) { $0.alert = nil }
    await store.finish()
    return issues
  }

  @available(*, deprecated)
  @Test("ifLet(_:action: /Action.child) on optional state behaves as ifLet(_:action: \\.child)")
  func ifLetOnOptionalState() async {
    let legacy = await optionalScenario(legacy: true)
    let modern = await optionalScenario(legacy: false)
    #expect(legacy.count == 1)
    #expect(legacy.first?.hasPrefix(#"An "ifLet" at "ComposableArchitectureTests/CasePathOverloadTests.swift:LINE" received a child action when child state was "nil"."#) == true)
    #expect(legacy == modern)
  }

  /// The `@PresentationState` scenario: present, run a timer, misuse the other case (a `Scope` on a
  /// case), dismiss (cancels the timer), misuse while dismissed, alert.
  @available(*, deprecated)
  private func presentationScenario(legacy: Bool) async -> [String] {
    let clock = TestClock()
    let store = TestStore(initialState: PresentingParent.State()) {
      PresentingParent(legacy: legacy)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) { $0.destination = .counter(Counter.State()) }
    await store.send(.destination(.presented(.counter(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.counter(.tick)))) {
      if legacy {
        $0.$destination[case: /Destination.State.counter]?.count = 1
      } else {
        $0.$destination[case: \.counter]?.count = 1
      }
    }
    var issues = await reportedIssues {
      await store.send(.destination(.presented(.note(.increment))))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(5))
    issues += await reportedIssues {
      await store.send(.destination(.presented(.counter(.increment))))
    }
    await store.send(.showAlert) { $0.alert = AlertState { TextState("Hi") } }
    await store.send(.alert(.presented(.ok))) { $0.alert = nil }
    await store.finish()
    return issues
  }

  @available(*, deprecated)
  @Test(
    "ifLet on PresentationState, Scope(state: /State.case, action: /Action.case) and subscript(case:) behave as their case-key-path forms"
  )
  func ifLetOnPresentationState() async {
    let legacy = await presentationScenario(legacy: true)
    let modern = await presentationScenario(legacy: false)
    #expect(legacy.count == 2)
    #expect(legacy.first?.hasPrefix(#"A "Scope" at "ComposableArchitectureTests/CasePathOverloadTests.swift:LINE" received a child action when child state was set to a different case."#) == true)
    #expect(legacy == modern)
  }

  /// The `ifCaseLet` scenario: two cases of one child type; leaving a case cancels its timer and
  /// only its timer.
  @available(*, deprecated)
  private func enumScenario(legacy: Bool) async -> [String] {
    let clock = TestClock()
    let store = TestStore(initialState: EnumParent.State.first(Counter.State())) {
      EnumParent(legacy: legacy)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.first(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.first(.tick)) { $0 = .first(Counter.State(count: 1)) }
    await store.send(.switchToSecond) { $0 = .second(Counter.State()) }
    await store.send(.second(.startTimer))
    // Only the second case's timer runs now.
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.tick)) { $0 = .second(Counter.State(count: 1)) }
    let issues = await reportedIssues {
      await store.send(.first(.increment))
    }
    await store.send(.switchToFirst) { $0 = .first(Counter.State()) }
    await clock.advance(by: .seconds(3))
    await store.send(.first(.increment)) { $0 = .first(Counter.State(count: 1)) }
    await store.finish()
    return issues
  }

  @available(*, deprecated)
  @Test("ifCaseLet(/State.case, action: /Action.case) behaves as ifCaseLet(\\.case, action: \\.case)")
  func ifCaseLetOnEnumState() async {
    let legacy = await enumScenario(legacy: true)
    let modern = await enumScenario(legacy: false)
    #expect(legacy.count == 1)
    #expect(legacy.first?.hasPrefix(#"An "ifCaseLet" at "ComposableArchitectureTests/CasePathOverloadTests.swift:LINE" received a child action when child state was set to a different case."#) == true)
    #expect(legacy == modern)
  }

  /// The rows scenario: two rows with timers; removing one cancels its timer only.
  @available(*, deprecated)
  private func rowsScenario(legacy: Bool) async -> [String] {
    let clock = TestClock()
    let feature = Rows(legacy: legacy)
    let store = TestStore(initialState: Rows.State()) {
      feature
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.add(1)) { $0.rows = [Counter.State(id: 1)] }
    await store.send(.add(2)) { $0.rows = [Counter.State(id: 1), Counter.State(id: 2)] }
    await store.send(feature.rowAction(1, .startTimer))
    await store.send(feature.rowAction(2, .startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(feature.rowAction(1, .tick)) { $0.rows[id: 1]?.count = 1 }
    await store.receive(feature.rowAction(2, .tick)) { $0.rows[id: 2]?.count = 1 }
    await store.send(.remove(1)) { $0.rows = [Counter.State(id: 2, count: 1)] }
    await clock.advance(by: .seconds(1))
    await store.receive(feature.rowAction(2, .tick)) { $0.rows[id: 2]?.count = 2 }
    let issues = await reportedIssues {
      await store.send(feature.rowAction(1, .increment))
    }
    await store.send(.remove(2)) { $0.rows = [] }
    await clock.advance(by: .seconds(3))
    await store.finish()
    // The action differs between the forms (`row(id:action:)`, `rows(.element(…))`): set it aside.
    return issues.map { text in
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("Rows.Action.row") }
        .joined(separator: "\n")
    }
  }

  @available(*, deprecated)
  @Test("forEach(_:action: /Action.row(id:action:)) behaves as forEach(_:action: \\.rows)")
  func forEachOnIdentifiedArray() async {
    let legacy = await rowsScenario(legacy: true)
    let modern = await rowsScenario(legacy: false)
    #expect(legacy.count == 1)
    #expect(legacy.first?.hasPrefix(#"A "forEach" at "ComposableArchitectureTests/CasePathOverloadTests.swift:LINE" received an action for a missing element."#) == true)
    #expect(legacy == modern)
  }

  @available(*, deprecated)
  @Test("The case path of row(id:action:) reaches the element and embeds its effects' actions")
  func forEachRowCasePathShape() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State(rows: [Counter.State(id: 7)])) {
      Rows(legacy: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    // An `IdentifiedAction` for the same row is not what the legacy form scopes: it is ignored.
    await store.send(.rows(.element(id: 7, action: .increment)))
    await store.send(.row(id: 7, action: .increment)) { $0.rows[id: 7]?.count = 1 }
    await store.send(.row(id: 7, action: .startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 7, action: .tick)) { $0.rows[id: 7]?.count = 2 }
    await store.send(.remove(7)) { $0.rows = [] }
    await store.finish()
  }

  /// The stack scenario: push, run a timer, pop (cancels it), misuse after the pop.
  @available(*, deprecated)
  private func stackScenario(legacy: Bool) async -> [String] {
    let clock = TestClock()
    let store = TestStore(initialState: StackParent.State()) {
      StackParent(legacy: legacy)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.push) { $0.path[id: 0] = Counter.State() }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.count = 1 }
    await store.send(.path(.push(id: 1, state: Counter.State(count: 5)))) {
      $0.path[id: 1] = Counter.State(count: 5)
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await clock.advance(by: .seconds(3))
    let issues = await reportedIssues {
      await store.send(.path(.element(id: 0, action: .increment)))
    }
    await store.finish()
    return issues
  }

  @available(*, deprecated)
  @Test("forEach(_:action: /Action.path) on StackState behaves as forEach(_:action: \\.path)")
  func forEachOnStackState() async {
    let legacy = await stackScenario(legacy: true)
    let modern = await stackScenario(legacy: false)
    #expect(legacy.count == 1)
    #expect(legacy.first?.contains(#"A "forEach" at "ComposableArchitectureTests/CasePathOverloadTests.swift:LINE""#) == true)
    #expect(legacy == modern)
  }

  @available(*, deprecated)
  @Test("receive(/Action.case) with and without an assertion, and its failure, as receive(\\.case)")
  func receiveWithACasePath() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State(child: Counter.State())) {
      OptionalParent(legacy: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(/OptionalParent.Action.child) { $0.child?.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(/OptionalParent.Action.child .. /Counter.Action.tick, timeout: .seconds(1)) {
      $0.child?.count = 2
    }
    // Without an assertion closure: the state change is left unasserted, which exhaustivity reports.
    store.exhaustivity = .off
    await clock.advance(by: .seconds(1))
    await store.receive(/OptionalParent.Action.child)
    #expect(store.state.child?.count == 3)
    await clock.advance(by: .seconds(1))
    await store.receive(/OptionalParent.Action.child, timeout: 1_000_000_000)
    #expect(store.state.child?.count == 4)
    store.exhaustivity = .on

    // A case the received action is not in: the same failure as the case key path's. Each attempt
    // consumes the tick it was given.
    await clock.advance(by: .seconds(1))
    let legacy = await reportedIssues {
      await store.receive(/OptionalParent.Action.alert, timeout: .zero)
    }
    await clock.advance(by: .seconds(1))
    let modern = await reportedIssues {
      await store.receive(\.alert, timeout: .zero)
    }
    #expect(legacy.first?.hasPrefix("Received unexpected action:") == true)
    #expect(legacy == modern)
    // Nothing received: the same failure again.
    let legacyNothing = await reportedIssues {
      await store.receive(/OptionalParent.Action.child, timeout: .zero)
    }
    let modernNothing = await reportedIssues {
      await store.receive(\.child, timeout: .zero)
    }
    #expect(legacyNothing.first?.hasPrefix("Expected to receive an action, but received none") == true)
    #expect(legacyNothing == modernNothing)
    store.exhaustivity = .off
    await store.send(.toggle)
    await store.finish()
  }

  /// A `receive` without the state change it causes, by case path or by case key path.
  @available(*, deprecated)
  private func unassertedReceive(legacy: Bool) async -> [String] {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State(child: Counter.State())) {
      OptionalParent(legacy: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.startTimer))
    await clock.advance(by: .seconds(1))
    let issues = await reportedIssues {
      if legacy {
        await store.receive(/OptionalParent.Action.child)
      } else {
        await store.receive(\.child)
      }
    }
    await store.send(.toggle) { $0.child = nil }
    await store.finish()
    return issues
  }

  @available(*, deprecated)
  @Test("receive(/Action.case) is exhaustive: an unasserted state change is reported")
  func receiveWithACasePathIsExhaustive() async {
    let legacy = await unassertedReceive(legacy: true)
    let modern = await unassertedReceive(legacy: false)
    #expect(legacy.count == 1)
    #expect(legacy.first?.hasPrefix("State was not expected to change, but a change occurred.") == true)
    #expect(legacy == modern)
  }

  @available(*, deprecated)
  @Test("Forms TCA's own tests use: ifLet(\\.self, action: /.self) {}, (/.some).modify, (/State.case).modify")
  func formsFromTCAsTests() async throws {
    let nilChild = TestStore(initialState: Int?.none) {
      EmptyReducer<Int?, Void>()
        .ifLet(\.self, action: /.self) {}
    }
    let issues = await reportedIssues {
      await nilChild.send(())
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix(#"An "ifLet" at "ComposableArchitectureTests/CasePathOverloadTests.swift:LINE" received a child action when child state was "nil"."#) == true)

    let clock = TestClock()
    let optional = TestStore(initialState: OptionalParent.State(child: Counter.State())) {
      OptionalParent(legacy: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await optional.send(.child(.startTimer))
    await clock.advance(by: .seconds(1))
    await optional.receive(.child(.tick)) {
      try (/.some).modify(&$0.child) { $0.count = 1 }
    }
    await optional.send(.toggle) { $0.child = nil }
    await optional.finish()

    let enumStore = TestStore(initialState: EnumParent.State.first(Counter.State())) {
      EnumParent(legacy: true)
    }
    await enumStore.send(.first(.increment)) {
      try (/EnumParent.State.first).modify(&$0) { $0.count = 1 }
    }
  }

  @available(*, deprecated)
  @Test(
    "BindingReducer(action: /Action.view) applies the writes BindingReducer(action: \\.view) applies",
    arguments: [true, false]
  )
  func bindingReducerWithAFunction(legacy: Bool) async {
    let store = TestStore(initialState: Form.State()) { Form(legacy: legacy) }
    await store.send(.view(.binding(.set(\.name, "Blob")))) { $0.name = "Blob" }
    await store.send(.save) { $0.saved = true }
    await store.send(.view(.binding(.set(\.name, "")))) { $0.name = "" }
  }

  @available(*, deprecated)
  @Test("A store scoped with closures or a case path function reads and sends as one scoped with key paths")
  func storeScopeWithClosures() {
    let store = Store(initialState: EnumParent.State.first(Counter.State())) {
      EnumParent(legacy: true)
    }
    let byFunction = store.scope(state: /EnumParent.State.first, action: EnumParent.Action.first)
    let byClosures = store.scope(state: { /EnumParent.State.first ~= $0 }, action: { .first($0) })
    let byKeyPaths = store.scope(state: \.first, action: \.first)
    #expect(byFunction.withState { $0 } == Counter.State())
    #expect(byClosures.withState { $0 } == true)
    byFunction.send(.increment)
    #expect(store.withState { $0 } == .first(Counter.State(count: 1)))
    #expect(byFunction.withState { $0 } == byKeyPaths?.withState { $0 })
    _ = byKeyPaths?.send(.increment)
    #expect(byFunction.withState { $0?.count } == 2)
    store.send(.switchToSecond)
    #expect(byFunction.withState { $0 } == nil)
    #expect(byClosures.withState { $0 } == false)

    let second = store.scope(state: /EnumParent.State.second, action: EnumParent.Action.second)
    second.send(.increment)
    #expect(store.withState { $0 } == .second(Counter.State(count: 1)))
  }
}

