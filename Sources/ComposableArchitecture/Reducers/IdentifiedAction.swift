import IdentifiedCollections

/// An action for one element of a collection of child features, identified by the element's id.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
///
/// await store.send(.rows(.element(id: 3, action: .toggled)))
/// await store.send(\.rows[id: 3].toggled)  // the same, with a case key path
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action for the element with id `id`.
  case element(id: ID, action: Action)

  /// The case paths of ``IdentifiedAction``: ``AllCasePaths/element`` and, by id,
  /// ``AllCasePaths/subscript(id:)``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of an identified action.
  public struct AllCasePaths: Sendable {
    /// The case path of the ``IdentifiedAction/element(id:action:)`` case.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path of the actions of the element with id `id`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
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

/// The identified action of a child feature whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension Case {
  /// The case of the actions of the element with id `id`: what `\.rows[id: 3]` reaches in a case key
  /// path.
  ///
  /// ```swift
  /// await store.receive(\.rows[id: 3].response)
  /// ```
  public subscript<ID: Hashable & Sendable, Action>(id id: ID) -> Case<Action>
  where Value == IdentifiedAction<ID, Action> {
    self[dynamicMember: \IdentifiedAction<ID, Action>.AllCasePaths.[id: id]]
  }
}

/// An identified action decodes from the element's id and action, as Swift synthesizes for enums.
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}

/// An identified action encodes the element's id and action, as Swift synthesizes for enums.
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}
