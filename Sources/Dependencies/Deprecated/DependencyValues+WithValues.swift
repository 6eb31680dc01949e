// The static scoping functions `DependencyValues` had before the free `withDependencies` function.
// They are deprecated (as in Point-Free's library) and do exactly what `withDependencies` does.

extension DependencyValues {
  /// Runs `operation` with one dependency changed: deprecated, use `withDependencies`.
  ///
  /// ```swift
  /// DependencyValues.withValue(\.uuid, .incrementing) {
  ///   model.addRow()
  /// }
  /// ```
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValue<Value, R>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: @autoclosure () -> Value,
    operation: () throws -> R
  ) rethrows -> R {
    try withDependencies {
      $0[keyPath: keyPath] = value()
    } operation: {
      try operation()
    }
  }

  /// Runs asynchronous `operation` with one dependency changed: deprecated, use
  /// `withDependencies`.
  ///
  /// ```swift
  /// await DependencyValues.withValue(\.continuousClock, ImmediateClock()) {
  ///   await model.refresh()
  /// }
  /// ```
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValue<Value, R: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: @autoclosure () -> Value,
    operation: () async throws -> R
  ) async rethrows -> R {
    let value = value()
    return try await withDependencies {
      $0[keyPath: keyPath] = value
    } operation: {
      try await operation()
    }
  }

  /// Runs `operation` with the dependencies `updateValuesForOperation` changes: deprecated, use
  /// `withDependencies`.
  ///
  /// ```swift
  /// DependencyValues.withValues {
  ///   $0.date.now = Date(timeIntervalSince1970: 0)
  /// } operation: {
  ///   model.save()
  /// }
  /// ```
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValues<R>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    try withDependencies(updateValuesForOperation, operation: operation)
  }

  /// Runs asynchronous `operation` with the dependencies `updateValuesForOperation` changes:
  /// deprecated, use `withDependencies`.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValues<R: Sendable>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies {
      try updateValuesForOperation(&$0)
    } operation: {
      try await operation()
    }
  }

  /// Runs a test's assertions with test dependencies changed by `updateValuesForOperation`:
  /// deprecated, use `withDependencies`.
  ///
  /// ```swift
  /// DependencyValues.withTestValues {
  ///   $0.uuid = .incrementing
  /// } assert: {
  ///   #expect(model.newRow().id == UUID(0))
  /// }
  /// ```
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withTestValues<R>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    assert operation: () throws -> R
  ) rethrows -> R {
    try withDependencies(updateValuesForOperation, operation: operation)
  }

  /// Runs a test's asynchronous assertions with test dependencies changed by
  /// `updateValuesForOperation`: deprecated, use `withDependencies`.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withTestValues<R: Sendable>(
    _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
    assert operation: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies {
      try await updateValuesForOperation(&$0)
    } operation: {
      try await operation()
    }
  }
}
