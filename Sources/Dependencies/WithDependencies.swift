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
  try updateValuesForOperation(&values)
  return try DependencyValues.$_current.withValue(values) {
    try operation()
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
  var values = DependencyValues._current
  try await updateValuesForOperation(&values)
  return try await DependencyValues.$_current.withValue(values) {
    try await operation()
  }
}

/// Runs `operation` with the dependencies that `model` captured when it was created (through its
/// `@Dependency` properties), changed by `updateValuesForOperation`.
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
  operation: () throws -> R
) rethrows -> R {
  let captured = capturedDependencies(of: model)
  return try withDependencies({
    $0 = $0.merging(captured)
    try updateValuesForOperation(&$0)
  }, operation: operation)
}

/// Runs asynchronous `operation` with the dependencies that `model` captured when it was created.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  let captured = capturedDependencies(of: model)
  return try await withDependencies(isolation: isolation, {
    $0 = $0.merging(captured)
    try await updateValuesForOperation(&$0)
  }, operation: operation)
}

/// Runs `operation` with the dependencies that `model` captured when it was created.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R
) rethrows -> R {
  try withDependencies(from: model, { _ in }, operation: operation)
}

/// Runs asynchronous `operation` with the dependencies that `model` captured when it was created.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await withDependencies(from: model, isolation: isolation, { _ in }, operation: operation)
}

/// The dependencies captured by every `@Dependency` property of `model`, merged in declaration order.
private func capturedDependencies(of model: AnyObject) -> DependencyValues {
  var values = DependencyValues()
  var mirror: Mirror? = Mirror(reflecting: model)
  while let current = mirror {
    for child in current.children {
      if let dependency = child.value as? any _DependencyCapturing {
        values = values.merging(dependency._capturedValues)
      }
    }
    mirror = current.superclassMirror
  }
  return values
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
      try DependencyValues.$_current.withValue(values) { try operation() }
    }

    /// Runs asynchronous `operation` with the captured dependencies.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues.$_current.withValue(values) { try await operation() }
    }
  }
}
