import ComposableArchitecture

/// The search service of lesson 4 (seed 003): answers after 200 ms with the words that start with the query.
public struct SearchClient: Sendable {
  /// Searches for `query`.
  public var search: @Sendable (_ query: String) async throws -> [String]

  /// Creates a client from its endpoint.
  public init(search: @escaping @Sendable (_ query: String) async throws -> [String]) {
    self.search = search
  }

  /// The words the simulated service knows.
  public static let words = [
    "effect", "elm", "reducer", "redux", "run", "scope", "send", "state", "store", "swift", "task",
    "test", "timer",
  ]

  /// The simulated service, waiting on the injected clock.
  public static let simulated = SearchClient { query in
    try await simulatedLatency(.milliseconds(200))
    return words.filter { $0.hasPrefix(query.lowercased()) }
  }
}

extension SearchClient: DependencyKey {
  /// The simulated service.
  public static let liveValue = SearchClient.simulated
  /// The simulated service: deterministic under a `TestClock`.
  public static let testValue = SearchClient.simulated
}

extension DependencyValues {
  /// The search service of lesson 4 (seed 003).
  public var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
