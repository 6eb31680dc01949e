import Foundation
import IssueReporting

extension IdentifiedArray {
  /// Removes and returns the element at a position.
  ///
  /// - Parameter index: A valid position, `0..<count`; like `Array`, any other position traps.
  /// - Returns: The removed element.
  /// - Complexity: O(`count`); O(1) for the last element.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    _removeUnchecked(at: index)
  }

  /// Removes the elements at the given offsets.
  ///
  /// Offsets outside `0..<count` are reported as an issue and ignored.
  ///
  /// ```swift
  /// todos.remove(atOffsets: IndexSet([0, 2]))
  /// ```
  ///
  /// - Complexity: O(`count`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    let invalid = offsets.filter { $0 < 0 || $0 >= _elements.count }
    if !invalid.isEmpty {
      reportIssue(
        """
        IdentifiedArray.remove(atOffsets:): offsets \(invalid) are out of bounds \
        0..<\(_elements.count) and were ignored.
        """
      )
    }
    _removeUnchecked(sortedOffsets: offsets.filter { $0 >= 0 && $0 < _elements.count })
  }

  /// Removes every element that satisfies `shouldBeRemoved`, keeping the order of the others.
  ///
  /// `shouldBeRemoved` sees every element before anything is removed, so if it throws, the array
  /// is unchanged.
  ///
  /// ```swift
  /// todos.removeAll { $0.isComplete }
  /// ```
  ///
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var offsets: [Int] = []
    for offset in _elements.indices where try shouldBeRemoved(_elements[offset]) {
      offsets.append(offset)
    }
    _removeUnchecked(sortedOffsets: offsets)
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage allocated for reuse.
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _elements.removeAll(keepingCapacity: keepCapacity)
    _ids.removeAll(keepingCapacity: keepCapacity)
    _offsets.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes and returns the first element.
  ///
  /// - Precondition: The array is not empty (like `Array`, removing from an empty array traps).
  /// - Complexity: O(`count`).
  @inlinable
  @discardableResult
  public mutating func removeFirst() -> Element {
    _removeUnchecked(at: 0)
  }

  /// Removes the first `n` elements.
  ///
  /// A count outside `0...count` is reported as an issue and clamped.
  ///
  /// - Complexity: O(`count`).
  public mutating func removeFirst(_ n: Int) {
    let n = _removalCount(n, operation: "removeFirst(_:)")
    removeSubrange(0..<n)
  }

  /// Removes and returns the last element.
  ///
  /// - Precondition: The array is not empty (like `Array`, removing from an empty array traps).
  /// - Complexity: O(1) on average.
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    _removeUnchecked(at: _elements.count - 1)
  }

  /// Removes the last `n` elements.
  ///
  /// A count outside `0...count` is reported as an issue and clamped.
  ///
  /// - Complexity: O(`n`) on average.
  public mutating func removeLast(_ n: Int) {
    let n = _removalCount(n, operation: "removeLast(_:)")
    removeSubrange((_elements.count - n)..<_elements.count)
  }

  /// Removes the elements in a range of positions.
  ///
  /// Positions outside `0...count` are reported as an issue and clamped.
  ///
  /// ```swift
  /// todos.removeSubrange(1..<3)
  /// ```
  ///
  /// - Complexity: O(`count`).
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    let valid = bounds.clamped(to: 0..<_elements.count)
    if valid != bounds {
      reportIssue(
        """
        IdentifiedArray.removeSubrange(_:): range \(bounds) is out of bounds \
        0..<\(_elements.count); removed \(valid) instead.
        """
      )
    }
    guard !valid.isEmpty else { return }
    for id in _ids[valid] { _offsets[id] = nil }
    _elements.removeSubrange(valid)
    _ids.removeSubrange(valid)
    _reindex(from: valid.lowerBound)
  }

  /// Removes the elements in a range expression of positions, such as `2...` or `..<3`.
  ///
  /// - Complexity: O(`count`).
  public mutating func removeSubrange(_ bounds: some RangeExpression<Int>) {
    // Resolve against an unbounded range so that out-of-bounds positions are reported, not trapped.
    let requested = bounds.relative(to: 0..<Int.max)
    let upper =
      requested.upperBound == Int.max
      ? Swift.max(requested.lowerBound, _elements.count) : requested.upperBound
    removeSubrange(requested.lowerBound..<upper)
  }

  private func _removalCount(_ n: Int, operation: String) -> Int {
    if n >= 0 && n <= _elements.count { return n }
    let clamped = Swift.min(Swift.max(n, 0), _elements.count)
    reportIssue(
      """
      IdentifiedArray.\(operation): cannot remove \(n) elements from an array of \
      \(_elements.count); removed \(clamped).
      """
    )
    return clamped
  }
}
