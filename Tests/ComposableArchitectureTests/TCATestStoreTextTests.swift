import Testing

@testable import ComposableArchitecture

// Issue 26: TestStore failures, the unhandled `Effect.run` error and the unhandled binding write read
// word for word as TCA 1.25.5's. Each report is compared whole, in exhaustive and non-exhaustive mode.

@Reducer
struct TextFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  @CasePathable
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case delegate(Result<Int, Failure>)
    case forever
    case sendTwo
    case sendDelegate(Int)
    case response
    case throwing
  }
  struct Failure: Error, Equatable {}
  /// The line of the `.run` that throws, below.
  static let runLine = #line + 13
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .binding, .delegate, .response:
        return .none
      case .forever:
        return .run { _ in try await Task.never() }
      case .sendTwo:
        return .merge(.send(.delegate(.success(1))), .send(.response))
      case .sendDelegate(let value):
        return .send(.delegate(.success(value)))
      case .throwing:
        return .run { _ in throw Failure() }  // Line `TextFeature.runLine`.
      }
    }
  }
}

/// The same feature with a `BindingReducer`.
@Reducer
struct BoundTextFeature {
  typealias State = TextFeature.State
  typealias Action = TextFeature.Action
  var body: some ReducerOf<Self> {
    BindingReducer()
    TextFeature()
  }
}

/// A feature that sends binding actions and has no `BindingReducer`.
@Reducer
struct UnboundFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// A feature whose `BindingReducer` applies a write that a later reducer undoes: the field ends
/// unchanged, and no missing `BindingReducer` is reported.
@Reducer
struct RevertingBoundFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, _ in
      state.name = ""
      return .none
    }
  }
}

@Suite("TCA report texts: TestStore")
@MainActor
struct TestStoreReportTextTests {
  static let unhandledTwo = """
    The store received 2 unexpected actions.

      Unhandled actions:
        .delegate(.success)
        .response

    To fix, explicitly assert against these actions using "store.receive", skip these actions by \
    performing "await store.skipReceivedActions()", or consider using a non-exhaustive test store: \
    "store.exhaustivity = .off".
    """

  @Test("Unhandled actions: the list, then TCA's advice (exhaustive)")
  func unhandledActionsExhaustive() async {
    let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
    await store.send(.sendTwo)
    await expectIssues([Self.unhandledTwo]) {
      await store.finish()
    }
  }

  @Test("Unhandled actions are not reported by a non-exhaustive store")
  func unhandledActionsNonExhaustive() async {
    let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
    store.exhaustivity = .off
    await store.send(.sendTwo)
    await store.finish()
  }

  static let stillRunning = """
    An effect returned for this action is still running. It must complete before the end of the \
    test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of them \
    complete by the end of the test. There are a few reasons why an effect may not have completed:

    If using async/await in your effect, it may need a little bit of time to properly finish. To \
    fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), make \
    sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an immediate \
    clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), then make \
    sure those effects are torn down by marking the effect ".cancellable" and returning a \
    corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect \
    is driven by a Combine subject, send it a completion.

    If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", \
    or consider using a non-exhaustive test store: "store.exhaustivity = .off".
    """

  @Test("An effect still running when the store goes away (exhaustive)")
  func stillRunningExhaustive() async {
    await expectIssues([Self.stillRunning]) {
      let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
      await store.send(.forever)
    }
  }

  @Test("An effect still running is not reported by a non-exhaustive store")
  func stillRunningNonExhaustive() async {
    let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
    store.exhaustivity = .off
    await store.send(.forever)
  }

  @Test("A received action that differs: the whole action, Expected −, Actual + (exhaustive)")
  func receivedMismatchExhaustive() async {
    let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
    await store.send(.sendDelegate(43))
    // Unchanged lines carry a figure space (U+2007) where changed ones carry − or +.
    await expectIssues([
      """
      Received unexpected action:

        \u{2007} TextFeature.Action.delegate(
        −   .success(42)
        +   .success(43)
        \u{2007} )

      (Expected: −, Actual: +)
      """
    ]) {
      await store.receive(\.delegate, .success(42))
    }
  }

