import ComposableArchitecture

/// Lesson for `withEffectInterleavings`: a search whose clear forgets the search in flight. A
/// response for "a" that arrives after the query was cleared shows stale results. The plain order
/// delivers the response before the test clears the query, so an ordinary test passes.
@Reducer
struct RacySearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
  }

  /// Whether the clear cancels the search in flight (the fix).
  var cancelsOnClear = false

  @Dependency(\.searchClient) var searchClient

  enum CancelID { case search }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return cancelsOnClear ? .cancel(id: CancelID.search) : .none
        }
        return .run { send in
          await send(.searchResponse(try await searchClient.search(query)))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .searchResponse(let results):
        state.results = results
        return .none
      }
    }
  }
}

/// A search service: the live one would call a server; the test one answers after a few
/// suspensions, as a response that takes some time.
struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

extension SearchClient: TestDependencyKey {
  static let testValue = SearchClient { query in
    await Task.yield()
    await Task.yield()
    return ["apple", "avocado"].filter { $0.hasPrefix(query) }
  }
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
