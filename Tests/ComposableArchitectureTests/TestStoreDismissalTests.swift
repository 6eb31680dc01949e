import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableArchitecture

/// Issue 26: the root feature of a test store dismissing itself (`await dismiss()`), as TCA's
/// SyncUps tests record a meeting, and TCA's own `testDismissCancelsEffects` /
/// `testDismissedStoreSend`.
@MainActor
@Suite("TestStore: dismissal by the root feature")
struct TestStoreDismissalTests {
  /// The shape of SyncUps' `RecordMeeting`: a long-living effect (a `Task.never()`-like wait beside
  /// a timer on the clock) started on appear, ended by `await dismiss()` when the meeting ends
  /// (the last tick, or the alert's "save" / "discard").
  @Reducer
  struct RecordMeeting {
    @ObservableState
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
      var secondsElapsed = 0
      var duration = 3
      var savedMeetings = 0
    }
    enum Action {
      case alert(PresentationAction<Alert>)
      case endMeetingButtonTapped
      case onTask
      case timerTick

      @CasePathable
      enum Alert {
        case confirmDiscard
        case confirmSave
      }
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.presented(.confirmDiscard)):
          return .run { _ in await dismiss() }
        case .alert(.presented(.confirmSave)):
          state.savedMeetings += 1
          return .run { _ in await dismiss() }
        case .alert:
          return .none
        case .endMeetingButtonTapped:
          state.alert = AlertState {
            TextState("End meeting?")
          } actions: {
            ButtonState(action: .confirmSave) { TextState("Save and end") }
            ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
          }
          return .none
        case .onTask:
          return .run { [clock] send in
            await withTaskGroup(of: Void.self) { group in
              group.addTask {
                // Speech recognition that never ends on its own.
                try? await Task.never()
              }
              group.addTask {
                for await _ in clock.timer(interval: .seconds(1)) {
                  await send(.timerTick)
                }
              }
            }
          }
        case .timerTick:
          guard state.alert == nil else { return .none }
          state.secondsElapsed += 1
          if state.secondsElapsed == state.duration {
            state.savedMeetings += 1
            return .run { _ in await dismiss() }
          }
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  // MARK: - The SyncUps shapes

