extension Store {
  /// A store for a child feature whose state is optional, or `nil` while the state is `nil`.
  ///
  /// ```swift
  /// if let editorStore = store.scope(state: \.editor, action: \.editor) {
  ///   EditorView(store: editorStore)
  /// }
  /// ```
  ///
  /// It also scopes to a case of an enum state (`\.destination?.sheet`). Once the child state is
  /// `nil` again, the child store keeps reading the last state it saw; what it sends then reaches the
  /// parent's `ifLet`, which reports it.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    _scope(state, action: action, site: CallSites.site(of: action))
  }

  /// A store for a child feature whose state is optional, unlabeled:
  /// `store.scope(\.editor, action: \.editor)`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    _scope(state, action: action, site: CallSites.site(of: action))
  }

  /// The child store for optional `state` and the case key path `action` evaluates to, or `nil`
  /// while the state is: found again by `site`, `action`'s call site (found by the caller, see
  /// ``Store/_scope(_:action:site:)``), when it was scoped there before.
  @usableFromInline
  func _scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: @escaping () -> CaseKeyPath<Action, ChildAction>, site: CallSiteKey?
  ) -> Store<ChildState, ChildAction>? {
    if let site, let child = children.child(kind: .optional, state: state, site: site) {
      access.accessState(whole: false)
      guard access.state[keyPath: state] != nil else { return nil }
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    guard let child = _scope(state, action: resolveCaseKeyPath(action)) else { return nil }
    if let site { children.remember(child, kind: .optional, state: state, site: site) }
    return child
  }

  /// The child store for optional `state` and a resolved `action`, or `nil` while the state is.
  @usableFromInline
  func _scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: ResolvedCaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    reportUncachedScope()
    access.accessState(whole: false)
    guard let initialValue = access.state[keyPath: state] else { return nil }
    let id = ScopeID(kind: .optional, state: state, action: action.keyPath)
    if let child = children[id] {
      // The id fixes the child's type (see `ScopeID`).
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let embed = action.casePath
    let child = Store<ChildState, ChildAction>(
      access: access.scope(
        read: { $0[keyPath: state] }, action: { embed.embed($0) }, initialValue: initialValue
      )
    )
    children[id] = child
    return child
  }
}
