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

  /// The value used in tests. Defaults to reporting an issue, then using the preview value (which is
  /// ``liveValue`` unless the key declares one).
  static var testValue: Value { get }
}

extension TestDependencyKey {
  /// By default a preview uses the test value.
  public static var previewValue: Value { testValue }

  /// Whether a default value that stands in for a missing implementation should report it now.
  ///
  /// It is `false` while dependencies are being changed (the first closure of `withDependencies`, a
  /// `.dependency` trait, `prepareDependencies`), where reading a default only to replace a part of it
  /// (`$0.date.now = …`, `\.date.now`) is not a use:
  ///
  /// ```swift
  /// extension DatabaseClient: TestDependencyKey {
  ///   static var testValue: DatabaseClient {
  ///     if shouldReportUnimplemented {
  ///       reportIssue("A blank, in-memory database is being used.")
  ///     }
  ///     return .inMemory()
  ///   }
  /// }
  /// ```
  public static var shouldReportUnimplemented: Bool {
    !DependencyValues.isSetting && DependencyValues.preparationID == nil
  }
}

extension DependencyKey {
  /// By default a preview uses the live value.
  public static var previewValue: Value { liveValue }

  /// A key without a test value reports an issue when a test uses it, naming the dependency, and
  /// falls back to its ``TestDependencyKey/previewValue`` (the live value, unless the key declares a
  /// preview value), so the test can go on without reaching a live service the key kept out of
  /// previews.
  ///
  /// Reading it to change one of its properties (`withDependencies { $0.apiClient.fetch = { … } }`)
  /// is not a use and reports nothing.
  public static var testValue: Value {
    guard !DependencyValues.isSetting else { return previewValue }
    let current = DependencyValues.currentDependency
    let argument = current.name.map { dependencyArgument(Self.self, name: $0) }
    let fixTarget =
      argument.map { $0.hasPrefix("\\.") ? "'\($0.dropFirst(2))'" : "'\($0)'" } ?? "the dependency"
    reportIssue(
      """
      \(argument.map { "@Dependency(\($0))" } ?? "A dependency") has no test implementation, but was \
      accessed from a test context:

      \(dependencyDescription(Self.self))

      Dependencies registered with the library are not allowed to use their default, live \
      implementations when run from tests.

      To fix, override \(fixTarget) with a test value. If you are using the Composable Architecture, \
      mutate the 'dependencies' property on your 'TestStore'. Otherwise, use 'withDependencies' to \
      define a scope for the override. If you'd like to provide a default value for all tests, \
      implement the 'testValue' requirement of the 'DependencyKey' protocol.
      """,
      fileID: current.fileID ?? #fileID,
      filePath: current.filePath ?? #filePath,
      line: current.line ?? #line,
      column: current.column ?? #column
    )
    return previewValue
  }
}