  @Test("A received action of another case: dumped whole (exhaustive)")
  func receivedOtherCaseExhaustive() async {
    let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
    await store.send(.sendTwo)
    await expectIssues([
      """
      Received unexpected action before this one:

        TextFeature.Action.delegate(
          .success(1)
        )
      """
    ]) {
      await store.receive(\.response)
    }
    await store.receive(\.response)
  }

  static let noCasePathMatch = "Expected to receive an action matching case path, but didn't get one."

  @Test("A value that never arrives, nothing in flight: said at once (non-exhaustive)")
  func receivedMismatchNonExhaustive() async {
    let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
    store.exhaustivity = .off
    // Were the store to wait, it would report "received none after 1 hour" instead.
    store.timeout = .seconds(3600)
    await store.send(.sendDelegate(43))
    await expectIssues([Self.noCasePathMatch]) {
      await store.receive(\.delegate, .success(42))
    }
  }

  @Test("A case-path receive that gets nothing, nothing in flight: said at once, in both modes")
  func casePathReceiveGetsNothing() async {
    for exhaustivity in [Exhaustivity.on, .off, .off(showSkippedAssertions: true)] {
      let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
      store.exhaustivity = exhaustivity
      store.timeout = .seconds(3600)
      await store.send(.response)
      await expectIssues([Self.noCasePathMatch]) {
        await store.receive(\.delegate)
      }
      await expectIssues([Self.noCasePathMatch]) {
        await store.receive(\.delegate.success, 1)
      }
    }
  }

  static func unhandledError(line: Int) -> String {
    """
    An "Effect.run" returned from "ComposableArchitectureTests/TCATestStoreTextTests.swift:\(line)" \
    threw an unhandled error.

        TextFeature.Failure()

    All non-cancellation errors must be explicitly handled via the "catch" parameter on \
    "Effect.run", or via a "do" block.
    """
  }

  @Test("An unhandled Effect.run error: the error on its own line, then TCA's advice, in both modes")
  func unhandledRunError() async {
    let line = TextFeature.runLine
    for exhaustivity in [Exhaustivity.on, .off] {
      let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
      store.exhaustivity = exhaustivity
      await expectIssues([Self.unhandledError(line: line)]) {
        await store.send(.throwing).finish()
      }
    }
  }

  /// TCA 1.x's advice after a `receive` that waited in vain while effects were in flight.
  static func inFlightAdvice(explicitTimeout: Bool) -> String {
    """
    There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
    (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it to \
    perform the effect. If you are using a test clock/scheduler, advance it so that the effects may \
    complete, or consider using an immediate clock/scheduler to immediately perform the effect \
    instead.

    If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
    \(explicitTimeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#).
    """
  }

  @Test("A receive that times out says so once: the expected action under TCA's first line")
  func receiveTimeoutSaysItOnce() async {
    let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
    await store.send(.forever)
    await expectIssues([
      """
      Expected to receive an action, but received none:

        TextFeature.Action.response

      \(Self.inFlightAdvice(explicitTimeout: true))
      """
    ]) {
      await store.receive(.response, timeout: .zero)
    }
    await store.skipInFlightEffects()
  }

  @Test("A case-path receive that times out: TCA's text, in both modes")
  func casePathReceiveTimeout() async {
    for exhaustivity in [Exhaustivity.on, .off] {
      let store = TestStore(initialState: TextFeature.State()) { TextFeature() }
      store.exhaustivity = exhaustivity
      store.timeout = .zero
      await store.send(.forever)
      await expectIssues([
        """
        Expected to receive \(exhaustivity == .on ? "an action" : "a matching action"), but \
        received none.

        \(Self.inFlightAdvice(explicitTimeout: false))
        """
      ]) {
        await store.receive(\.response)
      }
      await store.skipInFlightEffects()
    }
  }

  @Test("A timeout's first line names how long the store waited")
  func receiveTimeoutNamesTheWait() {
    let message = TestStoreOf<TextFeature>.receiveTimeoutMessage(
      expected: "  TextFeature.Action.response", exhaustive: true, waited: .seconds(1),
      isDefaultTimeout: true)
    #expect(
      message.hasPrefix(
        """
        Expected to receive an action, but received none after 1.0 seconds:

          TextFeature.Action.response

        There are effects in-flight.
        """))
    #expect(message.hasSuffix(#"configure this assertion with an explicit "timeout"."#))
  }
}

