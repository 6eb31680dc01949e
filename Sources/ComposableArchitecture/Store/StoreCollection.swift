import IdentifiedCollections

extension Store {
  /// The stores of the elements of a collection of child features, identified by id: what
  /// `ForEach` iterates.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
  ///   TodoView(store: todoStore)
  /// }
  /// ```
  ///
  /// The collection holds the elements present when it was made; each element's store is made once
  /// and reused. The store of an element removed since keeps reading its last state.
  @inlinable
  public func scope<ElementID, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _scope(state, action: resolveCaseKeyPath(action))
  }

  /// The stores of the elements of a collection of child features, unlabeled:
  /// `store.scope(\.todos, action: \.todos)`.
  @inlinable
  public func scope<ElementID, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _scope(state, action: resolveCaseKeyPath(action))
  }

  /// The element stores for `state` and a resolved `action`.
  @usableFromInline
  func _scope<ElementID, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: ResolvedCaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    reportUncachedScope()
    access.accessState(whole: false)
    return _StoreCollection(
      elements: access.state[keyPath: state],
      makeStore: { id, seen in
        self.elementStore(id: id, state: state, action: action, seen: seen)
      }
    )
  }

  /// The store of the element with id `id`, made once per id.
  private func elementStore<ElementID, ElementState, ElementAction>(
    id: ElementID,
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: ResolvedCaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    seen: ElementState
  ) -> Store<ElementState, ElementAction> {
    let scopeID = ScopeID(kind: .element, state: state, action: action.keyPath, element: AnyHashable(id))
    if let child = children[scopeID] {
      // The id fixes the child's type (see `ScopeID`).
      return unsafeDowncast(child, to: Store<ElementState, ElementAction>.self)
    }
    let embed = action.casePath
    let child = Store<ElementState, ElementAction>(
      access: access.scope(
        read: { $0[keyPath: state][id: id] },
        action: { embed.embed(.element(id: id, action: $0)) },
        initialValue: access.state[keyPath: state][id: id] ?? seen
      )
    )
    children[scopeID] = child
    return child
  }
}

/// The element stores of a collection of child features (see
/// ``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``), in
/// the order of the elements when it was made.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let elements: IdentifiedArray<ID, State>
  private let makeStore: @MainActor (ID, State) -> Store<State, Action>

  init(
    elements: IdentifiedArray<ID, State>,
    makeStore: @escaping @MainActor (ID, State) -> Store<State, Action>
  ) {
    self.elements = elements
    self.makeStore = makeStore
  }

  /// The position of the first store.
  public var startIndex: Int { 0 }

  /// The position after the last store.
  public var endIndex: Int { elements.count }

  /// The store of the element at `position`. Read it on the main actor, as every store.
  ///
  /// The store of an element removed since the collection was made reads the element's state as it
  /// was then.
  public subscript(position: Int) -> Store<State, Action> {
    let element = UncheckedSendable((id: elements.ids[position], state: elements.elements[position]))
    let makeStore = UncheckedSendable(self.makeStore)
    return MainActor.assumeIsolated {
      UncheckedSendable(makeStore.value(element.value.id, element.value.state))
    }
    .value
  }

  /// The ids of the elements, in order.
  public var elementIDs: [ID] { elements.ids.elements }
}
