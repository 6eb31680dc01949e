import Foundation
import IssueReporting

extension IdentifiedArray {
  /// Moves the elements at the given offsets to just before the element at `destination`,
  /// keeping their relative order (the semantics of SwiftUI's `onMove`).
  ///
  /// Offsets outside `0..<count` and a destination outside `0...count` are reported as an issue;
  /// the invalid offsets are ignored and the destination is clamped.
  ///
  /// ```swift
  /// // [a, b, c, d]
  /// todos.move(fromOffsets: IndexSet([0]), toOffset: 3)
  /// // [b, c, a, d]
  /// ```
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset, in the array before the move, that the elements are moved in
  ///     front of; `count` moves them to the end.
  /// - Complexity: O(`count`).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let count = _elements.count
    let invalid = source.filter { $0 < 0 || $0 >= count }
    if !invalid.isEmpty {
      reportIssue(
        """
        IdentifiedArray.move(fromOffsets:toOffset:): offsets \(invalid) are out of bounds \
        0..<\(count) and were ignored.
        """
      )
    }
    var destination = destination
    if destination < 0 || destination > count {
      let clamped = Swift.min(Swift.max(destination, 0), count)
      reportIssue(
        """
        IdentifiedArray.move(fromOffsets:toOffset:): destination \(destination) is out of bounds \
        0...\(count); used \(clamped) instead.
        """
      )
      destination = clamped
    }
    var isMoving = [Bool](repeating: false, count: count)
    for offset in source where offset >= 0 && offset < count { isMoving[offset] = true }
    var order: [Int] = []
    order.reserveCapacity(count)
    for offset in 0..<destination where !isMoving[offset] { order.append(offset) }
    for offset in 0..<count where isMoving[offset] { order.append(offset) }
    for offset in destination..<count where !isMoving[offset] { order.append(offset) }
    guard order != Array(0..<count) else { return }
    _apply(order: order)
  }

  /// Exchanges the elements at two positions.
  ///
  /// A position outside `0..<count` is reported as an issue and nothing is exchanged.
  ///
  /// - Complexity: O(1).
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i >= 0, i < _elements.count, j >= 0, j < _elements.count else {
      reportIssue(
        """
        IdentifiedArray.swapAt(_:_:): positions \(i) and \(j) must be in 0..<\(_elements.count); \
        nothing was exchanged.
        """
      )
      return
    }
    guard i != j else { return }
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
    _offsets[_ids[i]] = i
    _offsets[_ids[j]] = j
  }

  /// Sorts the elements in place with the given ordering.
  ///
  /// `areInIncreasingOrder` must be a strict weak ordering. If it throws, the elements may be
  /// reordered but none is lost, and ids still find their elements.
  ///
  /// ```swift
  /// todos.sort { $0.title < $1.title }
  /// ```
  ///
  /// - Complexity: O(*n* log *n*).
  @inlinable
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    defer { _reindexAfterPermutation() }
    try _elements.sort(by: areInIncreasingOrder)
  }

  /// Reverses the order of the elements.
  ///
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func reverse() {
    _elements.reverse()
    _ids.reverse()
    _reindex(from: 0)
  }

  /// Shuffles the elements with the system's random number generator.
  ///
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  /// Shuffles the elements with the given random number generator.
  ///
  /// The order matches what `Array.shuffle(using:)` produces from the same generator state.
  ///
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    _elements.shuffle(using: &generator)
    _reindexAfterPermutation()
  }

  /// Reorders the elements so that those satisfying `belongsInSecondPartition` come after all
  /// the others, and returns the position of the first of them (`count` if there are none).
  ///
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func partition(
    by belongsInSecondPartition: (Element) throws -> Bool
  ) rethrows -> Int {
    defer { _reindexAfterPermutation() }
    return try _elements.partition(by: belongsInSecondPartition)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in ascending order.
  ///
  /// - Complexity: O(*n* log *n*).
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }
}
