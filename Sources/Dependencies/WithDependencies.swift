import Foundation
import IssueReporting

/// Runs `operation` with dependencies changed by `updateValuesForOperation`, then restores them.
///
/// The change applies to everything `operation` runs, including child tasks it starts:
///
/// ```swift
/// let model = withDependencies {
///   $0.uuid = .incrementing
///   $0.continuousClock = TestClock()
/// } operation: {
///   FeatureModel()
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  try DependencyValues.$isSetting.withValue(true) { try updateValuesForOperation(&values) }
  return try DependencyValues.$_current.withValue(values) {
    try DependencyValues.$isSetting.withValue(false) {
      let result = try operation()
      if R.self is AnyClass { DependencyObjects.shared.store(result as AnyObject) }
      return result
    }
  }
}

/// Runs asynchronous `operation` with dependencies changed by `updateValuesForOperation`.
///
/// See ``withDependencies(_:operation:)-(_,()->R)``.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  // Each closure below names `isolation`, which isolates it to the caller's actor (SE-0420): a
  // closure that does not is nonisolated, and after an `await` inside it (an effect's work sending an
  // action to the main actor) the task would hop to the global executor and back for nothing.
  var values = DependencyValues._current
  try await DependencyValues.$isSetting.withValue(true) {
    _ = isolation
    try await updateValuesForOperation(&values)
  }
  return try await DependencyValues.$_current.withValue(values) {
    _ = isolation
    return try await DependencyValues.$isSetting.withValue(false) {
      _ = isolation
      let result = try await operation()
      if R.self is AnyClass { DependencyObjects.shared.store(result as AnyObject) }
      return result
    }
  }
}

/// Runs `operation` with the dependencies that `model` captured when it was created (through its
/// `@Dependency` properties, or because it was returned from a `withDependencies` operation), changed
/// by `updateValuesForOperation`.
///
/// Values set explicitly in the current task win over the model's, and `updateValuesForOperation`
/// wins over both.
///
/// Use it to create a child model that inherits its parent's dependencies:
///
/// ```swift
/// let child = withDependencies(from: self) { $0.uuid = .constant(UUID(1)) } operation: {
///   ChildModel()
/// }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  guard let captured = capturedDependencies(of: model) else {
    reportNoDependencies(Model.self, fileID: fileID, filePath: filePath, line: line, column: column)
    return try operation()
  }
  return try withDependencies({
    $0 = captured.merging($0)
    try updateValuesForOperation(&$0)
  }, operation: operation)
}

/// Runs asynchronous `operation` with the dependencies that `model` captured when it was created.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  guard let captured = capturedDependencies(of: model) else {
    reportNoDependencies(Model.self, fileID: fileID, filePath: filePath, line: line, column: column)
    return try await operation()
  }
  return try await withDependencies(isolation: isolation, {
    _ = isolation
    $0 = captured.merging($0)
    try await updateValuesForOperation(&$0)
  }, operation: operation)
}

/// Runs `operation` with the dependencies that `model` captured when it was created.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try withDependencies(
    from: model, { _ in }, operation: operation, fileID: fileID, filePath: filePath, line: line,
    column: column
  )
}

/// Runs asynchronous `operation` with the dependencies that `model` captured when it was created.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, isolation: isolation, { _ in }, operation: operation, fileID: fileID,
    filePath: filePath, line: line, column: column
  )
}

/// The dependencies of `model`: those its first `@Dependency` property captured, else those in force
/// when a `withDependencies` operation returned it. `nil` when it has neither.
private func capturedDependencies(of model: AnyObject) -> DependencyValues? {
  var mirror: Mirror? = Mirror(reflecting: model)
  while let current = mirror {
    for child in current.children {
      if let dependency = child.value as? any _DependencyCapturing {
        return dependency._capturedValues
      }
    }
    mirror = current.superclassMirror
  }
  return DependencyObjects.shared.values(for: model)
}

private func reportNoDependencies(
  _ model: Any.Type, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    You are trying to propagate dependencies to a child model from a model with no dependencies. \
    To fix this, the given '\(model)' must be returned from another 'withDependencies' closure, or \
    the class must hold at least one '@Dependency' property.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// The dependencies in force when each object was returned from a `withDependencies` operation, for
/// `withDependencies(from:)`. Entries of objects that no longer exist are dropped as new ones come.
final class DependencyObjects: @unchecked Sendable {
  static let shared = DependencyObjects()

  private struct Entry {
    weak var object: AnyObject?
    let values: DependencyValues
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var pruneThreshold = 64

  func store(_ object: AnyObject) {
    let values = DependencyValues._current
    lock.lock()
    defer { lock.unlock() }
    if entries.count >= pruneThreshold {
      entries = entries.filter { $0.value.object != nil }
      pruneThreshold = max(64, entries.count * 2)
    }
    entries[ObjectIdentifier(object)] = Entry(object: object, values: values)
  }

  func values(for object: AnyObject) -> DependencyValues? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
    return entry.values
  }
}

/// Captures the current dependencies so that an escaping closure (a callback, a detached task) can
/// run with them later.
///
/// ```swift
/// withEscapedDependencies { continuation in
///   DispatchQueue.main.async {
///     continuation.yield { model.refresh() }
///   }
/// }
/// ```
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation(values: DependencyValues._current))
}

/// Captures the current dependencies for an asynchronous operation that escapes.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation(values: DependencyValues._current))
}

extension DependencyValues {
  /// Dependencies captured by ``withEscapedDependencies(_:)-(_)``, to be restored later.
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with the captured dependencies.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try withDependencies({ $0 = values }, operation: operation)
    }

    /// Runs asynchronous `operation` with the captured dependencies.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      // The closure names `isolation` to run in it (see `withDependencies(isolation:_:operation:)`).
      try await withDependencies(
        isolation: isolation,
        {
          _ = isolation
          $0 = values
        }, operation: operation)
    }
  }
}
