import ComposableArchitecture

/// A counter whose state also holds about 1 MiB of values: a store that copied its state on each
/// action would show it at once.
struct BigState: Reducer {
  /// The number of `Int`s in ``State/payload``: 131,072 × 8 bytes = 1 MiB.
  static let payloadCount = 131_072

  @ObservableState
  struct State: Equatable {
    var count = 0
    var payload: [Int] = Array(0..<BigState.payloadCount)
    var names: [String] = (0..<1_000).map { "row \($0)" }
  }

  @CasePathable
  enum Action: Equatable {
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
      return .none
    }
  }
}
