import ConcurrencyExtras

/// Gives exclusive access to a random number generator, as a dependency so tests can seed it.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
///
/// // In a test:
/// withDependencies {
///   $0.withRandomNumberGenerator = WithRandomNumberGenerator(MySeededGenerator(seed: 0))
/// } operation: { … }
/// ```
public struct WithRandomNumberGenerator: Sendable {
  private let generator: LockIsolated<any RandomNumberGenerator & Sendable>

  /// Wraps `generator`; it is then only used under a lock. Copies of the wrapper share the generator,
  /// so a seeded sequence continues across every use of the dependency.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockIsolated(generator)
  }

  /// Runs `work` with exclusive access to the generator, and returns what it returns.
  public func callAsFunction<R: Sendable>(
    _ work: @Sendable (inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R {
    try generator.withValue(work)
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    unimplemented(
      "DependencyValues.withRandomNumberGenerator",
      placeholder: WithRandomNumberGenerator(SystemRandomNumberGenerator())
    )
  }
}

extension DependencyValues {
  /// Exclusive access to a random number generator. Live: the system's. Unimplemented in tests until
  /// overridden with a seeded generator.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
