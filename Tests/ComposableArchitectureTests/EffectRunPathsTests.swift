import Clocks
import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// A `.run` effect's work takes one of two ways through the store: alone in its task with no
/// serial executor installed (the short way, whose `Send` is the effect's launch record), or
/// through the general walk over the effect's shape with its progress counted (a concatenation, or
/// any effect while a serial executor is installed). Whatever the way, the work sees the same
/// things: its store's cancellation ids, an escaped `Send` that still sends and reports, an
/// unhandled error reported once. Every shape a `.run` arrives in, on both executors. Serialized:
/// the serial executor is process-wide, and a case without it must not run while another case
/// installed it.
@MainActor
@Suite(.serialized) struct EffectRunPathsTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case start(Shape, Work)
      case long
      case add(Int)
    }
    /// The shapes a `.run` effect's work arrives in.
    enum Shape: CaseIterable, Sendable {
      case alone, cancellable, cancelInFlight, concatenated, merged, mapped
    }
    /// What the work does.
    enum Work: Sendable {
      case escape, fail, cancelLong
    }
    enum CancelID { case long, work }
    struct Failure: Error {}

    let clock: TestClock<Duration>
    let escaped: LockIsolated<Send<Action>?>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .start(shape, work):
          return Self.shaped(shape, run(work))
        case .long:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(10))
            await send(.add(1_000))
          }
          .cancellable(id: CancelID.long)
        case let .add(value):
          state.count += value
          return .none
        }
      }
    }

    private func run(_ work: Work) -> Effect<Action> {
      .run { [escaped] send in
        switch work {
        case .escape:
          escaped.setValue(send)
        case .fail:
          throw Failure()
        case .cancelLong:
          Task.cancel(id: CancelID.long)
        }
      }
    }

    private static func shaped(_ shape: Shape, _ effect: Effect<Action>) -> Effect<Action> {
      switch shape {
      case .alone:
        return effect
      case .cancellable:
        return effect.cancellable(id: CancelID.work)
      case .cancelInFlight:
        return effect.cancellable(id: CancelID.work, cancelInFlight: true)
      case .concatenated:
        return .concatenate(.run { _ in }, effect)
      case .merged:
        return .merge(.run { _ in }, effect)
      case .mapped:
        return effect.map { $0 }
      }
    }
  }

  /// Runs `body` on the chosen executor.
  private func on(serial: Bool, _ body: @MainActor () async -> Void) async {
    if serial {
      await withMainSerialExecutor { await body() }
    } else {
      await body()
    }
  }

  @Test(arguments: Feature.Shape.allCases, [false, true])
  func anEscapedSendStillSendsAndReportsOnce(_ shape: Feature.Shape, serial: Bool) async {
    await on(serial: serial) {
      let escaped = LockIsolated<Send<Feature.Action>?>(nil)
      let store = Store(initialState: Feature.State()) {
        Feature(clock: TestClock(), escaped: escaped)
      }
      await store.send(.start(shape, .escape)).finish()
      let send = escaped.value
      #expect(send != nil)
      await expectIssues(1) {
        send?(.add(5))
      } matching: {
        $0.hasPrefix("An action was sent from a completed effect.")
          && $0.contains("Feature.Action.add(5)")
          && $0.contains("Feature.Action.start(")
          && $0.contains("To fix this, make sure that your 'run' closure does not return")
      }
      #expect(store.count == 5)
    }
  }

  @Test(arguments: Feature.Shape.allCases, [false, true])
  func anUnhandledErrorIsReportedOnce(_ shape: Feature.Shape, serial: Bool) async {
    await on(serial: serial) {
      let store = Store(initialState: Feature.State()) {
        Feature(clock: TestClock(), escaped: LockIsolated(nil))
      }
      await expectIssues(1) {
        await store.send(.start(shape, .fail)).finish()
      } matching: {
        $0.hasPrefix(
          #"An "Effect.run" returned from "ComposableArchitectureTests/EffectRunPathsTests.swift:"#)
          && $0.contains("Failure()")
      }
      store.send(.add(1))
      #expect(store.count == 1)
    }
  }

  @Test(arguments: Feature.Shape.allCases, [false, true])
  func theWorkCancelsItsStoresEffectsById(_ shape: Feature.Shape, serial: Bool) async {
    await on(serial: serial) {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) {
        Feature(clock: clock, escaped: LockIsolated(nil))
      }
      let long = store.send(.long)
      await expectIssues(0) {
        await store.send(.start(shape, .cancelLong)).finish()
      } matching: { _ in false }
      await clock.advance(by: .seconds(20))
      // Cancelled: its sleep ended early and its last send was dropped.
      await long.finish()
      #expect(store.count == 0)
    }
  }
}

/// Runs `body`, expecting exactly `count` issues, each of which `matches` must accept.
@MainActor
private func expectIssues(
  _ count: Int,
  _ body: @MainActor () async -> Void,
  sourceLocation: SourceLocation = #_sourceLocation,
  matching matches: @escaping @Sendable (String) -> Bool
) async {
  let issues = LockIsolated<[String]>([])
  await withKnownIssue(isIntermittent: count == 0) {
    await body()
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined()
    issues.withValue { $0.append(message) }
    return matches(message)
  }
  #expect(issues.value.count == count, "\(issues.value)", sourceLocation: sourceLocation)
}
