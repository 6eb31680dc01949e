import Foundation
import IssueReporting

/// The context a dependency is resolved in: which of a key's values is used by default.
public enum DependencyContext: String, Sendable {
  /// The app runs for real: ``DependencyKey/liveValue``.
  case live
  /// A preview: ``TestDependencyKey/previewValue``.
  case preview
  /// A test: ``TestDependencyKey/testValue``.
  case test

  /// The context chosen automatically: `.test` inside Swift Testing or XCTest, `.live` otherwise.
  /// The environment variable `SWIFT_DEPENDENCIES_CONTEXT` (`live`, `preview` or `test`) overrides it.
  public static let automatic: DependencyContext = {
    if let name = ProcessInfo.processInfo.environment["SWIFT_DEPENDENCIES_CONTEXT"],
      let context = DependencyContext(rawValue: name)
    {
      return context
    }
    return isTesting ? .test : .live
  }()
}

enum DependencyContextKey: DependencyKey {
  static var liveValue: DependencyContext { DependencyContext.automatic }
  static var testValue: DependencyContext { .test }
  static var previewValue: DependencyContext { .preview }
}

extension DependencyValues {
  /// The context dependencies are resolved in. Set it to force a context:
  ///
  /// ```swift
  /// withDependencies { $0.context = .live } operation: { … }
  /// ```
  public var context: DependencyContext {
    get { resolvedContext }
    set { self[DependencyContextKey.self] = newValue }
  }
}
