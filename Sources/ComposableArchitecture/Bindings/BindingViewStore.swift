/// A store's state, handed to a view state's initializer so that it can derive the bindings of the
/// store's `@BindingState` fields (`store.$text`): TCA's pre-observation bindings.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
///   var count: Int
///   init(store: BindingViewStore<Feature.State>) {
///     self._text = store.$text
///     self.count = store.count
///   }
/// }
/// let viewStore = ViewStore(store, observe: ViewState.init)
/// ```
@dynamicMemberLookup
@propertyWrapper
@MainActor
public struct BindingViewStore<State> {
  /// The store, sending binding actions.
  let store: Store<State, BindingAction<State>>

  /// The binding view store of a store whose actions are bindable.
  init<Action: BindableAction>(store: Store<State, Action>) where Action.State == State {
    self.store = Store(
      access: ClosureAccess(parent: store.access, toChildState: { $0 }, fromChildAction: { Action.binding($0) })
    )
  }

  /// A binding view store passed on as a projected value (`init(@BindingViewStore store:)`).
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The store's current state.
  public var wrappedValue: State {
    store.withState { $0 }
  }

  /// The binding view store itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a member of the store's current state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    wrappedValue[keyPath: keyPath]
  }
}
