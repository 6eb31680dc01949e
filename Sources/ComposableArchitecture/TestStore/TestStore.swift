@_spi(SharedChangeTracking) import Sharing
import ConcurrencyExtras
import Foundation

/// A store for tests that proves, step by step, every state change, every action effects send back,
/// and that every effect finishes.
///
/// ```swift
/// @Test func timer() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Timer.State()) {
///     Timer()
///   } withDependencies: {
///     $0.continuousClock = clock
///   }
///   await store.send(.startButtonTapped) { $0.isRunning = true }
///   await clock.advance(by: .seconds(1))
///   await store.receive(\.tick) { $0.seconds = 1 }
///   await store.send(.stopButtonTapped) { $0.isRunning = false }
/// }
/// ```
///
/// Every failure is reported through IssueReporting, so it fails the current Swift Testing test or
/// XCTest case, with a readable `-`/`+` diff of the state. A failure never crashes the test process.
/// Effects run serially on the main executor while a test store exists, so their order is the same
/// on every run.
///
/// Exhaustive by default (``Exhaustivity/on``); set ``exhaustivity`` to ``Exhaustivity/off`` to
/// assert only what matters to a test.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the test is checked.
  public var exhaustivity: Exhaustivity {
    get { reducer.exhaustivity }
    set { reducer.exhaustivity = newValue }
  }

  /// How long ``receive(_:timeout:assert:fileID:file:line:column:)-(Action,_,_,_,_,_,_)`` and
  /// ``finish(timeout:fileID:file:line:column:)`` wait, in real time during which the effects make
  /// no progress. One second by default. Effects that are running (each step of their tasks, each
  /// action they send) restart the wait, so a slow, loaded machine does not make a test fail; what
  /// it bounds is a wait for something that is not coming (a `TestClock` nobody advances, real I/O).
  /// However busy the effects, a wait ends after thirty times `timeout` in all.
  public var timeout: Duration

  /// Whether the feature dismissed the test store: its root reducer's effect called
  /// `@Dependency(\.dismiss)`, as a presented feature dismisses itself.
  ///
  /// ```swift
  /// await store.send(\.alert.confirmSave) { $0.alert = nil }
  /// #expect(store.isDismissed)
  /// ```
  ///
  /// Dismissal cancels every effect still running (a timer, a `Task.never()`), without reporting
  /// them: they ended with the feature. A dismissed test store accepts no more actions
  /// (``send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)`` reports "Can't send action to dismissed test
  /// store."); actions already received can still be asserted.
  public private(set) var isDismissed = false

  let core: RootCore<State, TestReducer<State, Action>.TestAction>
  let reducer: TestReducer<State, Action>
  /// The dismissal the test gave the feature (`withDependencies { $0.dismiss = … }`), if any: it runs
  /// before the test store counts as dismissed.
  private var givenDismiss: DismissEffect
  /// The state after the last asserted (or skipped) step.
  var assertedState: State {
    get { reducer.assertedState }
    set { reducer.assertedState = newValue }
  }
  /// The shared changes recorded since the last step checked them (see `TestStore+Shared.swift`).
  let sharedChanges = SharedChangeTracker(reportUnassertedChanges: false)
  private let location: IssueLocation
  /// Whether this test store holds a reference to the main serial executor (see
  /// ``useMainSerialExecutor``).
  private var holdsSerialExecutor = true

  /// Whether the test store runs every task serially on the main executor, so that effects
  /// interleave the same way on every run. On by default.
  ///
  /// Turn it off for a test whose effects must run in parallel (real threads, real I/O); their
  /// order is then up to the system:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) { Feature() }
  /// store.useMainSerialExecutor = false
  /// ```
  ///
  /// The serial executor is shared: it stays in force while another test store (or
  /// `withMainSerialExecutor`) still uses it.
  public var useMainSerialExecutor: Bool {
    get { holdsSerialExecutor }
    set {
      guard newValue != holdsSerialExecutor else { return }
      holdsSerialExecutor = newValue
      if newValue {
        MainSerialExecutor.acquire()
      } else {
        MainSerialExecutor.release()
      }
    }
  }

  /// Creates a test store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes the dependencies the reducer and its effects see. In tests,
  ///     dependencies default to their test values.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let preparation = StorePreparation(
      initialState: initialState, reducer: reducer, prepareDependencies: prepareDependencies)
    let testReducer = TestReducer(preparation.reducer, initialState: preparation.state)
    self.reducer = testReducer
    self.core = RootCore(
      initialState: preparation.state, reducer: testReducer, dependencies: preparation.dependencies,
      stackIDs: preparation.stackIDs)
    self.timeout = .seconds(1)
    self.location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.givenDismiss = preparation.dependencies.dismiss
    core.dependencies.dismiss = dismissal(after: givenDismiss)
    MainSerialExecutor.acquire()
  }

  /// The dismissal the root feature sees: it runs what the test gave (if anything), then dismisses
  /// the test store. Presented features get their own (dismissing only them).
  private func dismissal(after given: DismissEffect) -> DismissEffect {
    DismissEffect { [weak self] location in
      given.dismiss?(location)
      self?.dismissedByFeature()
    }
  }

  /// The root feature dismissed the test store: effects end, sends are refused.
  private func dismissedByFeature() {
    isDismissed = true
    core.registry.cancelAllForDismissal()
  }

  // A plain deinit (not `isolated`): it runs where the last reference goes away, inside the test, so
  // what it reports reaches that test.
  deinit {
    Self.completed(
      reducer: reducer, registry: core.registry, sharedChanges: sharedChanges, location: location)
    if holdsSerialExecutor {
      MainSerialExecutor.release()
    }
  }

  /// The state of the feature as of the last step the test asserted (or skipped).
  ///
  /// After `send(.a)` whose effects send `.b`, `.c` and `.d`, it is the state right after `.a`, then
  /// the state after each received action in turn as the test receives it: the state the next
  /// assertion starts from, not the reducer's live state.
  public var state: State {
    assertedState
  }

  /// The dependencies the reducer and its effects use. Change them mid-test to affect what comes next.
  public var dependencies: DependencyValues {
    get {
      var dependencies = core.dependencies
      dependencies.dismiss = givenDismiss
      return dependencies
    }
    set {
      givenDismiss = newValue.dismiss
      core.dependencies = newValue
      core.dependencies.dismiss = dismissal(after: givenDismiss)
    }
  }

  /// Runs `operation` with ``exhaustivity`` temporarily set to `exhaustivity`.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }

  /// Runs `operation` with ``exhaustivity`` temporarily set to `exhaustivity`.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try operation()
  }

  /// Asserts the current state, without sending anything.
  ///
  /// ```swift
  /// store.assert { $0.count = 1 }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    withoutActuallyEscaping(updateStateToExpectedResult) { modify in
      checkState(
        before: assertedState, after: state, modify: modify, step: "assert", location: location)
    }
    assertedState = state
  }

  // MARK: - Reporting

  /// Reports a failure, or lists it as a known issue when the check is one the test chose to skip.
  func fail(_ message: String, skippable: Bool, location: IssueLocation) {
    Self.fail(message, skippable: skippable, exhaustivity: exhaustivity, location: location)
  }

  nonisolated static func fail(
    _ message: String, skippable: Bool, exhaustivity: Exhaustivity, location: IssueLocation
  ) {
    switch exhaustivity {
    case .on:
      reportIssue(message, at: location)
    case .off(showSkippedAssertions: true) where skippable:
      withKnownIssues("Skipped assertions", at: location) {
        reportIssue(message, at: location)
      }
    case .off:
      if !skippable {
        reportIssue(message, at: location)
      }
    }
  }

  /// What the test store checks when it goes away: every received action asserted, every effect
  /// finished, every change to a shared value the state holds asserted.
  private nonisolated static func completed(
    reducer: TestReducer<State, Action>, registry: EffectRegistry,
    sharedChanges: SharedChangeTracker, location: IssueLocation
  ) {
    if !reducer.receivedActions.isEmpty {
      fail(
        unexpectedActionsMessage(reducer.receivedActions.map(\.action)),
        skippable: true, exhaustivity: reducer.exhaustivity, location: location
      )
    }
    reportInFlightEffects(
      registry: registry, exhaustivity: reducer.exhaustivity, location: location)
    registry.cancelAll()
    reportUnassertedSharedChanges(
      state: reducer.receivedActions.last?.state ?? reducer.assertedState, sharedChanges,
      exhaustivity: reducer.exhaustivity, location: location)
  }

  func reportInFlightEffects(location: IssueLocation) {
    Self.reportInFlightEffects(
      registry: core.registry, exhaustivity: exhaustivity, location: location)
  }

  /// Reports every running effect not reported yet (by ``finish(timeout:fileID:file:line:column:)``),
  /// and marks them reported.
  private nonisolated static func reportInFlightEffects(
    registry: EffectRegistry, exhaustivity: Exhaustivity, location: IssueLocation
  ) {
    let origins = registry.takeUnreportedOrigins()
    guard !origins.isEmpty else { return }
    for (_, effectLocation) in origins {
      fail(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
        if your effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """,
        skippable: true, exhaustivity: exhaustivity, location: effectLocation ?? location
      )
    }
  }

  func describe(_ action: Action) -> String {
    Self.describe(action)
  }

  /// The report of actions received and never asserted.
  nonisolated static func unexpectedActionsMessage(_ actions: [Action]) -> String {
    """
    The store received \(actions.count) unexpected action\(actions.count == 1 ? "" : "s").

      Unhandled actions:
    \(actions.map { "    " + debugCaseOutput($0, abbreviated: true) }.joined(separator: "\n"))

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
  }

  /// A list of actions, dumped as an array.
  nonisolated static func dumpActions(_ actions: [Action]) -> String {
    var text = ""
    customDump(actions, to: &text)
    return text
  }

  nonisolated static func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, indent: 2)
    return text
  }
}

/// A test store of a reducer's state and action.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
