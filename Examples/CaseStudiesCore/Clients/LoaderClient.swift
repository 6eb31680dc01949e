import ComposableArchitecture

/// A failure of the article loader, named in the domain (lesson 2 (seed 001)): never a raw `any Error`.
public enum LoadFailure: Error, Equatable, Sendable {
  /// No network.
  case offline
  /// The session is not authorised.
  case unauthorized
  /// The server answered with an error status.
  case server(code: Int)
  /// The answer could not be read.
  case unreadable

  /// What the app shows for this failure.
  public var message: String {
    switch self {
    case .offline: "You are offline."
    case .unauthorized: "Not authorised: sign in again."
    case let .server(code): "The server failed (\(code))."
    case .unreadable: "The answer could not be read."
    }
  }
}

/// How the simulated server behaves; the user switches it with a key.
public enum ServerMode: String, CaseIterable, Equatable, Sendable {
  /// Every request succeeds.
  case online
  /// Every request fails with ``LoadFailure/offline``.
  case offline
  /// Every request fails with ``LoadFailure/unauthorized``.
  case unauthorized
  /// Every request fails with a 503.
  case server503 = "server 503"
  /// The first two attempts fail with a 503, the third succeeds: retry wins.
  case flaky

  /// The next mode in the cycle.
  public var next: ServerMode {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }
}

/// The article loader of lesson 2 (seed 001): it answers after 500 ms, or fails as the mode says.
public struct LoaderClient: Sendable {
  /// Loads the articles; `attempt` counts from 0 (the flaky mode succeeds from the third attempt).
  public var load: @Sendable (_ mode: ServerMode, _ attempt: Int) async throws -> [String]

  /// Creates a client from its endpoint.
  public init(load: @escaping @Sendable (_ mode: ServerMode, _ attempt: Int) async throws -> [String]) {
    self.load = load
  }

  /// The simulated server, waiting on the injected clock.
  public static let simulated = LoaderClient { mode, attempt in
    try await simulatedLatency(.milliseconds(500))
    switch mode {
    case .online: return ["Elm", "Redux", "TCA"]
    case .offline: throw LoadFailure.offline
    case .unauthorized: throw LoadFailure.unauthorized
    case .server503: throw LoadFailure.server(code: 503)
    case .flaky:
      if attempt < 2 { throw LoadFailure.server(code: 503) }
      return ["Elm", "Redux", "TCA"]
    }
  }
}

extension LoaderClient: DependencyKey {
  /// The simulated server.
  public static let liveValue = LoaderClient.simulated
  /// The simulated server: deterministic under a `TestClock`.
  public static let testValue = LoaderClient.simulated
}

extension DependencyValues {
  /// The article loader of lesson 2 (seed 001).
  public var loaderClient: LoaderClient {
    get { self[LoaderClient.self] }
    set { self[LoaderClient.self] = newValue }
  }
}
