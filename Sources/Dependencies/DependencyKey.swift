import IssueReporting

/// A key for a dependency that has a value in tests and in previews, but not necessarily a live one.
///
/// Declare it in a module that does not need the live implementation (for example an interface module),
/// and conform to ``DependencyKey`` where the live implementation is available.
///
/// ```swift
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient()
/// }
/// ```
public protocol TestDependencyKey {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used in previews. Defaults to ``testValue``, or to ``DependencyKey/liveValue`` for live keys.
  static var previewValue: Value { get }

  /// The value used in tests.
  static var testValue: Value { get }
}

/// A key for a dependency, with the value used when the app runs for real.
///
/// ```swift
/// private enum APIClientKey: DependencyKey {
///   static let liveValue = APIClient.live
///   static let testValue = APIClient.failing
/// }
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey: TestDependencyKey {
  /// The type of the dependency's value, inferred from ``liveValue``.
  associatedtype Value = Self

  /// The value used when the app runs for real.
  static var liveValue: Value { get }

  /// The value used in tests. Defaults to reporting an issue, then using ``liveValue``.
  static var testValue: Value { get }
}

extension TestDependencyKey {
  /// By default a preview uses the test value.
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  /// By default a preview uses the live value.
  public static var previewValue: Value { liveValue }

  /// A key without a test value reports an issue when a test uses it, naming the key, and falls back
  /// to the live value so the test can go on.
  public static var testValue: Value {
    let name = String(reflecting: Self.self)
    reportIssue(
      """
      @Dependency(\(name).self) has no test implementation, but was accessed from a test \
      context. Override it with 'withDependencies' (or the store's 'withDependencies'), or give the key \
      a 'testValue'. The live value is used instead.
      """
    )
    return liveValue
  }
}