  @Test func theMeetingEndsWhenTheTimerRunsOutAndTheStoreIsDismissed() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State()) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.onTask)
    for second in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = second
        if second == 3 { $0.savedMeetings = 1 }
      }
    }
    #expect(store.isDismissed)
    // The long-living effect ended with the dismissal: the test ends with nothing to report.
  }

  @Test func savingFromTheAlertDismissesTheStoreAndEndsTheRecording() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State()) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = AlertState {
        TextState("End meeting?")
      } actions: {
        ButtonState(action: .confirmSave) { TextState("Save and end") }
        ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      }
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)
    #expect(!store.isDismissed)
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.savedMeetings = 1
    }
    .finish()
    #expect(store.isDismissed)
  }

  @Test func discardingFromTheAlertDismissesTheStore() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State()) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = AlertState {
        TextState("End meeting?")
      } actions: {
        ButtonState(action: .confirmSave) { TextState("Save and end") }
        ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      }
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    // The timer is gone: advancing the clock sends nothing.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  // MARK: - TCA's TestStoreTests

  @Reducer
  struct DismissCancelsEffects {
    struct State: Equatable {}
    enum Action {
      case dismiss
      case onTask
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .dismiss:
          return .run { _ in await dismiss() }
        case .onTask:
          return .run { _ in try await Task.never() }
        }
      }
    }
  }

  @Test func dismissalCancelsTheLongLivingEffects() async {
    let store = TestStore(initialState: DismissCancelsEffects.State()) {
      DismissCancelsEffects()
    }
    let onTask = await store.send(.onTask)
    await store.send(.dismiss)
    #expect(store.isDismissed)
    // The `Task.never()` effect was cancelled: its task winds down.
    await onTask.finish()
    #expect(onTask.isCancelled || store.core.registry.count == 0)
  }

  @Test func anActionSentToADismissedStoreIsReported() async {
    let store = TestStore(initialState: DismissCancelsEffects.State()) {
      DismissCancelsEffects()
    }
    await store.send(.dismiss)
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.onTask)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "Can't send action to dismissed test store." }
    }
    // The refused action started nothing.
    #expect(store.core.registry.count == 0)
    await store.finish()
  }

  // MARK: - The family

  @Test func finishReturnsAfterADismissal() async {
    let store = TestStore(initialState: DismissCancelsEffects.State()) {
      DismissCancelsEffects()
    }
    await store.send(.onTask)
    await store.send(.dismiss)
    await store.finish()
    #expect(store.core.registry.count == 0)
  }

  @Test func dismissalDuringFinishEndsTheWait() async {
    // The dismissing effect runs while `finish()` waits (an immediate clock lets it through).
    struct Feature: Reducer {
      struct State: Equatable {}
      enum Action { case start }
      @Dependency(\.continuousClock) var clock
      @Dependency(\.dismiss) var dismiss
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .merge(
          .run { _ in try await Task.never() },
          .run { [clock] _ in
            try await clock.sleep(for: .seconds(5))
            await dismiss()
          }
        )
      }
    }
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.start)
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test func dismissingTwiceIsHarmless() async {
    struct Feature: Reducer {
      struct State: Equatable {}
      enum Action { case twice, twoEffects }
      @Dependency(\.dismiss) var dismiss
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .twice:
          return .run { _ in
            await dismiss()
            await dismiss()
          }
        case .twoEffects:
          return .merge(.run { _ in await dismiss() }, .run { _ in await dismiss() })
        }
      }
    }
    for action in [Feature.Action.twice, .twoEffects] {
      let dismissals = LockIsolated(0)
      let store = TestStore(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0.dismiss = DismissEffect { dismissals.withValue { $0 += 1 } }
      }
      await store.send(action)
      await store.finish()
      #expect(store.isDismissed)
      // The dismissal the test gave runs each time, as in TCA.
      #expect(dismissals.value == 2)
    }
  }

  @Test func anActionSentBackAfterTheDismissalIsDropped() async {
    struct Feature: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action { case close, closed }
      @Dependency(\.dismiss) var dismiss
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .close:
          return .run { send in
            await dismiss()
            await send(.closed)
          }
        case .closed:
          state.count += 1
          return .none
        }
      }
    }
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.close)
    await store.finish()
    #expect(store.isDismissed)
    #expect(store.state.count == 0)
  }

  @Reducer
  struct PresentedChild {
    struct State: Equatable {}
    enum Action { case close, onTask }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .close: return .run { _ in await dismiss() }
        case .onTask: return .run { _ in try await Task.never() }
        }
      }
    }
  }
  @Reducer
  struct PresentingParent {
    @ObservableState
    struct State: Equatable {
      @Presents var child: PresentedChild.State?
    }
    enum Action {
      case child(PresentationAction<PresentedChild.Action>)
      case present
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child: return .none
        case .present:
          state.child = PresentedChild.State()
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { PresentedChild() }
    }
  }
  @Test func aPresentedChildDismissesItselfNotTheStore() async {
    let store = TestStore(initialState: PresentingParent.State()) { PresentingParent() }
    await store.send(.present) { $0.child = PresentedChild.State() }
    await store.send(\.child.onTask)
    await store.send(\.child.close)
    await store.receive(\.child.dismiss) { $0.child = nil }
    #expect(!store.isDismissed)
    // The store still takes actions.
    await store.send(.present) { $0.child = PresentedChild.State() }
    await store.send(\.child.dismiss) { $0.child = nil }
  }

  @Reducer
  struct ScopedChild {
    struct State: Equatable {}
    enum Action { case close }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in await dismiss() } }
    }
  }
  @Reducer
  struct ScopingParent {
    struct State: Equatable { var child = ScopedChild.State() }
    enum Action { case child(ScopedChild.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { ScopedChild() }
    }
  }
  @Test func aChildScopedWithoutPresentationDismissesTheStore() async {
    // A child integrated with a plain `Scope` is not presented: its `dismiss` is the root's.
    let store = TestStore(initialState: ScopingParent.State()) { ScopingParent() }
    await store.send(\.child.close)
    #expect(store.isDismissed)
  }

  @Test func receivedActionsStillNeedAssertingAfterADismissal() async {
    struct Feature: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable { case close, closing }
      @Dependency(\.dismiss) var dismiss
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .close:
          return .run { send in
            await send(.closing)
            await dismiss()
          }
        case .closing:
          state.count += 1
          return .none
        }
      }
    }
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.close)
    await store.receive(.closing) { $0.count = 1 }
    #expect(store.isDismissed)
  }

  @Test func storeDependenciesKeepTheGivenDismissal() async {
    let given = LockIsolated(0)
    let store = TestStore(initialState: DismissCancelsEffects.State()) {
      DismissCancelsEffects()
    }
    store.dependencies.dismiss = DismissEffect { given.withValue { $0 += 1 } }
    await store.send(.dismiss)
    #expect(store.isDismissed)
    #expect(given.value == 1)
  }

  @Test func aPlainStoreWhoseRootDismissesReportsIt() async {
    // TCA's `Store` has no dismissal of its own: the root feature cannot be dismissed there.
    let store = Store(initialState: DismissCancelsEffects.State()) {
      DismissCancelsEffects()
    }
    await withKnownIssue {
      await store.send(.dismiss).finish()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("A reducer requested dismissal at \"ComposableArchitectureTests/")
          && $0.rawValue.contains("but couldn't be dismissed.")
      }
    }
  }
}
