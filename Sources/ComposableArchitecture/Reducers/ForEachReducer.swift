import IdentifiedCollections

extension Reducer {
  /// Runs an element reducer on each element of a collection in this reducer's state, for the
  /// actions addressed to that element by id.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case let .deleteTapped(id):
  ///       state.todos.remove(id: id)  // cancels that todo's running effects
  ///       return .none
  ///     case .todos:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.todos, action: \.todos) {
  ///     Todo()
  ///   }
  /// }
  /// ```
  ///
  /// The element runs before this reducer, wherever the modifier is written, and in place: one
  /// element's action costs the same however many elements there are. When this reducer removes an
  /// element, the element's running effects are cancelled. An action for an id with no element is
  /// reported as an issue and dropped.
  ///
  /// - Parameters:
  ///   - toElementsState: The collection of element states.
  ///   - toElementAction: The case of element actions.
  ///   - element: The element reducer.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: @escaping @autoclosure () -> WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: @escaping @autoclosure () -> CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let paths = resolveChildPaths(state: toElementsState, action: toElementAction)
    return _ForEachReducer(
      parent: self,
      element: element(),
      statePath: paths.state,
      toElementAction: paths.action.casePath,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)`` builds.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  /// The elements' key path, with its in-place write (resolved once per call site).
  @usableFromInline let statePath: ResolvedStatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let location: _ReducerLocation

  @usableFromInline
  init(
    parent: Parent, element: Element,
    statePath: ResolvedStatePath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: _ReducerLocation
  ) {
    self.parent = parent
    self.element = element
    self.statePath = statePath
    self.toElementAction = toElementAction
    self.location = location
  }

  /// The elements' key path.
  var toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> {
    statePath.keyPath
  }

  /// Runs the element (for an element action), then the parent; cancels the effects of the
  /// elements the parent removed.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffects = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState].ids.elements
    let parentEffects = parent.reduce(into: &state, action: action)
    var effects = elementEffects.merging(parentEffects)
    // Unchanged ids share their storage, so this comparison is O(1) on almost every action.
    let idsAfter = state[keyPath: toElementsState].ids.elements
    if idsBefore != idsAfter {
      let remaining = Set(idsAfter)
      for id in idsBefore where !remaining.contains(id) {
        effects = effects.merging(._cancelScope(identity(of: id)))
      }
    }
    return effects
  }

  private func identity(of id: ID) -> ChildIdentity {
    ChildIdentity(element: Element.State.self, id: id, at: toElementsState)
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction)? = toElementAction.extract(from: action) else {
      return .none
    }
    let element = self.element
    var effect: Effect<Element.Action>?
    statePath.modify(&state) { elements in
      effect = elements._modifyElement(id: id) { state in
        withSufficientStack { element.reduce(into: &state, action: elementAction) }
      }
    }
    guard let effect else {
      reportForEachMissingElement(
        action: action, fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column
      )
      return .none
    }
    let toElementAction = self.toElementAction
    return effect.asChild(
      identity(of: id), embed: { toElementAction.embed(.element(id: id, action: $0)) })
  }
}
