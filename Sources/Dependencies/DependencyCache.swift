import Foundation
import IssueReporting

/// Where a ``DependencyValues`` keeps the default values it created, so each is created once and
/// reused, and the values that `prepareDependencies` set.
///
/// Every copy of a ``DependencyValues`` shares its cache; a fresh ``DependencyValues/init()`` starts an
/// empty one. The process-wide cache behind the root values keeps values for the whole process in an
/// app; in a test process it keeps them per test: per Swift Testing test (tests run in parallel in one
/// process, and no test may see what another one created) and per XCTest test case (told by the
/// `DependenciesTestObserver` library, when it can be loaded). It keeps none outside a test (a
/// detached task after its test ended): such code gets a new default on each access.
package final class DependencyCache: @unchecked Sendable {
  private struct Key: Hashable {
    let id: ObjectIdentifier
    let context: DependencyContext
    /// The part of the cache the value belongs to.
    let part: Part
  }

  /// A part of the cache: the values of one test, or of one fresh scope inside it.
  private struct Part: Hashable {
    /// The test the value belongs to, for the process-wide cache in a test process: a Swift Testing
    /// test's identity, or an ``XCTestCaseIdentity``.
    let test: AnyHashable?
    /// The ``FreshDependencyScope`` the value was created in, if any: a scope starts with none of
    /// the values created before it, as a new test would.
    let fresh: UInt64?

    /// The part the fresh scope starts from: its prepared values are the scope's too.
    var enclosing: Part? { fresh == nil ? nil : Part(test: test, fresh: nil) }
  }

  private struct Entry {
    let value: any Sendable
    let preparationID: UUID?
  }

  /// The cache behind the root values of the process.
  static let process = DependencyCache(isProcessWide: true)

  private let lock = NSRecursiveLock()
  private var entries: [Key: Entry] = [:]
  private let isProcessWide: Bool

  init(isProcessWide: Bool = false) {
    self.isProcessWide = isProcessWide && isTesting
  }

  /// Where values go now: the current test's part of the process-wide cache in a test process (no
  /// part, and nothing kept, outside a test), or the whole cache; in either, the part of the
  /// ``FreshDependencyScope`` in force, if any.
  private var scope: (part: Part, keepsValues: Bool) {
    let fresh = FreshDependencyScope.current?.id
    guard isProcessWide else { return (Part(test: nil, fresh: fresh), true) }
    if let test = CurrentTest.identity { return (Part(test: test, fresh: fresh), true) }
    if let testCase = XCTestCaseObserver.current {
      return (Part(test: AnyHashable(testCase), fresh: fresh), true)
    }
    return (Part(test: nil, fresh: fresh), fresh != nil)
  }

  private var preparedContexts: [Part: DependencyContext] = [:]

  /// The context set by `prepareDependencies`, if any.
  var preparedContext: DependencyContext? {
    lock.lock()
    let hasPreparedContexts = !preparedContexts.isEmpty
    lock.unlock()
    guard hasPreparedContexts else { return nil }
    let part = scope.part
    lock.lock()
    defer { lock.unlock() }
    return preparedContexts[part] ?? part.enclosing.flatMap { preparedContexts[$0] }
  }

  /// The default of `key` in `context`, created on first use (with `values` in force, so the
  /// dependencies it reads are those where it was first needed).
  func value<K: TestDependencyKey>(
    for key: K.Type, context: DependencyContext, values: DependencyValues
  ) -> K.Value {
    let scope = self.scope
    let cacheKey = Key(id: ObjectIdentifier(key), context: context, part: scope.part)
    lock.lock()
    defer { lock.unlock() }
    if let entry = entries[cacheKey], let value = entry.value as? K.Value { return value }
    // A fresh scope sees the values prepared before it, not the defaults created before it.
    if let enclosing = scope.part.enclosing,
      let entry = entries[Key(id: cacheKey.id, context: context, part: enclosing)],
      entry.preparationID != nil, let value = entry.value as? K.Value
    {
      return value
    }
    let value = DependencyValues.$_current.withValue(values) { () -> K.Value in
      switch context {
      case .live:
        return DefaultValues.live(key)
      case .preview:
        return K.previewValue
      case .test:
        return K.testValue
      }
    }
    if scope.keepsValues {
      entries[cacheKey] = Entry(value: value, preparationID: DependencyValues.preparationID)
      if cacheKey.part.fresh != nil { FreshDependencyScope.current?.noteValues(in: self) }
    }
    return value
  }

  /// Records a value set by `prepareDependencies`. Returns `false`, leaving the cache as it was, when
  /// the key was already accessed or prepared by another call (previews may prepare again).
  func prepare<K: TestDependencyKey>(
    _ value: K.Value, for key: K.Type, context: DependencyContext
  ) -> Bool {
    let preparationID = DependencyValues.preparationID
    let cacheKey = Key(id: ObjectIdentifier(key), context: context, part: scope.part)
    lock.lock()
    defer { lock.unlock() }
    if let existing = entries[cacheKey], existing.preparationID != preparationID,
      context != .preview
    {
      return false
    }
    entries[cacheKey] = Entry(value: value, preparationID: preparationID)
    if cacheKey.part.fresh != nil { FreshDependencyScope.current?.noteValues(in: self) }
    if key == DependencyContextKey.self, let context = value as? DependencyContext {
      preparedContexts[cacheKey.part] = context
    }
    return true
  }

  /// Forgets the values kept for XCTest test cases: a new one starts.
  func forgetXCTestCases() {
    lock.lock()
    defer { lock.unlock() }
    entries = entries.filter { !($0.key.part.test?.base is XCTestCaseIdentity) }
    preparedContexts = preparedContexts.filter { !($0.key.test?.base is XCTestCaseIdentity) }
  }

  /// Forgets the values created in the fresh scope `fresh`, which ended.
  func forgetValues(ofFreshScope fresh: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    entries = entries.filter { $0.key.part.fresh != fresh }
    preparedContexts = preparedContexts.filter { $0.key.fresh != fresh }
  }

  /// Forgets every value.
  package func reset() {
    lock.lock()
    defer { lock.unlock() }
    entries = [:]
    preparedContexts = [:]
  }
}

/// Live defaults.
enum DefaultValues {
  static func live<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value {
    guard let liveKey = key as? any DependencyKey.Type else {
      if !DependencyValues.isSetting {
        reportIssue(
          """
          @Dependency(\(dependencyArgument(Key.self, name: DependencyValues.currentDependency.name))) \
          has no live implementation, but was accessed from a live context.

          \(dependencyDescription(Key.self))

          To fix you can do one of two things:

          • Conform '\(typeName(Key.self))' to the 'DependencyKey' protocol by providing a live \
          implementation of your dependency, and make sure that the conformance is linked with this \
          current application.

          • Override the implementation of '\(typeName(Key.self))' using 'withDependencies'. This is \
          typically done at the entry point of your application, but can be done later too.
          """,
          fileID: DependencyValues.currentDependency.fileID ?? #fileID,
          filePath: DependencyValues.currentDependency.filePath ?? #filePath,
          line: DependencyValues.currentDependency.line ?? #line,
          column: DependencyValues.currentDependency.column ?? #column
        )
      }
      return Key.testValue
    }
    return (liveValue(of: liveKey) as? Key.Value) ?? Key.testValue
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    Key.liveValue
  }
}
