import ComposableArchitecture
import Foundation

/// A small feature recorded by `tca-replay demo`: a counter whose "fact" request answers through an
/// effect, so a recording has user and effect steps.
@Reducer
struct DemoCounter {
  @ObservableState
  struct State: Equatable, Codable {
    var count = 0
    var fact: String?
  }

  enum Action: Equatable, Codable {
    case incrementTapped
    case factTapped
    case factResponse(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .factTapped:
        return .run { [count = state.count] send in
          await send(.factResponse("\(count) is a good number"))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

/// Records a short session of ``DemoCounter`` to `url`.
@MainActor
func recordDemoSession(to url: URL) async throws {
  let store = Store(initialState: DemoCounter.State()) { DemoCounter() }
  let recorder = try store.record(to: url)
  store.send(.incrementTapped)
  store.send(.incrementTapped)
  await store.send(.factTapped).finish()
  store.send(.incrementTapped)
  recorder.stop()
}
