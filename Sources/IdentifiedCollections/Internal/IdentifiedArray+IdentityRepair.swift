import IssueReporting

// What happens when a write gives an element a different id than the one it is stored under.
// The array never crashes and never keeps duplicate ids or a stale index: it reports an issue,
// re-keys an element whose new id is still unique, and drops a write that would duplicate an id.

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

  @usableFromInline
  mutating func _identityChanged(at offset: Int, from oldID: ID, to newID: ID) {
    if let other = _offsets[newID] {
      reportIssue(
        """
        IdentifiedArray: the element at offset \(offset) changed its id from \(_describe(oldID)) \
        to \(_describe(newID)), which already identifies the element at offset \(other). The \
        changed element was removed to keep ids unique. An element's id must not change while it \
        is in the array.
        """
      )
      _ = _removeUnchecked(at: offset)
      return
    }
    reportIssue(
      """
      IdentifiedArray: the element at offset \(offset) changed its id from \(_describe(oldID)) to \
      \(_describe(newID)). It is now stored under its new id. An element's id must not change \
      while it is in the array: remove it and insert the new value instead.
      """
    )
    _rekey(at: offset, from: oldID, to: newID)
  }

  /// Assigns through `subscript(position:)`, as Point-Free's does, without an issue: a value with a
  /// new id replaces the element and is stored under its own id; a value whose id belongs to another
  /// element takes that element's place at `position`, and that element moves to where it was.
  @inlinable
  mutating func _assign(at position: Int, with newValue: consuming Element) {
    let oldID = _ids[position]
    let newID = _id(newValue)
    guard newID != oldID else {
      _elements[position] = newValue
      return
    }
    if let other = _offsets[newID] {
      _elements.swapAt(other, position)
      _ids.swapAt(other, position)
      _offsets[oldID] = other
      _offsets[newID] = position
      _elements[position] = newValue
    } else {
      _elements[position] = newValue
      _rekey(at: position, from: oldID, to: newID)
    }
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

  @usableFromInline
  mutating func _set(_ newValue: consuming Element, forID id: ID, whoseIDIs newID: ID) {
    if let offset = _offsets[id] {
      _replace(at: offset, with: newValue, changingIDFrom: id, to: newID)
    } else if _offsets[newID] == nil {
      reportIssue(
        """
        IdentifiedArray: subscript(id: \(_describe(id))) was assigned an element whose id is \
        \(_describe(newID)). It was appended under its own id.
        """
      )
      _appendUnchecked(newValue, id: newID)
    } else {
      reportIssue(
        """
        IdentifiedArray: subscript(id: \(_describe(id))) was assigned an element whose id is \
        \(_describe(newID)), which already identifies another element. The write was ignored.
        """
      )
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
