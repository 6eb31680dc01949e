import ConcurrencyExtras
import Dependencies
import Testing

/// A Swift Testing trait that overrides dependencies for a test, or for every test of a suite.
///
/// Create it with ``Testing/Trait/dependency(_:_:)``, ``Testing/Trait/dependency(_:)`` or
/// ``Testing/Trait/dependencies(_:)``:
///
/// ```swift
/// @Suite(.dependency(\.continuousClock, ImmediateClock()))
/// struct FeatureTests {
///   @Test(.dependency(\.uuid, .incrementing))
///   func addItem() { … }
///
///   @Test(.dependencies { $0.date.now = Date(timeIntervalSince1970: 0) })
///   func stamp() { … }
/// }
/// ```
///
/// Each test, and each case of a parameterized test, runs with a fresh ``DependencyValues``: default
/// values are created once for it and reused, and nothing one test creates or changes is seen by
/// another. A trait's value is an expression evaluated anew for each test, so a stateful value such as
/// `.incrementing` starts over in each one. A suite's overrides apply first,
/// then those of inner suites, then the test's own.
public struct _DependenciesTrait: SuiteTrait, TestTrait, TestScoping {
  let updateValues: @Sendable (inout DependencyValues) async throws -> Void

  init(_ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void) {
    self.updateValues = updateValues
  }

  /// A suite's trait applies to each of its tests.
  public var isRecursive: Bool { true }

  /// Runs the test with these overrides, in values of its own.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let isNested = ScopedTest.current == test.id
    try await ScopedTest.$current.withValue(test.id) {
      try await withDependencies {
        if !isNested { $0 = DependencyValues() }
        try await updateValues(&$0)
      } operation: {
        try await function()
      }
    }
  }
}

/// The test whose dependencies a trait already scoped, so nested traits add to them.
private enum ScopedTest {
  @TaskLocal static var current: Test.ID?
}

extension Trait where Self == _DependenciesTrait {
  /// Overrides one dependency for a test or a suite.
  ///
  /// ```swift
  /// @Test(.dependency(\.uuid, .incrementing))
  /// func addItem() { … }
  /// ```
  ///
  /// `value` is evaluated for each test the trait applies to (it may `try`), so every test
  /// of a suite gets its own: `@Suite(.dependency(\.uuid, .incrementing))` counts from zero in each
  /// test. A key path may reach into a dependency: `.dependency(\.date.now, Date(timeIntervalSince1970: 0))`.
  ///
  /// A closure cannot be written directly inside `@Test(…)` or `@Suite(…)` (a Swift limitation);
  /// declare it outside and pass its name.
  public static func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    Self { values in
      let box = UncheckedSendable(try value())
      values[keyPath: keyPath] = box.value
    }
  }

  /// Overrides a dependency whose key is its own type.
  ///
  /// ```swift
  /// @Test(.dependency(APIClient.mock))
  /// func load() { … }
  /// ```
  ///
  /// `value` is evaluated for each test the trait applies to.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value == Value.Value {
    Self { $0[Value.self] = try value() }
  }

  /// Overrides any dependencies for a test or a suite.
  ///
  /// ```swift
  /// @Test(.dependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 0)
  ///   $0.uuid = .incrementing
  /// })
  /// func stamp() { … }
  /// ```
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    Self(updateValues)
  }

  /// Runs a test or suite with fresh dependencies of its own and no override: default values are
  /// created once for each test and reused.
  public static var dependencies: Self {
    Self { _ in }
  }
}
