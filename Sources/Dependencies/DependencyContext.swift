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

  /// The context chosen automatically: `.preview` in an Xcode preview, `.test` inside Swift Testing or
  /// XCTest, `.live` otherwise. The environment variable `SWIFT_DEPENDENCIES_CONTEXT` (`live`,
  /// `preview` or `test`) overrides it; another value is reported and ignored.
  public static let automatic: DependencyContext = {
    let environment = ProcessInfo.processInfo.environment
    let inferred: DependencyContext =
      environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" ? .preview : isTesting ? .test : .live
    guard let name = environment["SWIFT_DEPENDENCIES_CONTEXT"] else { return inferred }
    guard let context = DependencyContext(rawValue: name) else {
      reportIssue(
        """
        An environment value for SWIFT_DEPENDENCIES_CONTEXT was provided but did not match "live",
        "preview", or "test".

            SWIFT_DEPENDENCIES_CONTEXT = \(name.debugDescription)
        """
      )
      return inferred
    }
    return context
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
