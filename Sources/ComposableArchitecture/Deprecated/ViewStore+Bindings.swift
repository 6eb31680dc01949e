// The pre-observation bindings of view stores: `@BindingState` fields read and written through a
// view store or a `BindingViewStore`, and view stores observing a `BindingViewStore`.

@available(
  *,
  deprecated,
  message:
    "Deriving bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingViewStore {
  /// The binding of the `@BindingState` field at `keyPath`, `store.$text`: it reads the store's
  /// current value and writes by sending `.binding(.set(\.$text, value))`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let keyPath = keyPath.unsafeSendable()
    let store = self.store
    return BindingViewState(
      get: { store.withState { $0[keyPath: keyPath].wrappedValue } },
      set: { store.send(.set(keyPath, $0)) }
    )
  }
}

@available(
  *,
  deprecated,
  message:
    "Deriving bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// The binding of the `@BindingState` field at `keyPath`, `viewStore.$text`: it reads the view
  /// state's value and writes by sending `.binding(.set(\.$text, value))`. (TCA returns a SwiftUI
  /// `Binding`; OpenTCA has no SwiftUI layer.)
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let keyPath = keyPath.unsafeSendable()
    return BindingViewState(
      get: { [self] in self.state[keyPath: keyPath].wrappedValue },
      set: { [self] value in
        // Reported when the action goes away unapplied: the feature has no `BindingReducer`.
        let check = UnhandledBindingCheck<ViewAction>(
          value: value, fieldDeclaration: self.state[keyPath: keyPath].declaration)
        self.store.send(.binding(.set(keyPath, value, check: check)))
      }
    )
  }
}

@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore {
  /// A view store observing a view state made from a ``BindingViewStore`` (whose `@BindingViewState`
  /// fields write the store's `@BindingState` fields), sending view actions embedded by
  /// `fromViewAction`.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    let bindings = BindingViewStore(
      store: Store<State, ViewAction>(
        access: ClosureAccess(parent: store.access, toChildState: { $0 }, fromChildAction: fromViewAction))
    )
    self.init(
      store, observe: { (_: State) in toViewState(bindings) }, send: fromViewAction,
      removeDuplicates: isDuplicate)
  }

  /// A view store observing a view state made from a ``BindingViewStore``, sending its actions
  /// directly.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }
}

@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore where ViewState: Equatable {
  /// A view store observing an equatable view state made from a ``BindingViewStore``, sending view
  /// actions embedded by `fromViewAction`; equal view states are duplicates.
  @_disfavoredOverload
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// A view store observing an equatable view state made from a ``BindingViewStore``, sending its
  /// actions directly; equal view states are duplicates.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }
}