@Suite("TCA report texts: unhandled binding write")
@MainActor
struct UnhandledBindingTextTests {
  @Test("store.count = 42 without BindingReducer reports TCA's text")
  func withoutBindingReducer() async {
    let store = Store(initialState: TextFeature.State()) { TextFeature() }
    await expectIssues([
      """
      A binding action sent from a store was not handled.

        Action:
          TextFeature.Action.binding(.set(_, 42))

      To fix this, invoke "BindingReducer()" from your feature reducer's "body".
      """
    ]) {
      store.count = 42
    }
    #expect(store.count == 0)
  }

  @Test("OpenTCA: a test store's binding action no BindingReducer applied, reported once per feature")
  func unappliedBindingAction() async {
    let store = TestStore(initialState: UnboundFeature.State()) { UnboundFeature() }
    await expectIssues([
      """
      OpenTCA: a binding action changed nothing: no "BindingReducer()" applied it.

        Action:
          UnboundFeature.Action.binding(.set(\\UnboundFeature.State.name, "Blob"))

      To fix this, invoke "BindingReducer()" from your feature reducer's "body". (TCA is silent \
      here; OpenTCA reports it once per feature.)
      """
    ]) {
      await store.send(.binding(.set(\.name, "Blob")))
    }
    // Once per feature: the same mistake again is not reported again, and nothing changed.
    await store.send(.binding(.set(\.name, "Blob Jr.")))
    #expect(store.state.name == "")
    // A feature that handles the action itself (or with a BindingReducer) is never reported.
    let bound = TestStore(initialState: BoundTextFeature.State()) { BoundTextFeature() }
    await bound.send(.binding(.set(\.count, 42))) { $0.count = 42 }
    // A BindingReducer that ran is enough, even when a later reducer puts the old value back.
    let reverting = TestStore(initialState: RevertingBoundFeature.State()) { RevertingBoundFeature() }
    await reverting.send(.binding(.set(\.name, "Blob")))
  }

  @Test("store.count = 42 with BindingReducer applies the write and reports nothing")
  func withBindingReducer() {
    let store = Store(initialState: BoundTextFeature.State()) { BoundTextFeature() }
    store.count = 42
    #expect(store.count == 42)
  }
}

/// A pre-observation feature state: a `@BindingState` field (its declaration's line is recorded).
@available(*, deprecated)
struct LegacyBindingState: Equatable {
  static let valueLine: UInt = #line + 1
  @BindingState var value = 0
}

/// The actions of ``LegacyBindingState``'s feature.
@available(*, deprecated)
enum LegacyBindingAction: BindableAction, Equatable {
  case binding(BindingAction<LegacyBindingState>)
}

@Suite("TCA report texts: unhandled @BindingState write through a view store")
@MainActor
struct UnhandledBindingStateTextTests {
  @available(*, deprecated)
  @Test("viewStore.$value.wrappedValue = 42 without BindingReducer names the field's declaration, as TCA")
  func bindingStateWithoutBindingReducer() async {
    let store = Store<LegacyBindingState, LegacyBindingAction>(initialState: LegacyBindingState()) {}
    let viewStore = ViewStore(store, observe: { $0 })
    await expectIssues([
      """
      A binding action sent from a store for binding state defined at \
      "ComposableArchitectureTests/TCATestStoreTextTests.swift:\(LegacyBindingState.valueLine)" was \
      not handled.

        Action:
          LegacyBindingAction.binding(.set(_, 42))

      To fix this, invoke "BindingReducer()" from your feature reducer's "body".
      """
    ]) {
      viewStore.$value.wrappedValue = 42
    }
    #expect(viewStore.value == 0)
  }

  @available(*, deprecated)
  @Test("With BindingReducer the same write is applied and nothing is reported")
  func bindingStateWithBindingReducer() {
    let store = Store<LegacyBindingState, LegacyBindingAction>(initialState: LegacyBindingState()) {
      BindingReducer()
    }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.$value.wrappedValue = 42
    #expect(viewStore.value == 42)
  }
}
