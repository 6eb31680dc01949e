extension TestStore {
  /// Runs `operation` with the test store's dependencies changed by `updateValuesForOperation`,
  /// then puts them back.
  ///
  /// The actions sent inside, and the effects they start, see the changed dependencies; effects
  /// started inside keep them after `operation` returns.
  ///
  /// ```swift
  /// await store.withDependencies {
  ///   $0.apiClient.fetch = { throw Failure() }
  /// } operation: {
  ///   await store.send(.refresh)
  ///   await store.receive(\.response.failure)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - updateValuesForOperation: Changes the dependencies for the duration of `operation`.
  ///   - operation: The steps of the test to run with the changed dependencies.
  /// - Returns: What `operation` returns.
  public func withDependencies<R>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = dependencies
    var changed = previous
    try updateValuesForOperation(&changed)
    dependencies = changed
    defer { dependencies = previous }
    return try await operation()
  }

  /// Runs `operation` with the test store's dependencies changed by `updateValuesForOperation`,
  /// then puts them back, as the asynchronous overload does, for steps that do not await.
  ///
  /// - Parameters:
  ///   - updateValuesForOperation: Changes the dependencies for the duration of `operation`.
  ///   - operation: The steps of the test to run with the changed dependencies.
  /// - Returns: What `operation` returns.
  public func withDependencies<R>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = dependencies
    var changed = previous
    try updateValuesForOperation(&changed)
    dependencies = changed
    defer { dependencies = previous }
    return try operation()
  }
}
