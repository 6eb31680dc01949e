extension IdentifiedArray: RangeReplaceableCollection where Element: Identifiable, ID == Element.ID {
  /// Replaces a range of elements with new ones, as Point-Free's does: the range is removed, then
  /// each new element is inserted where the range started, unless an element with its id is still
  /// in the array, which is then updated in place.
  ///
  /// ```swift
  /// var todos: IdentifiedArrayOf<Todo> = [a, b, c]
  /// todos.replaceSubrange(1..<2, with: [d, e])  // [a, d, e, c]
  /// ```
  ///
  /// - Parameters:
  ///   - subrange: The range to replace; an out-of-bounds range is reported and clamped.
  ///   - newElements: The elements to insert.
  /// - Complexity: O(`count + newElements.count`).
  @inlinable
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    removeSubrange(subrange)
    let start = Swift.min(Swift.max(subrange.lowerBound, 0), _elements.count)
    for element in newElements.reversed() {
      let id = _id(element)
      if let offset = _offsets[id] {
        _elements[offset] = element
      } else {
        _insertUnchecked(element, id: id, at: start)
      }
    }
  }
}
