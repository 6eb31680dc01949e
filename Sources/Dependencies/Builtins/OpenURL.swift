import Foundation

/// Opens a URL, as a dependency. There is no system URL opener on every platform, so the live value
/// opens nothing and returns `false`; an app sets its own (`withDependencies` or `prepareDependencies`)
/// and tests override it to check what was opened.
///
/// ```swift
/// @Dependency(\.openURL) var openURL
/// await openURL(URL(string: "https://www.pointfree.co")!)
/// ```
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  /// An effect that calls `handler` with each URL; it returns whether the URL was opened.
  public init(handler: @escaping @Sendable (URL) async -> Bool) {
    self.handler = handler
  }

  /// Opens `url`; returns whether it was opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await handler(url)
  }
}

private enum OpenURLKey: DependencyKey {
  static let liveValue = OpenURLEffect { _ in false }
  static var testValue: OpenURLEffect {
    OpenURLEffect { _ in
      unimplemented("DependencyValues.openURL", placeholder: false)
    }
  }
}

extension DependencyValues {
  /// Opens URLs. Live: opens nothing (returns `false`) unless the app sets it. Unimplemented in tests
  /// until overridden.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
