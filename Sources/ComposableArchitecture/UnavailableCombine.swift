// TCA's names made of Combine publishers. OpenTCA has no Combine (it does not exist on Linux): they
// are declared so that code using them gets a message naming what to use instead, not "cannot find
// in scope".

extension Effect {
  /// Unavailable: an effect that sends the actions a Combine publisher emits.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no Combine: send the values of an async sequence instead, '.run { send in for await value in values { await send(.received(value)) } }'"
  )
  public static func publisher<P>(_ createPublisher: () -> P) -> Self {
    .none
  }
}

/// Unavailable: a Combine publisher of a store's state.
@available(
  *, unavailable,
  message:
    "OpenTCA has no Combine: read an '@ObservableState' store directly inside 'withPerceptionTracking' (or 'observe { }'), or watch the state with 'onChange' in the reducer"
)
@dynamicMemberLookup
public struct StorePublisher<State> {
  /// Unavailable: the publisher of a member of the state.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> {
    StorePublisher<Value>()
  }
}

extension Store {
  /// Unavailable: a Combine publisher of the store's state.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no Combine: read an '@ObservableState' store directly inside 'withPerceptionTracking' (or 'observe { }'), or watch the state with 'onChange' in the reducer"
  )
  public var publisher: StorePublisher<State> {
    StorePublisher()
  }

  /// Unavailable: calls `unwrap` with a store of the wrapped state each time the state becomes
  /// non-`nil`, and `else` each time it becomes `nil`, for as long as the returned Combine
  /// cancellable lives.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no Combine: scope to the optional state with 'store.scope(state: \\.child, action: \\.child)', which is nil while the state is nil, and read it inside 'observe { }'"
  )
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void, else: @escaping () -> Void = {}
  ) where State == Wrapped? {}
}
