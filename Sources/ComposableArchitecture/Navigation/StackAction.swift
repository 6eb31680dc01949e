/// The actions of a navigation stack, as its parent receives them: an element's own action, a pop,
/// a push.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
///
/// case let .path(.element(id, .detail(.saveTapped))):
/// await store.send(\.path[id: 0].detail.saveTapped)
/// ```
public enum StackAction<State, Action>: CasePathable {
  /// An action of the element with id `id`.
  indirect case element(id: StackElementID, action: Action)

  /// Removes the element with id `id` and every element above it.
  case popFrom(id: StackElementID)

  /// Pushes `state` with id `id`.
  indirect case push(id: StackElementID, state: State)

  /// The case paths of a stack action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a stack action, and, by id, of one element's actions.
  public struct AllCasePaths: Sendable {
    /// The case path of ``StackAction/element(id:action:)``.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path of ``StackAction/popFrom(id:)``.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The case path of ``StackAction/push(id:state:)``.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The case path of the actions of the element with id `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }
  }
}

/// The stack action of a reducer's state and action.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension Case {
  /// The case of the actions of the stack element with id `id`: what `\.path[id: 0]` reaches in a
  /// case key path.
  public subscript<ElementState, ElementAction>(id id: StackElementID) -> Case<ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    self[dynamicMember: \StackAction<ElementState, ElementAction>.AllCasePaths.[id: id]]
  }
}
