/// A reducer declared with `@Reducer enum`: one case per destination, whose generated `State` and
/// `Action` enums have a case per reducer case, and whose static ``body`` scopes each.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case sheet(Sheet)
///   case alert(AlertState<Alert>)
///   enum Alert { case confirm }
/// }
/// ```
public protocol CaseReducer<State, Action>: Reducer where Body: Reducer<State, Action> {
  /// The type of the static ``body``: restated here so that Swift infers it from a `static var body`
  /// the enum writes itself (`static var body: some ReducerOf<Self>`), rather than from `Reducer`'s
  /// instance `body`, which would make it `Never`.
  associatedtype Body

  /// The state of the reducer: the enum of its cases' states.
  associatedtype State = Self.State

  /// The action of the reducer: the enum of its cases' actions.
  associatedtype Action = Self.Action

  /// The scope of a store of this reducer's state: one case per reducer case, holding the child
  /// store (or, for a case that is not a reducer, its state).
  associatedtype CaseScope

  /// The reducer that runs every case's child.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The case a store is in, with its child store: what `store.case` returns.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// Runs the static ``body``.
  public var body: Body { Self.body }
}

/// The `State` of a ``CaseReducer``: it names its reducer, so that `ifLet` and `forEach` can find
/// the body.
public protocol CaseReducerState {
  /// The reducer this state belongs to.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case the state is in, with a store scoped to it:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .sheet(sheetStore): …
  /// case let .alert(alert): …
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
