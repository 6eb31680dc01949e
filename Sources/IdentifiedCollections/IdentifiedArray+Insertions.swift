extension IdentifiedArray {
  /// Appends an element unless the array already holds one with the same id.
  ///
  /// ```swift
  /// let (inserted, index) = todos.append(todo)
  /// ```
  ///
  /// - Parameter item: The element to append.
  /// - Returns: Whether the element was appended, and the position of the element with its id.
  /// - Complexity: Amortized O(1) on average.
  @inlinable
  @discardableResult
  public mutating func append(_ item: Element) -> (inserted: Bool, index: Int) {
    let id = _id(item)
    if let existing = _offsets[id] { return (false, existing) }
    _appendUnchecked(item, id: id)
    return (true, _elements.count - 1)
  }

  /// Appends the elements of a sequence, in order, skipping those whose id is already present.
  ///
  /// - Parameter newElements: The elements to append.
  /// - Complexity: O(*m*) on average, where *m* is the length of `newElements`.
  @inlinable
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    reserveCapacity(_elements.count + newElements.underestimatedCount)
    for element in newElements {
      append(element)
    }
  }

  /// Inserts an element at a position unless the array already holds one with the same id.
  ///
  /// An out-of-bounds position is reported as an issue and clamped to `0...count`.
  ///
  /// ```swift
  /// todos.insert(todo, at: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - item: The element to insert.
  ///   - i: The position for the new element, in `0...count`.
  /// - Returns: Whether the element was inserted, and the position of the element with its id
  ///   (the existing one when nothing was inserted).
  /// - Complexity: O(`count`).
  @inlinable
  @discardableResult
  public mutating func insert(_ item: Element, at i: Int) -> (inserted: Bool, index: Int) {
    let id = _id(item)
    if let existing = _offsets[id] { return (false, existing) }
    let offset = _insertionOffset(i, operation: "insert(_:at:)")
    _insertUnchecked(item, id: id, at: offset)
    return (true, offset)
  }

  /// Replaces the element at a position with a value of the same id.
  ///
  /// A value with a different id is reported as an issue: it is stored under its new id if that
  /// id is unique, and ignored otherwise.
  ///
  /// - Parameters:
  ///   - item: The new value.
  ///   - i: A valid position, `0..<count`.
  /// - Returns: The element that was at that position.
  /// - Complexity: O(1) on average.
  @inlinable
  @discardableResult
  public mutating func update(_ item: Element, at i: Int) -> Element {
    let original = _elements[i]
    _replace(at: i, with: item)
    return original
  }

  /// Replaces the element with the same id as `item`, or appends `item` if there is none.
  ///
  /// ```swift
  /// let previous = todos.updateOrAppend(fetchedTodo)  // nil when appended
  /// ```
  ///
  /// - Parameter item: The element to store.
  /// - Returns: The replaced element, or `nil` if `item` was appended.
  /// - Complexity: Amortized O(1) on average.
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ item: Element) -> Element? {
    let id = _id(item)
    guard let offset = _offsets[id] else {
      _appendUnchecked(item, id: id)
      return nil
    }
    let original = _elements[offset]
    _elements[offset] = item
    return original
  }

  /// Replaces the element with the same id as `item`, or inserts `item` at a position if there
  /// is none.
  ///
  /// A replaced element keeps its position. An out-of-bounds insertion position is reported as an
  /// issue and clamped to `0...count`.
  ///
  /// - Parameters:
  ///   - item: The element to store.
  ///   - i: The position for `item` if it is inserted, in `0...count`.
  /// - Returns: The replaced element (or `nil` if `item` was inserted), and the position of
  ///   `item`.
  /// - Complexity: O(1) on average to replace; O(`count`) to insert.
  @inlinable
  @discardableResult
  public mutating func updateOrInsert(
    _ item: Element,
    at i: Int
  ) -> (originalMember: Element?, index: Int) {
    let id = _id(item)
    if let offset = _offsets[id] {
      let original = _elements[offset]
      _elements[offset] = item
      return (original, offset)
    }
    let offset = _insertionOffset(i, operation: "updateOrInsert(_:at:)")
    _insertUnchecked(item, id: id, at: offset)
    return (nil, offset)
  }

  /// Reserves storage for at least `minimumCapacity` elements.
  ///
  /// - Complexity: O(`count`) when the storage grows.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _elements.reserveCapacity(minimumCapacity)
    _ids.reserveCapacity(minimumCapacity)
    _offsets.reserveCapacity(minimumCapacity)
  }
}
