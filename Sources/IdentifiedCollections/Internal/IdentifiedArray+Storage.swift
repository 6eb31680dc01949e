import IssueReporting

// Index maintenance: `_elements`, `_ids` and `_offsets` always describe the same ordered elements.
// Every mutation of the array goes through these helpers (or restores the invariant itself).

extension IdentifiedArray {
  /// Appends an element whose id is known to be absent.
  @inlinable
  mutating func _appendUnchecked(_ element: consuming Element, id: ID) {
    _offsets[id] = _elements.count
    _ids.append(id)
    _elements.append(element)
  }

  /// Inserts an element whose id is known to be absent at a valid offset (`0...count`).
  @inlinable
  mutating func _insertUnchecked(_ element: consuming Element, id: ID, at offset: Int) {
    _elements.insert(element, at: offset)
    _ids.insert(id, at: offset)
    _reindex(from: offset)
  }

  /// Removes the element at a valid offset and returns it.
  @inlinable
  mutating func _removeUnchecked(at offset: Int) -> Element {
    let id = _ids.remove(at: offset)
    _offsets[id] = nil
    let element = _elements.remove(at: offset)
    _reindex(from: offset)
    return element
  }

  /// Removes the elements at the given offsets, which must be valid, sorted and unique.
  ///
  /// Keeps the order of the remaining elements. O(`count`).
  @inlinable
  mutating func _removeUnchecked(sortedOffsets: [Int]) {
    guard let first = sortedOffsets.first else { return }
    var write = first
    var next = 0
    for read in first..<_elements.count {
      if next < sortedOffsets.count, sortedOffsets[next] == read {
        _offsets[_ids[read]] = nil
        next += 1
        continue
      }
      if write != read {
        _elements.swapAt(write, read)
        _ids.swapAt(write, read)
      }
      _offsets[_ids[write]] = write
      write += 1
    }
    _elements.removeSubrange(write...)
    _ids.removeSubrange(write...)
  }

  /// Records the offset of every id from `start` on (after elements shifted).
  @inlinable
  mutating func _reindex(from start: Int) {
    var offset = start
    while offset < _ids.count {
      _offsets[_ids[offset]] = offset
      offset += 1
    }
  }

  /// Rebuilds `_ids` and `_offsets` after `_elements` was permuted (same ids, new order).
  @inlinable
  mutating func _reindexAfterPermutation() {
    for offset in _elements.indices {
      let id = _id(_elements[offset])
      _ids[offset] = id
      _offsets[id] = offset
    }
  }

  /// Applies a permutation given as the old offset of each new position.
  @usableFromInline
  mutating func _apply(order: [Int]) {
    _elements = order.map { _elements[$0] }
    _ids = order.map { _ids[$0] }
    _reindex(from: 0)
  }

  /// Rebuilds `_ids` and `_offsets` after `_elements` was changed arbitrarily (through a raw
  /// buffer). Elements whose id duplicates an earlier element's are dropped and reported.
  @usableFromInline
  mutating func _rebuildIndex(after operation: String) {
    var ids: [ID] = []
    ids.reserveCapacity(_elements.count)
    var offsets: [ID: Int] = [:]
    offsets.reserveCapacity(_elements.count)
    var duplicates: [(id: ID, first: Int, duplicate: Int)] = []
    for offset in _elements.indices {
      let id = _id(_elements[offset])
      if let first = offsets[id] {
        duplicates.append((id, first, offset))
      } else {
        offsets[id] = offset
      }
      ids.append(id)
    }
    if duplicates.isEmpty {
      _ids = ids
      _offsets = offsets
      return
    }
    reportIssue(_duplicateIDsMessage(operation: operation, duplicates: duplicates))
    var isDuplicate = [Bool](repeating: false, count: _elements.count)
    for duplicate in duplicates { isDuplicate[duplicate.duplicate] = true }
    var keptElements: [Element] = []
    keptElements.reserveCapacity(_elements.count - duplicates.count)
    for offset in _elements.indices where !isDuplicate[offset] {
      keptElements.append(_elements[offset])
    }
    _elements = keptElements
    _ids = []
    _offsets = [:]
    _ids.reserveCapacity(_elements.count)
    _offsets.reserveCapacity(_elements.count)
    for offset in _elements.indices {
      let id = _id(_elements[offset])
      _ids.append(id)
      _offsets[id] = offset
    }
  }

  /// The setter of `subscript(bounds:)`.
  @usableFromInline
  mutating func _writeBack(_ slice: Slice<Self>, into bounds: Range<Int>) {
    guard slice.count == bounds.count else {
      reportIssue(
        """
        IdentifiedArray: cannot replace the \(bounds.count) elements in \(bounds) with a slice of \
        \(slice.count); the write was ignored. Use removals and insertions to change the count.
        """
      )
      return
    }
    var source = slice.startIndex
    for offset in bounds {
      _elements[offset] = slice[source]
      source = slice.index(after: source)
    }
    _rebuildIndex(after: "subscript(bounds:)")
  }

  /// Moves the element at `offset` out of the storage in O(1), without copying it, by swapping it
  /// with the last element. Must be balanced by `_putBack(_:at:id:)` before anyone reads the array.
  @inlinable
  mutating func _takeElement(at offset: Int) -> Element {
    let last = _elements.count - 1
    if offset != last {
      _elements.swapAt(offset, last)
    }
    return _elements.removeLast()
  }

  /// Undoes `_takeElement(at:)`: puts the (possibly mutated) element back at `offset`, or, when it
  /// is `nil`, removes that position. Then checks that the element kept its id.
  @inlinable
  mutating func _putBack(_ element: consuming Element?, at offset: Int, id: ID) {
    guard let element else {
      _removeTaken(at: offset, id: id)
      return
    }
    _elements.append(element)
    let last = _elements.count - 1
    if offset != last {
      _elements.swapAt(offset, last)
    }
    _checkIdentity(at: offset, expected: id)
  }

  /// Completes the removal of an element taken with `_takeElement(at:)` and not put back.
  @usableFromInline
  mutating func _removeTaken(at offset: Int, id: ID) {
    if offset < _elements.count {
      // The former last element sits at `offset`: move it back to the end, closing the gap.
      let displaced = _elements.remove(at: offset)
      _elements.append(displaced)
    }
    _ids.remove(at: offset)
    _offsets[id] = nil
    _reindex(from: offset)
  }

  /// Returns `offset` if it is a valid insertion offset (`0...count`); otherwise reports an issue
  /// and returns the nearest valid one.
  @usableFromInline
  func _insertionOffset(_ offset: Int, operation: String) -> Int {
    if offset >= 0 && offset <= _elements.count { return offset }
    let clamped = Swift.min(Swift.max(offset, 0), _elements.count)
    reportIssue(
      """
      IdentifiedArray.\(operation): offset \(offset) is out of bounds 0...\(_elements.count); \
      used \(clamped) instead.
      """
    )
    return clamped
  }
}
