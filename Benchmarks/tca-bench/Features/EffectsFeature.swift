import ComposableArchitecture

/// A feature whose actions return the effects the `effect.*` benchmarks measure.
struct EffectsFeature: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    /// Returns `.merge` of 100 `.none`.
    case mergeHundredNones
    /// Returns a `.run` that sends ``response``.
    case runTapped
    /// The action the `.run` of ``runTapped`` sends.
    case response
    /// Starts a long-running effect, cancelling the one in flight.
    case startLongRunning
    /// Cancels the long-running effect.
    case stopLongRunning
  }

  enum CancelID: Hashable, Sendable {
    case longRunning
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .mergeHundredNones:
      state.count += 1
      return .merge((0..<100).map { _ in Effect<Action>.none })
    case .runTapped:
      return .run { send in
        await send(.response)
      }
    case .response:
      state.count += 1
      return .none
    case .startLongRunning:
      state.count += 1
      return .run { _ in
        try await Task.sleep(for: .seconds(3_600))
      }
      .cancellable(id: CancelID.longRunning, cancelInFlight: true)
    case .stopLongRunning:
      return .cancel(id: CancelID.longRunning)
    }
  }
}
