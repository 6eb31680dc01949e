import Dependencies

extension Dependency {
  /// A dependency read by key path and cast to the concrete type a test installed.
  ///
  /// A test that overrides a dependency with a test double often needs that double's own API: a
  /// `TestClock` to advance, a fake client to inspect. Declare the property with the type to cast to:
  ///
  /// ```swift
  /// @Suite(
  ///   .dependencies {
  ///     $0.continuousClock = TestClock()
  ///   }
  /// )
  /// struct TimerTests {
  ///   @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
  ///
  ///   @Test func tick() async {
  ///     await clock.advance(by: .seconds(1))
  ///   }
  /// }
  /// ```
  ///
  /// The value is resolved exactly as `@Dependency(\.continuousClock)` resolves it (the dependencies
  /// in force for the current task, else those in force when the property was created), then cast.
  ///
  /// When the value is not of the requested type, there is no value to return: the mismatch is
  /// reported as an issue (so a test shows it) and then the process stops with the same message,
  /// which tells how to override the dependency.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to read.
  ///   - type: The concrete type to cast it to.
  ///   - fileID: The source `#fileID` of the property.
  ///   - filePath: The source `#filePath` of the property.
  ///   - line: The source `#line` of the property.
  ///   - column: The source `#column` of the property.
  public init<T>(
    _ keyPath: KeyPath<DependencyValues, T> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[_cast: _DependencyCast<T, Value>(keyPath)],
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// A dependency read by its key type and cast to the concrete type a test installed.
  ///
  /// ```swift
  /// @Suite(
  ///   .dependencies {
  ///     $0[ClientKey.self] = TestClient()
  ///   }
  /// )
  /// struct FeatureTests {
  ///   @Dependency(ClientKey.self, as: TestClient.self) var client
  /// }
  /// ```
  ///
  /// The value is resolved as `@Dependency(ClientKey.self)` resolves it, then cast. When it is not of
  /// the requested type, the mismatch is reported as an issue and then the process stops with the
  /// same message.
  ///
  /// - Parameters:
  ///   - key: The key of the dependency to read.
  ///   - type: The concrete type to cast it to.
  ///   - fileID: The source `#fileID` of the property.
  ///   - filePath: The source `#filePath` of the property.
  ///   - line: The source `#line` of the property.
  ///   - column: The source `#column` of the property.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[_castKey: _DependencyKeyCast<Key, Value>()],
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The message shown when a dependency read with `@Dependency(_:as:)` is not of the requested type.
///
/// - Parameters:
///   - actualType: The type of the value the dependency holds.
///   - requestedType: The type the property asked for.
///   - assignment: What a `.dependencies { }` trait assigns to override it: `continuousClock` for a
///     key path (written `$0.continuousClock`), `[ClientKey.self]` for a key type (`$0.[ClientKey.self]`).
public func _dependencyCastFailureMessage(
  actualType: Any.Type,
  requestedType: Any.Type,
  assignment: String
) -> String {
  """
  Could not cast '\(actualType)' to '\(requestedType)'. Make sure to override the dependency in \
  your test or suite traits:

    @Suite(
      .dependencies {
        $0.\(assignment) = \(requestedType)(/* ... */)
      }
    )
  """
}

/// The name of a dependency's key path as written after `$0.`: `\DependencyValues.continuousClock`
/// gives `continuousClock`, `\DependencyValues.date.now` gives `date.now` where the runtime names
/// key paths (Apple platforms).
///
/// On Linux, key paths to computed properties describe themselves without names: there the name is
/// that of the `DependencyValues` property the key path reads (`date` for `\.date.now`), and
/// `/* property name */` stands in when there is none.
func _dependencyPropertyName<Value>(_ keyPath: KeyPath<DependencyValues, Value>) -> String {
  let prefix = "\\DependencyValues."
  let description = keyPath.debugDescription
  if description.hasPrefix(prefix) {
    let name = description.dropFirst(prefix.count)
    if !name.isEmpty, !name.contains("<"), !name.contains(" "), !name.contains("(") {
      return String(name)
    }
  }
  return DependencyValues._propertyName(of: keyPath) ?? "/* property name */"
}

/// Casts a resolved dependency, or reports the mismatch and stops.
private func _cast<Concrete>(
  _ value: Any, to _: Concrete.Type, assignment: @autoclosure () -> String
) -> Concrete {
  if let concrete = value as? Concrete { return concrete }
  let message = _dependencyCastFailureMessage(
    actualType: type(of: value), requestedType: Concrete.self, assignment: assignment()
  )
  if let location = DependencyValues._currentDependencySourceLocation {
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  } else {
    reportIssue(message)
  }
  // No value of the requested type exists: nothing can be returned.
  fatalError(message)
}

/// The argument of the key path `@Dependency(_:as:)` builds for a key path: the dependency's key path
/// and the type to cast to (the type takes part in the key path's identity through its generic
/// parameter).
struct _DependencyCast<Existential, Concrete>: Hashable, Sendable {
  let keyPath: KeyPath<DependencyValues, Existential> & Sendable

  init(_ keyPath: KeyPath<DependencyValues, Existential> & Sendable) {
    self.keyPath = keyPath
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyPath == rhs.keyPath }
  func hash(into hasher: inout Hasher) { hasher.combine(keyPath) }
}

/// The argument of the key path `@Dependency(_:as:)` builds for a key type.
struct _DependencyKeyCast<Key: TestDependencyKey, Concrete>: Hashable, Sendable {}

extension DependencyValues {
  subscript<Existential, Concrete>(_cast cast: _DependencyCast<Existential, Concrete>) -> Concrete {
    _cast(self[keyPath: cast.keyPath], to: Concrete.self, assignment: _dependencyPropertyName(cast.keyPath))
  }

  subscript<Key: TestDependencyKey, Concrete>(_castKey _: _DependencyKeyCast<Key, Concrete>) -> Concrete {
    _cast(self[Key.self], to: Concrete.self, assignment: "[\(Key.self).self]")
  }
}
