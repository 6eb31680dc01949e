/// A feature's logic: how an action changes the state, and what work follows.
///
/// Implement either ``reduce(into:action:)`` or ``body``, a list of reducers run top to bottom on the
/// same `inout State`:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// Every element of a body sees every action, in order; none can stop the others from seeing it. One
/// sent action is exactly one full pass; an action sent by an effect starts a new pass.
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of ``body``; `Never` for a reducer that implements ``reduce(into:action:)``.
  associatedtype Body

  /// Changes `state` for `action`, and returns the work that follows as an ``Effect``.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers that make up this one, run top to bottom.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; the store never asks for it.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. Call that instead of 'body'.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer with the same state and action as the reducer `R`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
