import ComposableArchitecture

/// A feature whose every sent action comes back as a received one: what `teststore.10k` drives
/// through an exhaustive `TestStore`.
struct PingPong: Reducer {
  @ObservableState
  struct State: Equatable {
    var pings = 0
    var pongs = 0
  }

  @CasePathable
  enum Action: Equatable {
    case ping
    case pong
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      state.pings += 1
      return .send(.pong)
    case .pong:
      state.pongs += 1
      return .none
    }
  }
}
