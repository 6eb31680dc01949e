import ComposableArchitecture

/// The simulated article service of lesson 1 (seed 000) (`.run`): pages, a profile and settings, row details.
///
/// Every endpoint waits on the injected clock, so the app shows each action arriving over time.
public struct ArticlesClient: Sendable {
  /// The first page of articles (600 ms).
  public var firstPage: @Sendable () async throws -> [String]
  /// The remaining pages (900 ms).
  public var remainingPages: @Sendable () async throws -> [String]
  /// The user's profile (800 ms).
  public var profile: @Sendable () async throws -> String
  /// The user's settings (500 ms).
  public var settings: @Sendable () async throws -> String
  /// The detail of row `id` (each row takes a different time, so rows arrive out of order).
  public var detail: @Sendable (_ id: Int) async throws -> String

  /// Creates a client from its endpoints.
  public init(
    firstPage: @escaping @Sendable () async throws -> [String],
    remainingPages: @escaping @Sendable () async throws -> [String],
    profile: @escaping @Sendable () async throws -> String,
    settings: @escaping @Sendable () async throws -> String,
    detail: @escaping @Sendable (_ id: Int) async throws -> String
  ) {
    self.firstPage = firstPage
    self.remainingPages = remainingPages
    self.profile = profile
    self.settings = settings
    self.detail = detail
  }

  /// How long the simulated service takes for the detail of row `id`.
  public static func detailLatency(_ id: Int) -> Duration {
    [1: .milliseconds(900), 2: .milliseconds(300), 3: .milliseconds(600)][id] ?? .milliseconds(1200)
  }

  /// The simulated service, waiting on the injected clock.
  public static let simulated = ArticlesClient(
    firstPage: {
      try await simulatedLatency(.milliseconds(600))
      return ["Elm", "Redux"]
    },
    remainingPages: {
      try await simulatedLatency(.milliseconds(900))
      return ["TCA", "Swift"]
    },
    profile: {
      try await simulatedLatency(.milliseconds(800))
      return "Ana"
    },
    settings: {
      try await simulatedLatency(.milliseconds(500))
      return "dark mode"
    },
    detail: { id in
      try await simulatedLatency(detailLatency(id))
      return "detail \(id)"
    }
  )
}

extension ArticlesClient: DependencyKey {
  /// The simulated service (the app has no real server).
  public static let liveValue = ArticlesClient.simulated
  /// The simulated service: deterministic under a `TestClock`.
  public static let testValue = ArticlesClient.simulated
}

extension DependencyValues {
  /// The article service of lesson 1 (seed 000).
  public var articlesClient: ArticlesClient {
    get { self[ArticlesClient.self] }
    set { self[ArticlesClient.self] = newValue }
  }
}
