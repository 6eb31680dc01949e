extension IdentifiedArray {
  /// Accesses the element with the given id: reads it, replaces it, appends it or removes it.
  ///
  /// Reading returns `nil` when no element has the id. Assigning an element replaces the one with
  /// that id in place, or appends it when the id is absent; assigning `nil` removes it. Mutating
  /// through the subscript changes the element in place, without copying the array's storage
  /// when it is uniquely referenced:
  ///
  /// ```swift
  /// todos[id: id]?.isComplete.toggle()    // O(1), in place
  /// todos[id: newTodo.id] = newTodo        // replaces or appends
  /// todos[id: id] = nil                    // removes
  /// ```
  ///
  /// The element's id must stay equal to `id` (Point-Free's traps with "Element identity must remain
  /// constant"). Here such a write is reported as an issue and the array stays consistent: an
  /// assigned element with another id is stored under its own id (replacing the element with that id,
  /// or appended) and the element under `id` is left as it was; an in-place mutation that changes the
  /// id re-keys the element where it is, replacing the element that had its new id, if any.
  ///
  /// - Parameter id: The id of the element.
  /// - Complexity: O(1) on average to read, replace, append or mutate; O(`count`) to remove.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let offset = _offsets[id] else { return nil }
      return _elements[offset]
    }
    set {
      _set(newValue, forID: id)
    }
    _modify {
      if let offset = _offsets[id] {
        var slot: Element? = _takeElement(at: offset)
        defer { _putBack(slot.take(), at: offset, id: id) }
        yield &slot
      } else {
        var slot: Element? = nil
        defer {
          if let element = slot.take() { _set(element, forID: id) }
        }
        yield &slot
      }
    }
  }

  /// Mutates the element with the given id where it is stored and returns what `body` returns;
  /// `nil`, without calling `body`, when no element has the id. The subscript's in-place mutation
  /// (`array[id: id]!.field = …`) without moving the element out and back in: one lookup of the
  /// id, no reordering, and in unspecialized generic code (a reducer operator's) none of the
  /// array operations a move costs. A changed id is reported and repaired as the subscript does.
  package mutating func _modifyElement<R>(
    id: ID, _ body: (inout Element) throws -> R
  ) rethrows -> R? {
    guard let offset = _offsets[id] else { return nil }
    defer { _checkIdentity(at: offset, expected: id) }
    return try body(&_elements[offset])
  }

  /// Returns the position of the element with the given id, or `nil` if there is none.
  ///
  /// ```swift
  /// let users: IdentifiedArrayOf<User> = [User(id: "u_42"), User(id: "u_1729")]
  /// users.index(id: "u_1729")  // 1
  /// users.index(id: "u_1337")  // nil
  /// ```
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func index(id: ID) -> Int? {
    _offsets[id]
  }

  /// Returns whether the array holds an element with the same id as `element`.
  ///
  /// Only ids are compared: the element in the array may differ in its other properties.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(_ element: Element) -> Bool {
    _offsets[_id(element)] != nil
  }

  /// Removes the element with the given id and returns it, or returns `nil` if there is none.
  ///
  /// ```swift
  /// users.remove(id: "u_1729")  // User(id: "u_1729")
  /// users.remove(id: "u_1337")  // nil
  /// ```
  ///
  /// - Complexity: O(`count`); O(1) for the last element.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _offsets[id] else { return nil }
    return _removeUnchecked(at: offset)
  }

  /// Removes the element with the same id as `element` and returns it, or returns `nil` if there
  /// is none.
  ///
  /// - Complexity: O(`count`); O(1) for the last element.
  @inlinable
  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    remove(id: _id(element))
  }
}
