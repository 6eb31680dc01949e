// `forEach` with case paths built from case constructors, on an `IdentifiedArray`
// (`/Action.row(id:action:)`) and on a `StackState` (`/Action.path`), the form of TCA before case
// key paths; deprecated with TCA's messages. Each builds the same reducer as its case-key-path form,
// so it behaves the same.

import IdentifiedCollections

extension Reducer {
  /// Runs an element reducer on each element of a collection in this reducer's state, for the
  /// actions of a case path to an element's id and action: `.forEach(\.rows, action:
  /// /Action.row(id:action:)) { Row() }`.
  ///
  /// Same behaviour as `.forEach(\.rows, action: \.rows) { Row() }` with an `IdentifiedAction`
  /// case: the element runs first, its effects are cancelled when it is removed, an action for a
  /// missing element is reported.
  ///
  /// - Parameters:
  ///   - toElementsState: The collection of element states.
  ///   - toElementAction: The case path of an element's id and action.
  ///   - element: The element reducer.
  @available(
    *,
    deprecated,
    message:
      "Use a case key path to an 'IdentifiedAction', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4"
  )
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      statePath: ResolvedStatePath(toElementsState),
      toElementAction: AnyCasePath(
        embed: { identified in
          switch identified {
          case let .element(id, action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
        }
      ),
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a destination reducer on each element of a navigation stack, for the stack actions of a
  /// case path: `.forEach(\.path, action: /Action.path) { Path() }`.
  ///
  /// Same behaviour as `.forEach(\.path, action: \.path) { Path() }`.
  ///
  /// - Parameters:
  ///   - toStackState: The stack state.
  ///   - toStackAction: The case path of stack actions.
  ///   - destination: The destination reducer.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: toStackState,
      toStackAction: toStackAction,
      location: _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
