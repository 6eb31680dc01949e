// What the `$destination` setter that `@Presents` generates compares to decide whether observers of
// the field must hear of a write. Overloads are chosen at compile time from the presented type.

/// Whether writing `rhs` over `lhs` changes nothing observers of the field could see: `rhs` is
/// `lhs` changed in place (see ``PresentationState/isDerived(from:)``), the presented value being
/// plain data with the same bits; otherwise whatever the presented type's own comparison says.
public func _$isPresentationIdentityEqual<State>(
  _ lhs: PresentationState<State>, _ rhs: PresentationState<State>
) -> Bool {
  lhs.sharesStorage(with: rhs) || _$isIdentityEqual(lhs.wrappedValue, rhs.wrappedValue)
}

/// Equatable presented values: unchanged when `rhs` shares `lhs`'s box or they are equal.
public func _$isPresentationIdentityEqual<State: Equatable>(
  _ lhs: PresentationState<State>, _ rhs: PresentationState<State>
) -> Bool {
  lhs == rhs
}

/// An observable presented state: unchanged when it is the same state (its own fields notify their
/// changes).
public func _$isPresentationIdentityEqual<State: ObservableState>(
  _ lhs: PresentationState<State>, _ rhs: PresentationState<State>
) -> Bool {
  lhs.sharesStorage(with: rhs) || lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// An `Equatable` observable presented state: unchanged when it is the same state and either `rhs`
/// is `lhs` changed in place (its fields notified their own changes; checked in constant time, so a
/// feature presenting itself does not compare every level below the one written back), or the two
/// are equal (an old copy put back has the same identity, not the same value).
public func _$isPresentationIdentityEqual<State: ObservableState & Equatable>(
  _ lhs: PresentationState<State>, _ rhs: PresentationState<State>
) -> Bool {
  if lhs.sharesStorage(with: rhs) { return true }
  guard lhs.wrappedValue?._$id == rhs.wrappedValue?._$id else { return false }
  return rhs.isDerived(from: lhs) || lhs == rhs
}
