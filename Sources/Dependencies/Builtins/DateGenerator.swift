import Foundation

/// Produces the current date, as a dependency so tests can control it.
///
/// ```swift
/// @Dependency(\.date.now) var now
/// withDependencies { $0.date = .constant(Date(timeIntervalSince1970: 0)) } operation: { … }
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that calls `generate` for each date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date, according to this generator. Setting it pins the generator to that date:
  /// `withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: { … }`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// Produces a date.
  public func callAsFunction() -> Date { generate() }

  /// The system's current date.
  public static let live = DateGenerator { Date() }

  /// Always `date`.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}

extension DependencyValues {
  private enum DateGeneratorKey: DependencyKey {
    static let liveValue = DateGenerator.live
    static var testValue: DateGenerator {
      DateGenerator {
        // Reading the date to replace it (`\.date.now` written through a key path) is not a use.
        shouldReportUnimplemented ? unimplemented("DependencyValues.date", placeholder: Date()) : Date()
      }
    }
  }

  /// The current date. Live: the system date. Unimplemented in tests until overridden.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
