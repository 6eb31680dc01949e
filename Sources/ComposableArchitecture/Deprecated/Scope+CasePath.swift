// `Scope` with case paths built from case constructors (`/Action.child`), the form of TCA before
// case key paths; deprecated with TCA's message. Behaves as the case-key-path form.

extension Scope {
  /// A scope on the child state at a writable key path, for the child actions of a case path:
  /// `Scope(state: \.child, action: /Action.child) { Child() }`.
  ///
  /// Same behaviour as `Scope(state: \.child, action: \.child)`.
  ///
  /// - Parameters:
  ///   - toChildState: The child state.
  ///   - toChildAction: The case path of child actions.
  ///   - child: The child reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .keyPath(ResolvedStatePath(toChildState)),
      actionPath: ResolvedCasePath(toChildAction),
      child: child(), fileID: fileID, line: line)
  }

  /// A scope on the child state in a case of an enum state, both given by case paths:
  /// `Scope(state: /State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`.
  ///
  /// A child action that arrives while the state is in another case is reported as an issue and
  /// ignored, as with case key paths.
  ///
  /// - Parameters:
  ///   - toChildState: The case path of the child state.
  ///   - toChildAction: The case path of child actions.
  ///   - child: The child reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .casePath(toChildState), actionPath: ResolvedCasePath(toChildAction),
      child: child(), fileID: fileID, line: line)
  }
}
