/// Builds a reducer from a list of reducers, run top to bottom on the same state.
///
/// Supports `if`/`else`, `if let`, `switch`, `for` loops and `if #available`.
///
/// Its functions are always inlined. In a generic feature's `body`, which is not specialized, each
/// call would otherwise pass the reducer in and out through its type's value witnesses: a copy of
/// the reducer, and of every child reducer it holds, per builder step, on every action.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// One reducer line, kept with its concrete type.
  ///
  /// The second parameter is never passed: its default keeps Swift from opening an existential
  /// `any ReducerOf<…>` line to call this overload (a generic parameter that appears in two
  /// parameters is not opened), so such a line takes the overload below. Returning the line itself,
  /// rather than a wrapper, spares a generic body a type metadata look-up per line on every action.
  @inlinable @inline(__always)
  public static func buildExpression<R: Reducer<State, Action>>(
    _ expression: R, _: R.Type = R.self
  ) -> R {
    expression
  }

  /// A line whose value is an existential `any ReducerOf<…>`: it runs through ``Reduce``.
  @inlinable @inline(__always)
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// An empty block does nothing.
  @inlinable @inline(__always)
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A block of one reducer: that reducer.
  @inlinable @inline(__always)
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The first line or statement of a block.
  @inlinable @inline(__always)
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// Appends a line or statement to those before it: both run, in order.
  @inlinable @inline(__always)
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> ReducerSequence<R0, R1> {
    ReducerSequence(accumulated, next)
  }

  /// An `if` without `else`: the reducer runs when the condition held while building.
  @inlinable @inline(__always)
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The `if` branch of an `if`/`else`.
  @inlinable @inline(__always)
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> ReducerConditional<R0, R1> {
    .first(reducer)
  }

  /// The `else` branch of an `if`/`else`.
  @inlinable @inline(__always)
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> ReducerConditional<R0, R1> {
    .second(reducer)
  }

  /// A `for` loop: every reducer runs, in order.
  @inlinable @inline(__always)
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> ReducerArray<R> {
    ReducerArray(reducers)
  }

  /// An `if #available` block.
  @inlinable @inline(__always)
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> AnyReducerOptional<State, Action> {
    AnyReducerOptional(wrapped)
  }

  /// The finished reducer.
  @inlinable @inline(__always)
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }
}

/// Two reducers run in order; built by ``ReducerBuilder`` for consecutive lines.
public struct ReducerSequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  /// Runs `r0`, then `r1`.
  @inlinable
  public init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  /// Runs both reducers and merges their effects.
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let first = r0.reduce(into: &state, action: action)
    let second = r1.reduce(into: &state, action: action)
    if first.isNone { return second }
    if second.isNone { return first }
    return .merge(first, second)
  }
}

/// One of two reducers, chosen while building; built by ``ReducerBuilder`` for `if`/`else`.
public enum ReducerConditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  /// The `if` branch.
  case first(First)
  /// The `else` branch.
  case second(Second)

  /// Runs the chosen reducer.
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(first): return first.reduce(into: &state, action: action)
    case let .second(second): return second.reduce(into: &state, action: action)
    }
  }
}

/// Reducers built by a `for` loop, run in order.
public struct ReducerArray<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  /// Runs `reducers` in order.
  @inlinable
  public init(_ reducers: [Element]) {
    self.reducers = reducers
  }

  /// Runs every reducer and merges their effects.
  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}

/// A reducer built inside `if #available`, erased so the body's type does not depend on availability.
public struct AnyReducerOptional<State, Action>: Reducer {
  @usableFromInline let reduceAction: (inout State, Action) -> Effect<Action>

  /// Erases `reducer`.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduceAction = reducer.reduce(into:action:)
  }

  /// Runs the erased reducer.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduceAction(&state, action)
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer when there is one.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(wrapped): return wrapped.reduce(into: &state, action: action)
    case .none: return .none
    }
  }
}
