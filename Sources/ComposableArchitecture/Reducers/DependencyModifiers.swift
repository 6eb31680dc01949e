extension Reducer {
  /// Sets a dependency for this reducer and for the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.apiClient, .mock)
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    let box = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = box.value }
  }

  /// Sets the dependency registered by a key type whose value is the key itself, for this reducer
  /// and for the effects it returns.
  ///
  /// ```swift
  /// struct Analytics: TestDependencyKey {
  ///   var track: @Sendable (String) -> Void
  ///   static let testValue = Analytics(track: { _ in })
  /// }
  ///
  /// Feature()
  ///   .dependency(Analytics(track: { print($0) }))
  /// ```
  @warn_unqualified_access
  @inlinable
  public func dependency<Value>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value: TestDependencyKey, Value == Value.Value {
    let box = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: self) { $0[Value.self] = box.value }
  }

  /// Transforms a dependency for this reducer and for the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { $0.baseURL = stagingURL }
  /// ```
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer that runs its base with changed dependencies. Effects capture the dependencies in force
/// when they are built, so the base's effects see the change too.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: @Sendable (inout DependencyValues) -> Void

  @inlinable
  init(base: Base, update: @escaping @Sendable (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  /// Runs the base reducer with the changed dependencies.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  /// Sets one more dependency. Chained modifiers fuse into one reducer (one `withDependencies` per
  /// action, whatever the length of the chain); the modifier nearest the base wins, as with nesting.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self {
    let box = UncheckedSendable(value)
    let update = self.update
    return Self(base: base) { values in
      values[keyPath: keyPath] = box.value
      update(&values)
    }
  }

  /// Transforms one more dependency.
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}
