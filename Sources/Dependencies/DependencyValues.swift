import Foundation
import ConcurrencyExtras
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
/// ``DependencyContext``, created the first time it is needed (with the dependencies in force there)
/// and then reused: for the whole process in an app; per Swift Testing test in a test process; for the
/// collection and its copies after a fresh ``init()`` (such as ``test`` or ``live``).
public struct DependencyValues: Sendable {
  /// The dependencies in force in the current task.
  @TaskLocal public static var _current = DependencyValues.defaultValues

  /// Whether the current code is changing dependencies (the first closure of `withDependencies`).
  @TaskLocal package static var isSetting = false

  /// The `prepareDependencies` call in progress, if any.
  @TaskLocal static var preparationID: UUID?

  /// The dependency being resolved, for messages.
  @TaskLocal static var currentDependency = CurrentDependency()

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Where default values are kept once created.
  package var cache: DependencyCache

  /// Dependencies with no explicit value: each key resolves to its default for the context, created
  /// once for this collection (and every copy of it).
  public init() {
    self.cache = DependencyCache()
  }

  init(cache: DependencyCache) {
    self.cache = cache
  }

  /// The value of a dependency, by key type.
  @_disfavoredOverload
  public subscript<Key: TestDependencyKey>(type: Key.Type) -> Key.Value {
    get { self[type] }
    set { self[type] = newValue }
  }

  /// The value of a dependency, by key type. Used by the computed properties that register
  /// dependencies:
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
  /// The location parameters name the place the dependency is registered (the property above), for
  /// messages about it when no `@Dependency` declaration supplies one, such as preparing a
  /// dependency twice.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      // Unwrap the lookup before casting: `Key.Value` may itself be optional, and a missing entry
      // (`nil`) cast with `as? Int?` succeeds, as `.some(nil)`.
      if let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value {
        return value
      }
      let context = resolvedContext
      var current = Self.currentDependency
      current.name = "\(function)"
      current.nameProbe?.record("\(function)")
      return Self.$currentDependency.withValue(current) {
        cache.value(for: key, context: context, values: self)
      }
    }
    set {
      guard Self.preparationID != nil else {
        storage[ObjectIdentifier(key)] = newValue
        return
      }
      let context = resolvedContext
      guard cache.prepare(newValue, for: key, context: context) else {
        var location = Self.currentDependency
        if location.fileID == nil {
          location.fileID = fileID
          location.filePath = filePath
          location.line = line
          location.column = column
        }
        Self.$currentDependency.withValue(location) {
          reportAlreadyPrepared(
            Key.self, name: "\(function)", fileID: location.fileID ?? fileID,
            filePath: location.filePath ?? filePath, line: location.line ?? line,
            column: location.column ?? column
          )
        }
        return
      }
    }
  }

  /// The context used for defaults: the explicit `context` when one was set, else the prepared one,
  /// else the automatic one.
  var resolvedContext: DependencyContext {
    if let context = storage[ObjectIdentifier(DependencyContextKey.self)] as? DependencyContext {
      return context
    }
    return cache.preparedContext ?? .automatic
  }

  /// Whether no value was set explicitly. All such values resolve every key alike (to its default
  /// for the context), so a runtime may keep one in force instead of installing another.
  package var hasNoExplicitValues: Bool { storage.isEmpty && cache === DependencyCache.process }

  /// Whether the values in force (``_current``) have no explicit value, found without copying them.
  ///
  /// Read where the dependencies in force decide whether work needs them installed (on every
  /// store pass and `.run` effect): copying them out, as reading ``_current`` does, would retain
  /// and release their storage. The values are read where the task keeps them, through the
  /// runtime entry point `TaskLocal.get()` itself calls; with no binding in force, they are the
  /// defaults.
  package static var currentHasNoExplicitValues: Bool {
    let key = Unmanaged.passUnretained($_current).toOpaque()
    guard let bound = taskLocalValue(forKey: key) else { return true }
    return bound.assumingMemoryBound(to: DependencyValues.self).pointee.hasNoExplicitValues
  }

  /// Values with nothing set explicitly, sharing the process's defaults: what ``_current`` is
  /// where no value was ever set.
  package static var defaultValues: DependencyValues { DependencyValues(cache: .process) }

  /// Whether these values and `other` set the same keys explicitly and share their default values:
  /// without explicit values, such collections resolve every key alike.
  package func sharesDefaults(with other: DependencyValues) -> Bool {
    cache === other.cache
  }

  /// The keys whose values were set explicitly.
  var explicitKeys: Dictionary<ObjectIdentifier, any Sendable>.Keys { storage.keys }

  /// These values, with every value set explicitly in `other` replacing the corresponding one. The
  /// defaults stay those of `self`.
  public func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    merged.storage.merge(other.storage) { _, new in new }
    return merged
  }

  /// A fresh collection whose defaults are the live values: a starting point for a test that
  /// exercises the real dependencies (`withDependencies { $0 = .live } operation: { … }`).
  public static var live: DependencyValues {
    var values = DependencyValues()
    values.context = .live
    return values
  }

  /// A fresh collection whose defaults are the preview values.
  public static var preview: DependencyValues {
    var values = DependencyValues()
    values.context = .preview
    return values
  }

  /// A fresh collection whose defaults are the test values, each created once for it.
  public static var test: DependencyValues {
    var values = DependencyValues()
    values.context = .test
    return values
  }
}

