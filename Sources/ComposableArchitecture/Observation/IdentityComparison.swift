import Foundation

// Comparisons that generated accessors use to decide whether a change must be notified. Overloads are
// chosen at compile time from the field's declared type; the unconstrained ones are the fallback.

/// What a field looked like before an in-place change, to tell afterwards whether it changed.
public enum _$ModifyBaseline<Value> {
  /// Unknown: the change is always notified.
  case unknown
  /// An observable state's identity (`nil` for an absent optional state).
  case identity(ObservableStateID?)
  /// The bits of a plain value (no references), compared bit for bit.
  case bits(Value)

  /// Whether `other` is provably the same as this baseline.
  @inlinable
  public func matches(_ other: Self) -> Bool {
    switch self {
    case .unknown:
      return false
    case let .identity(lhs):
      guard case let .identity(rhs) = other else { return false }
      return lhs == rhs
    case let .bits(lhs):
      guard case let .bits(rhs) = other else { return false }
      return _$bitwiseEqual(lhs, rhs)
    }
  }

  /// Whether `other` is provably the same as this baseline once the identities states took while
  /// changing in place (recorded in `frame`, see ``InPlaceIdentityLog``) are mapped back.
  @inlinable
  func matches(_ other: Self, mappingBack frame: [UInt64: UInt64]?) -> Bool {
    guard let frame, case let .identity(lhs) = self, case let .identity(rhs) = other else {
      return matches(other)
    }
    return lhs == rhs.map { _$mappedBack($0, through: frame) }
  }
}

/// `identity` with its instance number mapped back through `frame` (see ``InPlaceIdentityLog``).
@usableFromInline
func _$mappedBack(_ identity: ObservableStateID, through frame: [UInt64: UInt64]) -> ObservableStateID {
  identity.mappedBack(through: frame)
}

/// The baseline of any value: its bits when it is plain data (`Int`, `Bool`, a struct of those),
/// otherwise unknown.
@inlinable
public func _$modifyBaseline<Value>(_ value: Value) -> _$ModifyBaseline<Value> {
  _isPOD(Value.self) ? .bits(value) : .unknown
}

/// The baseline of an observable state: its identity.
@inlinable
public func _$modifyBaseline<Value: ObservableState>(_ value: Value) -> _$ModifyBaseline<Value> {
  .identity(value._$id)
}

/// The baseline of an optional observable state: its identity, or `nil`.
@inlinable
public func _$modifyBaseline<Wrapped: ObservableState>(_ value: Wrapped?) -> _$ModifyBaseline<Wrapped?> {
  .identity(value?._$id)
}

/// The baseline of a collection of observable states (an array, an `IdentifiedArray`, a `StackState`):
/// outside a store's pass, one identity standing for the identities of its states in order, so that
/// changing one of them in place (`rows[0].count += 1`) does not read as a change of the collection;
/// inside a pass, unknown (a pass does not walk the collection: its changes are always notified).
@inlinable
public func _$modifyBaseline<C: Collection>(_ value: C) -> _$ModifyBaseline<C> where C.Element: ObservableState {
  // Inside a pass (the hot path, inlined where the type is known): nothing to build.
  if _$isInStorePass() { return .unknown }
  return _$collectionBaselineOutsidePass(value)
}

@usableFromInline
func _$collectionBaselineOutsidePass<C: Collection>(_ value: C) -> _$ModifyBaseline<C>
where C.Element: ObservableState {
  guard LiveMutation.mode == .outside else { return .unknown }
  // The identities are mapped back through the innermost open frame of the in-place log: taken after
  // a change, that frame is the collection field's own, and an element changed in place counts as the
  // element it was (taken before the change, the frame is an outer one, where no element is logged).
  return .identity(ObservableStateID(digesting: value.lazy.map(\._$id), mappedBackThrough: InPlaceIdentityLog.innermost()))
}

/// Whether two plain values have the same bits.
@inlinable
func _$bitwiseEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  withUnsafeBytes(of: lhs) { lhs in
    withUnsafeBytes(of: rhs) { rhs in
      guard lhs.count == rhs.count, let left = lhs.baseAddress, let right = rhs.baseAddress else {
        return lhs.count == rhs.count
      }
      return memcmp(left, right, lhs.count) == 0
    }
  }
}

/// Whether a setter storing `rhs` over `lhs` changes nothing observers could see. Unknown values count
/// as changed; plain data is compared bit for bit.
@inlinable
public func _$isIdentityEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  _isPOD(Value.self) && _$bitwiseEqual(lhs, rhs)
}

/// Equatable values are unchanged when equal.
@inlinable
public func _$isIdentityEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs == rhs
}

/// An observable state is unchanged when it is the same state: its own fields notify their changes.
@inlinable
public func _$isIdentityEqual<Value: ObservableState>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs._$id == rhs._$id
}

/// An `Equatable` observable state is unchanged when it is the same state with the same value (an old
/// copy put back has the same identity, but not the same value).
@inlinable
public func _$isIdentityEqual<Value: ObservableState & Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs._$id == rhs._$id && lhs == rhs
}

/// An optional observable state is unchanged when both are `nil` or both are the same state.
@inlinable
public func _$isIdentityEqual<Wrapped: ObservableState>(_ lhs: Wrapped?, _ rhs: Wrapped?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// An optional `Equatable` observable state is unchanged when both are `nil` or both are the same
/// state with the same value.
@inlinable
public func _$isIdentityEqual<Wrapped: ObservableState & Equatable>(_ lhs: Wrapped?, _ rhs: Wrapped?) -> Bool {
  lhs?._$id == rhs?._$id && lhs == rhs
}

/// A collection of observable states is unchanged when it holds the same states in the same order.
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// An `Equatable` collection of observable states is unchanged when it holds the same states in the
/// same order, with the same values.
@inlinable
public func _$isIdentityEqual<C: Collection & Equatable>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id } && lhs == rhs
}
