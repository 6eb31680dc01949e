import Clocks
import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// A `.run` effect's work takes one of two ways through the store: alone in its task (the short
/// way, whose `Send` is the effect's launch record, which keeps the closure but not the effect), or
/// through the general walk over the effect's shape (a concatenation); while a serial executor is
/// installed, either way counts its progress. Whatever the way, the work sees the same things: its
/// store's cancellation ids, an escaped `Send` that still sends and reports, an unhandled error
/// reported once, each report made where the effect was built (file, line and column). Every shape
/// a `.run` arrives in, on both executors. Serialized:
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

    /// Where ``run(_:)`` says its effect was built: every report about the effect names it.
    static let location = (
      fileID: "Feature/Work.swift" as StaticString, filePath: "/Feature/Work.swift" as StaticString,
      line: 4_242 as UInt, column: 17 as UInt
    )

    private func run(_ work: Work) -> Effect<Action> {
      .run(
        operation: { [escaped] send in
          switch work {
          case .escape:
            escaped.setValue(send)
          case .fail:
            throw Failure()
          case .cancelLong:
            Task.cancel(id: CancelID.long)
          }
        },
        fileID: Self.location.fileID, filePath: Self.location.filePath,
        line: Self.location.line, column: Self.location.column
      )
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
      } matching: { message, location in
        message.hasPrefix("An action was sent from a completed effect.")
          && message.contains("Feature.Action.add\n")
          && message.contains("Feature.Action.start(")
          && message.contains("To fix this, make sure that your 'run' closure does not return")
          && isWhereTheEffectWasBuilt(location)
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
      } matching: { message, location in
        message.hasPrefix(#"An "Effect.run" returned from "Feature/Work.swift:4242" threw"#)
          && message.contains("Failure()")
          && isWhereTheEffectWasBuilt(location)
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
      } matching: { _, _ in false }
      await clock.advance(by: .seconds(20))
      // Cancelled: its sleep ended early and its last send was dropped.
      await long.finish()
      #expect(store.count == 0)
    }
  }
}

/// Whether an issue was reported where ``EffectRunPathsTests/Feature/run(_:)`` says its effect
/// was built, column included.
private func isWhereTheEffectWasBuilt(_ location: SourceLocation?) -> Bool {
  let expected = EffectRunPathsTests.Feature.location
  return location?.fileID == "\(expected.fileID)" && location?.line == Int(expected.line)
    && location?.column == Int(expected.column)
}

/// Runs `body`, expecting exactly `count` issues, each of which `matches` must accept (given its
/// message and where it was reported).
@MainActor
private func expectIssues(
  _ count: Int,
  _ body: @MainActor () async -> Void,
  sourceLocation: SourceLocation = #_sourceLocation,
  matching matches: @escaping @Sendable (String, SourceLocation?) -> Bool
) async {
  let issues = LockIsolated<[String]>([])
  await withKnownIssue(isIntermittent: count == 0) {
    await body()
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined()
    issues.withValue { $0.append(message) }
    return matches(message, issue.sourceLocation)
  }
  #expect(issues.value.count == count, "\(issues.value)", sourceLocation: sourceLocation)
}
