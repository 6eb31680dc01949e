extension Reducer {
  /// Runs another reducer right after this one, in the same pass, when a value derived from the
  /// state changed.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.query) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         state.results = []
  ///         return .run { send in await send(.search(newValue)) }
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs; when the two differ, the reducer built
  /// from the old and new value runs on the same state and action, and its effect runs with this
  /// reducer's.
  ///
  /// - Parameters:
  ///   - toValue: The value to watch.
  ///   - reducer: Builds the reducer to run from the old and the new value.
  @inlinable
  public func onChange<V: Equatable, R: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs another reducer right after this one when a value derived from the state changed, as
  /// `isDuplicate` tells apart values that are not `Equatable`.
  ///
  /// - Parameters:
  ///   - toValue: The value to watch.
  ///   - isDuplicate: Whether two values are the same (then nothing runs).
  ///   - reducer: Builds the reducer to run from the old and the new value.
  @inlinable
  public func onChange<V, R: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer ``Reducer/onChange(of:_:)`` builds.
public struct _OnChangeReducer<Base: Reducer, Value, Reaction: Reducer<Base.State, Base.Action>>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Reaction

  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Reaction
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer, then, if the watched value changed, the reducer built from it.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Reading the watched value is not a reducer deciding on it (see `OrderDiagnostics`).
    let oldValue = OrderDiagnostics.muted { toValue(state) }
    let baseEffects = base.reduce(into: &state, action: action)
    let newValue = OrderDiagnostics.muted { toValue(state) }
    guard !isDuplicate(oldValue, newValue) else { return baseEffects }
    let changeEffects = reducer(oldValue, newValue).reduce(into: &state, action: action)
    return .merge(baseEffects, changeEffects)
  }
}
