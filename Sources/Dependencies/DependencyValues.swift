import Foundation
import IssueReporting

/// The collection of all dependencies, reachable through key paths that extensions declare.
///
/// Register a dependency by extending `DependencyValues` with a computed property over its key:
///
/// ```swift
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
///
/// Values are task-local: ``withDependencies(_:operation:)-(_,()->R)`` changes them for an operation
/// and every child task it starts. A value not set explicitly is the key's default for the current
/// ``DependencyContext``.
public struct DependencyValues: Sendable {
  /// The dependencies in force in the current task.
  @TaskLocal public static var _current = DependencyValues()

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Dependencies with no explicit value: each key resolves to its default for the context.
  public init() {}

  /// The value of a dependency, by key type.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] {
        if let value = value as? Key.Value { return value }
      }
      if let value = PreparedDependencies.value(for: key) { return value }
      return DefaultValues.value(for: key, context: resolvedContext)
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// The context used for defaults: the explicit `context` when one was set, else the automatic one.
  var resolvedContext: DependencyContext {
    if let context = storage[ObjectIdentifier(DependencyContextKey.self)] as? DependencyContext {
      return context
    }
    if let context = PreparedDependencies.value(for: DependencyContextKey.self) { return context }
    return .automatic
  }

  /// Whether a value was set explicitly for `key` (not resolved from its defaults).
  func hasExplicitValue<Key: TestDependencyKey>(for key: Key.Type) -> Bool {
    storage[ObjectIdentifier(key)] != nil
  }

  /// Whether no value was set explicitly. All such values resolve every key alike (to its default
  /// for the context), so a runtime may keep one in force instead of installing another.
  package var hasNoExplicitValues: Bool { storage.isEmpty }

  /// The keys whose values were set explicitly.
  var explicitKeys: Dictionary<ObjectIdentifier, any Sendable>.Keys { storage.keys }

  /// These values, with every value set explicitly in `other` replacing the corresponding one.
  public func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    merged.storage.merge(other.storage) { _, new in new }
    return merged
  }
}

/// The defaults each key resolves to, per context. Live values are computed once per process, like
/// singletons; test and preview values are computed on each access so that no test sees another
/// test's state.
enum DefaultValues {
  private struct CacheKey: Hashable {
    let key: ObjectIdentifier
  }
  private static let lock = NSRecursiveLock()
  nonisolated(unsafe) private static var live: [CacheKey: any Sendable] = [:]

  static func value<Key: TestDependencyKey>(for key: Key.Type, context: DependencyContext) -> Key.Value {
    switch context {
    case .test:
      return Key.testValue
    case .preview:
      return Key.previewValue
    case .live:
      guard let liveKey = key as? any DependencyKey.Type else {
        reportIssue(
          """
          @Dependency(\(String(reflecting: key)).self) has no live implementation, but was accessed \
          from a live context. Conform the key to 'DependencyKey' where the live value can be built; \
          the test value is used instead.
          """
        )
        return Key.testValue
      }
      let cacheKey = CacheKey(key: ObjectIdentifier(key))
      lock.lock()
      defer { lock.unlock() }
      if let cached = live[cacheKey] as? Key.Value { return cached }
      guard let value = liveValue(of: liveKey) as? Key.Value else { return Key.testValue }
      live[cacheKey] = value
      return value
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    Key.liveValue
  }
}
