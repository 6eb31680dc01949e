/// Applies the writes that binding actions carry to the state.
///
/// Place it first in a body, so the reducers after it see the new value:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.email):
///       state.isEmailValid = state.email.contains("@")  // already the new value
///       return .none
///     default:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When the binding case lives in a nested enum (a `View` action enum), point the reducer at it:
/// `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  @usableFromInline
  let toViewAction: (Action) -> ViewAction?
  @usableFromInline
  let location: _ReducerLocation

  /// A binding reducer for an action that is itself bindable.
  @inlinable
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) where Action == ViewAction {
    self.toViewAction = { $0 }
    self.location = _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A binding reducer for the bindable actions in the case at `toViewAction`.
  @inlinable
  public init(
    action toViewAction: CaseKeyPath<Action, ViewAction>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) where Action: CasePathable {
    let casePath = AnyCasePath(toViewAction)
    self.toViewAction = { casePath.extract(from: $0) }
    self.location = _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Applies the write of a binding action; other actions are left to the reducers after it.
  ///
  /// In debug builds, a write to a field that a reducer before it already read in the same pass is
  /// reported: that reducer decided on the old value (move `BindingReducer()` first).
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = toViewAction(action)?.binding else { return .none }
    #if DEBUG
      checkOrder(bindingAction)
    #endif
    bindingAction.apply(to: &state)
    noteApplied()
    return .none
  }

  /// Tells a test store's `send` that a `BindingReducer` applied its binding action (see
  /// `UnappliedBindingReport`); a task-local read otherwise.
  @usableFromInline
  func noteApplied() {
    UnappliedBindingReport.applications?.withValue { $0 += 1 }
  }

  @usableFromInline
  func checkOrder(_ bindingAction: BindingAction<State>) {
    OrderDiagnostics.checkBinding(
      bindingAction.keyPath, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column
    )
  }
}
