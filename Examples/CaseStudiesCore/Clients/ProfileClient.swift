import ComposableArchitecture

/// The profile service of lesson 5 (seed 004): saving takes 400 ms.
public struct ProfileClient: Sendable {
  /// Saves a profile and answers with a confirmation.
  public var save: @Sendable (_ name: String, _ email: String) async throws -> String

  /// Creates a client from its endpoint.
  public init(save: @escaping @Sendable (_ name: String, _ email: String) async throws -> String) {
    self.save = save
  }

  /// The simulated service, waiting on the injected clock.
  public static let simulated = ProfileClient { name, _ in
    try await simulatedLatency(.milliseconds(400))
    return "Saved \(name)."
  }
}

extension ProfileClient: DependencyKey {
  /// The simulated service.
  public static let liveValue = ProfileClient.simulated
  /// The simulated service: deterministic under a `TestClock`.
  public static let testValue = ProfileClient.simulated
}

extension DependencyValues {
  /// The profile service of lesson 5 (seed 004).
  public var profileClient: ProfileClient {
    get { self[ProfileClient.self] }
    set { self[ProfileClient.self] = newValue }
  }
}
