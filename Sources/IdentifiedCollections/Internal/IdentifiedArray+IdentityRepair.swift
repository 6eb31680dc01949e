import IssueReporting

// What happens when a write gives an element a different id than the one it is stored under.
// Positional assignment behaves as Point-Free's (no issue). Where Point-Free's traps ("Element
// identity must remain constant"), the array reports an issue instead and keeps ids unique and its
// index consistent, dropping no element it can keep.

extension IdentifiedArray {
  /// After an in-place mutation of the element at `offset`, re-keys it if its id changed, or
  /// removes it if its new id duplicates another element's.
  @inlinable
  mutating func _checkIdentity(at offset: Int, expected oldID: ID) {
    let newID = _id(_elements[offset])
    if newID != oldID {
      _identityChanged(at: offset, from: oldID, to: newID)
    }
  }

  /// An in-place mutation changed the id of the element at `offset` (Point-Free's traps with
  /// "Element identity must remain constant"). Reports it, then keeps the changed element at its
  /// offset under its new id; if another element had that id, the changed element replaces it.
  @usableFromInline
  mutating func _identityChanged(at offset: Int, from oldID: ID, to newID: ID) {
    guard let other = _offsets[newID] else {
      reportIssue(
        """
        Element identity must remain constant: the element at offset \(offset) changed its id from \
        \(_describe(oldID)) to \(_describe(newID)). It is now stored under its new id. Remove the \
        element and insert the new value instead.
        """
      )
      _rekey(at: offset, from: oldID, to: newID)
      return
    }
    reportIssue(
      """
      Element identity must remain constant: the element at offset \(offset) changed its id from \
      \(_describe(oldID)) to \(_describe(newID)), which identified the element at offset \(other). \
      The changed element replaced it, so ids stay unique. Remove the element and insert the new \
      value instead.
      """
    )
    _elements.remove(at: other)
    _ids.remove(at: other)
    _offsets[oldID] = nil
    let changed = other < offset ? offset - 1 : offset
    _ids[changed] = newID
    _reindex(from: Swift.min(other, changed))
  }

  /// Assigns through `subscript(position:)` as Point-Free's does, without an issue: the value
  /// replaces the element at `position`, and the count never changes. A value with a new id drops
  /// the element that was there; a value whose id is stored at another offset exchanges the two
  /// elements first (the element with that id takes `position`, with the new value, and the element
  /// that was at `position` takes its offset), as `MutableCollection` algorithms expect.
  @inlinable
  mutating func _assign(at position: Int, with newValue: consuming Element) {
    let newID = _id(newValue)
    let oldID = _ids[position]
    guard newID != oldID else {
      _elements[position] = newValue
      return
    }
    if let other = _offsets[newID] {
      _elements.swapAt(position, other)
      _ids.swapAt(position, other)
      _offsets[oldID] = other
      _offsets[newID] = position
      _elements[position] = newValue
      return
    }
    _elements[position] = newValue
    _rekey(at: position, from: oldID, to: newID)
  }

  /// Replaces the element at a valid `offset` with `newValue`. A value with another id is
  /// re-keyed if its id is unique, and ignored if the id belongs to another element.
  @inlinable
  mutating func _replace(at offset: Int, with newValue: consuming Element) {
    let oldID = _ids[offset]
    let newID = _id(newValue)
    guard newID == oldID else {
      _replace(at: offset, with: newValue, changingIDFrom: oldID, to: newID)
      return
    }
    _elements[offset] = newValue
  }

  @usableFromInline
  mutating func _replace(
    at offset: Int,
    with newValue: consuming Element,
    changingIDFrom oldID: ID,
    to newID: ID
  ) {
    if let other = _offsets[newID] {
      reportIssue(
        """
        IdentifiedArray: cannot store an element with id \(_describe(newID)) at offset \(offset) \
        (id \(_describe(oldID))): id \(_describe(newID)) already identifies the element at offset \
        \(other). The write was ignored.
        """
      )
      return
    }
    reportIssue(
      """
      IdentifiedArray: the element stored at offset \(offset) has id \(_describe(newID)) instead \
      of \(_describe(oldID)). It is now stored under its new id. An element's id must not change \
      while it is in the array: remove it and insert the new value instead.
      """
    )
    _elements[offset] = newValue
    _rekey(at: offset, from: oldID, to: newID)
  }

  /// The setter of `subscript(id:)`.
  @inlinable
  mutating func _set(_ newValue: consuming Element?, forID id: ID) {
    guard let newValue else {
      if let offset = _offsets[id] { _ = _removeUnchecked(at: offset) }
      return
    }
    let newID = _id(newValue)
    guard newID == id else {
      _set(newValue, forID: id, whoseIDIs: newID)
      return
    }
    if let offset = _offsets[id] {
      _elements[offset] = newValue
    } else {
      _appendUnchecked(newValue, id: id)
    }
  }

  /// Assigning through `subscript(id:)` an element with another id (Point-Free's traps with
  /// "Element identity must remain constant"). Reports it and loses no element: the value is stored
  /// under its own id, replacing the element with that id in place or else appended, and the element
  /// stored under `id` (if any) is left as it was.
  @usableFromInline
  mutating func _set(_ newValue: consuming Element, forID id: ID, whoseIDIs newID: ID) {
    let kept = _offsets[id] == nil ? "" : " The element with id \(_describe(id)) was left unchanged."
    if let other = _offsets[newID] {
      reportIssue(
        """
        Element identity must remain constant: subscript(id: \(_describe(id))) was assigned an \
        element whose id is \(_describe(newID)). It replaced the element with id \(_describe(newID)) \
        at offset \(other).\(kept)
        """
      )
      _elements[other] = newValue
    } else {
      reportIssue(
        """
        Element identity must remain constant: subscript(id: \(_describe(id))) was assigned an \
        element whose id is \(_describe(newID)). It was appended under its own id.\(kept)
        """
      )
      _appendUnchecked(newValue, id: newID)
    }
  }

  @usableFromInline
  mutating func _rekey(at offset: Int, from oldID: ID, to newID: ID) {
    _offsets[oldID] = nil
    _offsets[newID] = offset
    _ids[offset] = newID
  }

  /// The message for elements dropped because their id duplicates an earlier element's.
  @usableFromInline
  func _duplicateIDsMessage(
    operation: String,
    duplicates: [(id: ID, first: Int, duplicate: Int)]
  ) -> String {
    let shown = duplicates.prefix(5).map {
      "\(_describe($0.id)) (offsets \($0.first) and \($0.duplicate))"
    }
    let more = duplicates.count > 5 ? " and \(duplicates.count - 5) more" : ""
    let noun = duplicates.count == 1 ? "element" : "elements"
    return """
      IdentifiedArray \(operation): duplicate ids \(shown.joined(separator: ", "))\(more). Kept the \
      first element with each id and dropped \(duplicates.count) later \(noun).
      """
  }
}

/// Describes an id for an issue message (`"a"` for a string, `42` for an integer).
@usableFromInline
func _describe(_ id: some Hashable) -> String {
  String(reflecting: id)
}
