import ConcurrencyExtras
import Dependencies
import Testing

@testable import ComposableArchitecture

/// Issue 30: a `.run` effect built where no dependency has an explicit value, with no `catch:`
/// handler, keeps the user's closure as it was given (no wrapping closure, one allocation fewer).
/// Nothing a user can see changes: in every combination of where the store's dependencies come
/// from, where the action is sent from, whether there is a handler and how the effect is composed,
/// the work sees the dependencies its reducer saw, a cancellation is silent, and any other error
/// reaches the handler or is reported as unhandled: Lesson 2 (seed 001, "Manejar el fallo"), whose
/// claims (`catch:` gets the error, cancellation never reaches it, an error with no handler is
/// reported) now hold on two paths.
@MainActor
@Suite("Effect.run: an unwrapped closure sees what a wrapped one sees")
struct EffectRunUnwrappedTests {
  enum Shape: CaseIterable, Sendable { case alone, cancellable, scoped, concatenated, merged }
  enum Handling: CaseIterable, Sendable { case none, handler }
  enum Source: CaseIterable, Sendable { case defaults, store }
  enum Sender: CaseIterable, Sendable { case plain, overriding }
  struct Failure: Error {}

  /// What the reducer and the work saw.
  final class Log: Sendable {
    let entries = LockIsolated<[String]>([])
    func append(_ entry: String) { entries.withValue { $0.append(entry) } }
  }

  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action: Equatable { case start, caught }
    let handling: Handling
    let outcome: Outcome
    let log: Log

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start:
          @Dependency(\.unwrappedProbe) var probe
          log.append("reducer: \(probe)")
          let work: @Sendable (Send<Action>) async throws -> Void = { [log, outcome] _ in
            @Dependency(\.unwrappedProbe) var probe
            log.append("work: \(probe)")
            switch outcome {
            case .returns: return
            case .throwsCancellation: throw CancellationError()
            case .throwsFailure: throw Failure()
            }
          }
          switch handling {
          case .none:
            return .run(operation: work)
          case .handler:
            return .run(operation: work) { [log] error, send in
              log.append("caught \(error is Failure ? "failure" : "other")")
              await send(.caught)
            }
          }
        case .caught:
          return .none
        }
      }
    }
  }

  enum Outcome: CaseIterable, Sendable { case returns, throwsCancellation, throwsFailure }

  @Reducer
  struct Parent {
    struct State: Equatable { var child = Child.State() }
    enum Action: Equatable { case start, child(Child.Action) }
    let shape: Shape
    let child: Child

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { child }
      Reduce { state, action in
        guard case .start = action else { return .none }
        if shape == .scoped { return .send(.child(.start)) }
        let effect = child.reduce(into: &state.child, action: .start).map(Action.child)
        switch shape {
        case .alone: return effect
        case .cancellable: return effect.cancellable(id: "unwrapped", cancelInFlight: true)
        case .scoped: return .none
        case .concatenated: return .concatenate(.run { _ in }, effect)
        case .merged: return .merge(effect, .none)
        }
      }
    }
  }

  @Test(
    "Lesson 2 (seed 001): the work sees its reducer's dependencies; cancellation is silent; failures are handled or reported",
    arguments: Shape.allCases, [Source.defaults, .store])
  func everyCombination(shape: Shape, source: Source) async {
    for sender in Sender.allCases {
      for handling in Handling.allCases {
        for outcome in Outcome.allCases {
          let log = Log()
          let child = Child(handling: handling, outcome: outcome, log: log)
          let store =
            switch source {
            case .defaults: Store(initialState: Parent.State()) { Parent(shape: shape, child: child) }
            case .store:
              Store(initialState: Parent.State()) { Parent(shape: shape, child: child) } withDependencies: {
                $0.unwrappedProbe = "store"
              }
            }
          let send = {
            switch sender {
            case .plain: store.send(.start)
            case .overriding:
              withDependencies { $0.unwrappedProbe = "sender" } operation: { store.send(.start) }
            }
          }
          if outcome == .throwsFailure, handling == .none {
            await withKnownIssue {
              await send().finish()
            } matching: { issue in
              issue.description.contains("threw an unhandled error")
            }
          } else {
            // Any issue here (a cancellation reported as a failure, say) fails the test.
            await send().finish()
          }
          let seen = source == .store ? "store" : "default"
          var expected = ["reducer: \(seen)", "work: \(seen)"]
          if outcome == .throwsFailure, handling == .handler { expected.append("caught failure") }
          #expect(
            log.entries.value == expected,
            "shape \(shape), store \(source), sender \(sender), \(handling), \(outcome)")
        }
      }
    }
  }

  @Test("Only a closure built with no explicit dependency and no handler is kept unwrapped")
  func whichClosuresAreUnwrapped() {
    func isUnwrapped(_ effect: Effect<Int>) -> Bool {
      guard case let .run(run) = effect.node else { return false }
      return run.isUnwrapped
    }
    #expect(isUnwrapped(.run { _ in }))
    #expect(!isUnwrapped(.run { _ in } catch: { _, _ in }))
    withDependencies { $0.unwrappedProbe = "explicit" } operation: {
      #expect(!isUnwrapped(.run { _ in }))
    }
    // An operator wraps it.
    #expect(!isUnwrapped(Effect<Int>.run { _ in }.map { $0 + 1 }))
  }
}

private enum UnwrappedProbeKey: DependencyKey {
  static let liveValue = "default"
  static let testValue = "default"
}

extension DependencyValues {
  fileprivate var unwrappedProbe: String {
    get { self[UnwrappedProbeKey.self] }
    set { self[UnwrappedProbeKey.self] = newValue }
  }
}