extension DependencyValues {
  /// Where the `@Dependency` property being read was declared, for issues that other modules of this
  /// package report about it (`nil` outside a property read).
  package static var _currentDependencySourceLocation:
    (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)?
  {
    let current = currentDependency
    guard let fileID = current.fileID, let filePath = current.filePath, let line = current.line,
      let column = current.column
    else { return nil }
    return (fileID, filePath, line, column)
  }
}

extension DependencyValues {
  /// The name of the `DependencyValues` property that `keyPath` reads (`continuousClock` for
  /// `\.continuousClock`), or `nil` when its first read is not through such a property.
  ///
  /// Key paths to computed properties carry no names on Linux, so this reads `keyPath` from fresh
  /// test values and notes the property whose getter resolves a key first. That creates the default
  /// value (issues it reports are absorbed): only for messages on paths that are about to fail.
  package static func _propertyName<Value>(of keyPath: KeyPath<DependencyValues, Value>) -> String? {
    let probe = NameProbe()
    var current = currentDependency
    current.nameProbe = probe
    var values = DependencyValues()
    values.context = .test
    _ = withIssuesCollected {
      $currentDependency.withValue(current) { _ = values[keyPath: keyPath] }
    }
    guard let name = probe.name, !name.isEmpty, !name.hasPrefix("subscript(") else { return nil }
    return name
  }
}

/// Notes the first property name a dependency read goes through (see `_propertyName(of:)`).
final class NameProbe: Sendable {
  private let recorded = LockIsolated<String?>(nil)

  var name: String? { recorded.value }

  func record(_ name: String) {
    recorded.withValue { if $0 == nil { $0 = name } }
  }
}

/// The dependency being resolved, named in messages.
struct CurrentDependency: Sendable {
  /// Set while `_propertyName(of:)` looks for a key path's name.
  var nameProbe: NameProbe?
  var name: String?
  var fileID: StaticString?
  var filePath: StaticString?
  var line: UInt?
  var column: UInt?
}

/// How a key is written in a message: `\.name` when it was read through a property of
/// `DependencyValues`, else `Key.self`.
func dependencyArgument<Key>(_ key: Key.Type, name: String?) -> String {
  if let name, !name.isEmpty, !name.hasPrefix("subscript(") {
    return "\\.\(name)"
  }
  return "\(typeName(Key.self)).self"
}

/// The key and value types of a dependency, as listed in messages.
func dependencyDescription<Key: TestDependencyKey>(_ key: Key.Type) -> String {
  var description = ""
  if let fileID = DependencyValues.currentDependency.fileID,
    let line = DependencyValues.currentDependency.line
  {
    description.append("  Location:\n    \(fileID):\(line)\n")
  }
  if Key.self == Key.Value.self {
    description.append("  Dependency:\n    \(typeName(Key.Value.self))")
  } else {
    description.append(
      "  Key:\n    \(typeName(Key.self))\n  Value:\n    \(typeName(Key.Value.self))"
    )
  }
  return description
}

/// A type's name without its module and without the anonymous contexts of private declarations:
/// `DependencyValues.DateGeneratorKey`.
func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  // Drop "(unknown context at $…)." segments.
  while let start = name.range(of: "(unknown context at ") {
    guard let end = name[start.upperBound...].range(of: ").") else { break }
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  // Drop the leading module name of each qualified component.
  var result = ""
  var token = ""
  var components: [String] = []
  func flush(_ separator: Character?) {
    components.append(token)
    token = ""
    if separator == nil || separator != "." {
      // A component ends: keep all but its first (module) part when qualified.
      let parts = components
      components = []
      if parts.count > 1 {
        result += parts.dropFirst().joined(separator: ".")
      } else {
        result += parts.joined()
      }
      if let separator { result.append(separator) }
    }
  }
  for character in name {
    if character.isLetter || character.isNumber || character == "_" {
      token.append(character)
    } else {
      flush(character)
    }
  }
  flush(nil)
  return result
}

private func reportAlreadyPrepared<Key: TestDependencyKey>(
  _ key: Key.Type, name: String, fileID: StaticString, filePath: StaticString, line: UInt,
  column: UInt
) {
  reportIssue(
    """
    @Dependency(\(dependencyArgument(Key.self, name: name))) has already been accessed or prepared.

    \(dependencyDescription(Key.self))

    A global dependency can only be prepared a single time and cannot be accessed beforehand. \
    Prepare dependencies as early as possible in the lifecycle of your application.

    To temporarily override a dependency in your application, use 'withDependencies' to do so in a \
    well-defined scope.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Where the current task (or, outside any task, the current thread) keeps the value bound to the
/// task-local `key` (a `TaskLocal` object's address): the Swift runtime's entry point behind
/// `TaskLocal.get()`. `nil` when no binding is in force.
@_silgen_name("swift_task_localValueGet")
private func taskLocalValue(forKey key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
