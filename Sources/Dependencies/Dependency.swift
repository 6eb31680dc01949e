import IssueReporting

/// Reads a dependency from the current ``DependencyValues``.
///
/// ```swift
/// @Reducer struct Feature {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(\.uuid) var uuid
///   …
/// }
/// ```
///
/// The value is resolved each time it is read, from the dependencies in force for the current task
/// (so a reducer sees the store's dependencies, and an effect the ones captured when it was built).
/// Values set explicitly when the owner of the property was created are the fallback.
@propertyWrapper
public struct Dependency<Value>: Sendable, _DependencyCapturing {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  private let initialValues: DependencyValues
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// A dependency by key path, such as `@Dependency(\.uuid)`.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.keyPath = keyPath
    self.initialValues = DependencyValues._current
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A dependency by key type, for a type that is its own key: `@Dependency(APIClient.self)`.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.init(\DependencyValues.[_KeyType(key)], fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The dependency's current value: the one in force for the current task, else the one in force
  /// when this property was created. A default value created here sees those same dependencies.
  public var wrappedValue: Value {
    var location = DependencyValues.currentDependency
    location.fileID = fileID
    location.filePath = filePath
    location.line = line
    location.column = column
    return DependencyValues.$currentDependency.withValue(location) { resolve() }
  }

  private func resolve() -> Value {
    let current = DependencyValues._current
    if initialValues.explicitKeys.isEmpty && initialValues.sharesDefaults(with: current) {
      return current[keyPath: keyPath]
    }
    let values = initialValues.merging(current)
    return DependencyValues.$_current.withValue(values) { values[keyPath: keyPath] }
  }

  /// The dependencies in force when this property was created.
  public var _capturedValues: DependencyValues { initialValues }
}

/// A `@Dependency` that captured the dependencies in force when it was created.
public protocol _DependencyCapturing {
  /// The captured dependencies.
  var _capturedValues: DependencyValues { get }
}

/// A key type wrapped so it can index `DependencyValues` inside a key path.
public struct _KeyType<Key: TestDependencyKey>: Hashable, Sendable {
  /// Wraps `key`.
  public init(_ key: Key.Type) {}
}

extension DependencyValues {
  /// The value of a dependency, indexed by a wrapped key type (used by `@Dependency(Key.self)`).
  public subscript<Key: TestDependencyKey>(_ key: _KeyType<Key>) -> Key.Value {
    get { self[Key.self] }
    set { self[Key.self] = newValue }
  }
}
