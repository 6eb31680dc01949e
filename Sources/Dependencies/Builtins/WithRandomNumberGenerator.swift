import Foundation

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
public final class WithRandomNumberGenerator: @unchecked Sendable {
  private let lock = NSLock()
  private var generator: any RandomNumberGenerator

  /// Wraps `generator`; it is then only used under a lock.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = generator
  }

  /// Runs `work` with exclusive access to the generator.
  public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try work(&generator)
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
