import IssueReporting

extension Store where State: ObservableState {
  /// The store of a presented feature, or `nil` while nothing is presented; setting it to `nil`
  /// dismisses the feature.
  ///
  /// This is what a sheet or a navigation destination binds to (`$store[state: \.child, action:
  /// \.child]` in a SwiftUI view): reading scopes to the presented state and its
  /// `PresentationAction.presented` actions; writing `nil` while something is presented sends
  /// `.dismiss`, as when the user swipes a sheet away.
  ///
  /// ```swift
  /// if let childStore = store[state: \.child, action: \.child] {
  ///   // the child is presented
  /// }
  /// store[state: \.child, action: \.child] = nil  // sends .child(.dismiss)
  /// ```
  ///
  /// Writing a store (rather than `nil`) does nothing. If the `.dismiss` does not end the
  /// presentation (no `ifLet` handles it), an issue is reported.
  public subscript<ChildState, ChildAction>(
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    isInViewBody isInViewBody: Bool = false,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    get {
      _scope(state, action: ResolvedCaseKeyPath(action.appending(path: \.presented)))
    }
    set {
      guard newValue == nil, withState({ $0[keyPath: state] }) != nil else { return }
      send(AnyCasePath(action).embed(.dismiss))
      guard withState({ $0[keyPath: state] }) != nil else { return }
      reportIssue(
        """
        SwiftUI dismissed a view through a binding at "\(fileID):\(line)", but the store \
        destination wasn't set to "nil".

        This usually means an "ifLet" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling presentation actions.

        To fix this, ensure that "ifLet" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .ifLet(\\.destination, action: \\.destination) {
              Destination()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers \
        the store.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// The store of a navigation stack's path: what a `NavigationStack(path:)` binds to
  /// (`$store[state: \.path, action: \.path]`).
  ///
  /// Reading scopes to the stack state and its actions, as
  /// `store.scope(state: \.path, action: \.path)`; writing does nothing (the stack's own actions
  /// push and pop).
  public subscript<ElementState, ElementAction>(
    state state: KeyPath<State, StackState<ElementState>>,
    action action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    isInViewBody isInViewBody: Bool = false
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>> {
    get { _scope(state, action: ResolvedCaseKeyPath(action)) }
    set {}
  }
}
