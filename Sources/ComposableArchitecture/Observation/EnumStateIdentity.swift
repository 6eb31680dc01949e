// Helpers for the members `@ObservableState` generates on an enum state.

/// The identity of an enum state in the case numbered `tag`, whose payload is not an observable state:
/// a new identity every time, since a change of such a payload cannot be told apart.
@inlinable
public func _$enumCaseID<Payload>(_ payload: Payload, tag: Int) -> ObservableStateID {
  ObservableStateID()._$tag(tag)
}

/// The identity of an enum state in the case numbered `tag`, holding an observable state: the state's
/// identity in that case.
@inlinable
public func _$enumCaseID<Payload: ObservableState>(_ payload: Payload, tag: Int) -> ObservableStateID {
  payload._$id._$tag(tag)
}

/// The identity of an enum state in the case numbered `tag`, holding an optional observable state.
@inlinable
public func _$enumCaseID<Payload: ObservableState>(_ payload: Payload?, tag: Int) -> ObservableStateID {
  payload.map { $0._$id._$tag(tag) } ?? ObservableStateID._$case(tag)
}

/// Gives a case's payload a new identity when it is an observable state; does nothing otherwise.
@inlinable
public func _$willModify<Payload>(_ payload: inout Payload) {}

/// Gives a case's observable state a new identity.
@inlinable
public func _$willModify<Payload: ObservableState>(_ payload: inout Payload) {
  payload._$willModify()
}
